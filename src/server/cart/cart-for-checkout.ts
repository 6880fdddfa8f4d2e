import type { BillingAddress, Building, Customer } from '@/payload-types'
import type { BillingAddressServer } from '@/domain/billing/address'
import type { CartPrice } from '@/domain/cart/price'
import type { Cart } from '@/domain/cart/types'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'
import { getPayloadClient } from '../payload'
import { savedAddressOf } from './billing-addresses'
import { loadCart } from './cart-store'
import { priceOfStoredCart, type PricedCart } from './price-stored-cart'

// The cart as checkout takes it: priced again by the cart's own pricing with today's catalogue, then the customer's row
// locked in the checkout's transaction (FOR UPDATE, so a change on another device waits for the order) and found to be
// the version that was priced, with the building's address for the order, the invoice's place of supply and the
// confirmation page.
//
// The pricing runs before the transaction, as 'ready to pay' does (mark-ready-to-pay.ts): it reads buildings, rooms,
// offers and the customer's standing on other connections of the pool, and a transaction that holds one connection
// while it waits for more exhausts the pool under load. Fifty checkouts at once held all ten connections, each waiting
// for an eleventh, and the site stopped answering until they were killed.
//
// The billing address is the one the cart was made ready to pay with (mark-ready-to-pay.ts keeps its id on the cart
// row): the tax invoice prints it, with the company and GSTIN the customer gave there.

export const CHECKOUT_CART_CHANGED_MESSAGE = 'Your cart changed while the order was being made. Please check it and try again.'

/** The cart as it was read and priced before the checkout's transaction. */
export interface PricedCartForOrder {
  version: number
  priced: PricedCart
}

export interface CartForCheckout {
  /** The stored cart's version, locked and unchanged since it was priced. */
  version: number
  cart: Cart
  price: CartPrice | null
  problem: string | null
  /** The billing address chosen when the cart was made ready to pay, as the order keeps it; null before that. */
  billing: BillingAddressServer | null
  building: {
    code: string
    name: string
    stateCode: string
    city: string
    addressLines: string[]
    mapUrl: string | null
  } | null
}

const mapUrlOf = (building: Building): string | null =>
  building.location && Number.isFinite(building.location.latitude) && Number.isFinite(building.location.longitude)
    ? `https://www.google.com/maps/search/?api=1&query=${building.location.latitude},${building.location.longitude}`
    : null

/** Reads and prices the customer's cart on the pool's connections; call it before opening the checkout's transaction. */
export async function priceCartForOrder(customerId: number, now = new Date()): Promise<PricedCartForOrder> {
  const payload = await getPayloadClient()
  const stored = await loadCart(customerId)
  const customer = (await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })) as Customer
  return { version: stored.version, priced: await priceOfStoredCart(stored, customer, now) }
}

/** The cart under the checkout's lock, with the price of `prepared` (409 when the cart changed since it was priced). */
export async function loadCartForOrder(tx: Transaction, customerId: number, prepared: PricedCartForOrder): Promise<CartForCheckout> {
  const stored = await loadCart(customerId, { query: tx.query, lock: true })
  if (stored.version !== prepared.version) throw new ApiError('conflict', CHECKOUT_CART_CHANGED_MESSAGE)
  const { priced } = prepared
  const billing = await chosenBillingAddress(tx, customerId, stored.billingAddressId)
  const code = stored.cart.selectedBuilding?.code
  if (!code) return { version: stored.version, cart: priced.cart, price: priced.price, problem: priced.problem, billing, building: null }
  const { docs } = await tx.payload.find({
    collection: 'buildings',
    where: { buildingCode: { equals: code } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: tx.req,
    select: { name: true, buildingCode: true, address: true, location: true },
  })
  const found = docs[0] as Building | undefined
  if (!found) return { version: stored.version, cart: priced.cart, price: priced.price, problem: priced.problem, billing, building: null }
  const { address } = found
  return {
    version: stored.version,
    cart: priced.cart,
    price: priced.price,
    problem: priced.problem,
    billing,
    building: {
      code: found.buildingCode,
      name: found.name,
      stateCode: address.stateCode,
      city: address.city,
      addressLines: [address.buildingName, address.line1, ...(address.line2 ? [address.line2] : []), `${address.city} ${address.pinCode}`],
      mapUrl: mapUrlOf(found),
    },
  }
}

/** The customer's own billing address with this id, read in the checkout's transaction (another's is as good as none). */
async function chosenBillingAddress(tx: Transaction, customerId: number, id: number | null): Promise<BillingAddressServer | null> {
  if (id === null) return null
  const { docs } = await tx.payload.find({
    collection: 'billing-addresses',
    where: { and: [{ id: { equals: id } }, { customer: { equals: customerId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: tx.req,
  })
  const row = docs[0] as BillingAddress | undefined
  if (!row) return null
  const { id: _savedId, ...address } = savedAddressOf(row)
  return address
}
