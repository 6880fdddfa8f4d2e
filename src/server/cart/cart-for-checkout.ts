import type { Building, Customer } from '@/payload-types'
import type { CartPrice } from '@/domain/cart/price'
import type { Cart } from '@/domain/cart/types'
import type { Transaction } from '../db/transaction'
import { loadCart } from './cart-store'
import { priceOfStoredCart } from './price-stored-cart'

// The cart as checkout takes it: the customer's row locked in the checkout's transaction (FOR UPDATE, so a change on
// another device waits for the order), priced again by the cart's own pricing with today's catalogue, and the
// building's address for the order, the invoice's place of supply and the confirmation page.

export interface CartForCheckout {
  cart: Cart
  price: CartPrice | null
  problem: string | null
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

export async function loadCartForOrder(tx: Transaction, customerId: number, now = new Date()): Promise<CartForCheckout> {
  const stored = await loadCart(customerId, { query: tx.query, lock: true })
  const customer = (await tx.payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    req: tx.req,
    overrideAccess: true,
  })) as Customer
  const priced = await priceOfStoredCart(stored, customer, now)
  const code = stored.cart.selectedBuilding?.code
  if (!code) return { cart: priced.cart, price: priced.price, problem: priced.problem, building: null }
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
  if (!found) return { cart: priced.cart, price: priced.price, problem: priced.problem, building: null }
  const { address } = found
  return {
    cart: priced.cart,
    price: priced.price,
    problem: priced.problem,
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
