import { randomBytes } from 'node:crypto'
import type { BillingAddressServer } from '@/domain/billing/address'
import { stateName } from '@/domain/geo/indian-states'
import { newOrderPaymentState, settleWithoutPayment } from '@/domain/orders/payment-state'
import { formatOrderNumber } from '@/domain/orders/numbers'
import { ORDER_STATUSES, type OrderStatus } from '@/domain/orders/status'
import type { Paise } from '@/domain/money'
import type { GatewayOrder } from '@/domain/orders/gateway'
import type { CheckoutSession } from '@/integrations/payments'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { CHECKOUT_CART_CHANGED_MESSAGE } from '../cart/cart-for-checkout'
import { inTransaction, type Transaction } from '../db/transaction'
import { env } from '../env'
import { paymentGateway } from '../payments/gateway'
import { assertProposedCompanyNameRegistrable } from '../virtual-office/check-proposed-company-name'
import { loadCartForCheckout, prepareCheckoutCart, type CheckoutBuilding } from './checkout-cart'
import { advanceOrder } from './advance'
import { expireDueOrders } from './expire-orders'
import { takeOrderMoney } from './order-money'
import { findOrder, type CartSnapshot, type OrderRow } from './order-store'
import { ORDER_PAYMENT_MINUTES } from './payment-window'

// Checkout: one order per version of the customer's cart. The page sends an idempotency key per attempt (again on a
// retry or a double click); a checkout with another key of a cart whose order still waits for its payment gets that
// order, so a ready cart pays once however many checkouts it receives (a unique index on the cart's version among
// orders awaiting payment holds it). The order takes the coupon's use and the owned credits in the transaction that
// makes it (order-money.ts). Every amount comes from the server's price of the cart, never from the browser. The
// gateway order is made after the row, with our order number as its unique receipt, so a retry after a timeout gets
// the same gateway order. An unpaid order expires after ORDER_PAYMENT_MINUTES (expire-orders.ts gives back what it took).
export const MERCHANT_NAME = 'Sthana Workspaces'
export const MINIMUM_ORDER_MESSAGE =
  'The amount to pay is below ₹1, which the payment gateway cannot take. Please add to your cart or remove a discount.'
export const OTHER_CUSTOMER_KEY_MESSAGE = 'This checkout belongs to another account.'
const CHECKOUT_RACE_MESSAGE = 'Your cart is being paid for in another window. Please wait a moment and try again.'

export interface CheckoutAnswer {
  order: OrderRow
  /** The payment sheet's options; null for an order of zero, confirmed at once without the gateway. */
  session: CheckoutSession | null
  /** False when the key had made the order already (a retry or a double click). */
  created: boolean
}

/**
 * The invoice's recipient when the cart was never made ready with a billing address (an order made from a cart by other
 * means): the customer, at the building, with the GSTIN and company of their profile.
 */
function defaultBilling(customer: Customer, building: CheckoutBuilding): BillingAddressServer {
  const state = stateName(building.stateCode.replace(/^IN-/, '')) ?? building.stateCode
  return {
    first_name: customer.name,
    address_line1: building.addressLines[0] ?? building.name,
    address_line2: null,
    city: building.city,
    state,
    pincode: '',
    phone_number: customer.phone ?? '',
    is_default: false,
    gstin: customer.profile?.gstin?.trim() || null,
    company_name: customer.profile?.companyName?.trim() || null,
  }
}

export async function startCheckout(customer: Customer, input: { idempotencyKey: string }, now = new Date()): Promise<CheckoutAnswer> {
  const gateway = paymentGateway()
  let created = false
  // An order of this customer whose time ran out is expired first: it gives back what it took and unlocks the cart.
  await expireDueOrders(now, customer.id)
  // Priced first, on the pool's connections: the transaction below holds one connection and must not wait for another.
  const prepared = await prepareCheckoutCart(customer.id, now)
  let order = await inTransaction(async (tx) => {
    const existing = await findOrder(tx, { idempotencyKey: input.idempotencyKey })
    if (existing) return existing
    // The cart's row is locked from here: checkouts of one cart take turns, and the later ones find the first's order.
    let loaded: Awaited<ReturnType<typeof loadCartForCheckout>>
    try {
      loaded = await loadCartForCheckout(tx, customer.id, prepared)
    } catch (error) {
      // The first checkout of this cart confirmed its order at once (credits paid it all) and reset the cart: the
      // others answer with that order.
      const made =
        prepared && error instanceof ApiError && error.message === CHECKOUT_CART_CHANGED_MESSAGE
          ? await findOrderOfCart(tx, customer.id, prepared.version, NOT_EXPIRED)
          : null
      if (made) return made
      throw error
    }
    const { cart, price, building, version, billing } = loaded
    const awaiting = version === null ? null : await findOrderOfCart(tx, customer.id, version, AWAITING_PAYMENT)
    if (awaiting) return awaiting
    if (price.totalEstimatedPrice > 0 && price.totalEstimatedPrice < 100) throw new ApiError('conflict', MINIMUM_ORDER_MESSAGE)
    await assertProposedCompanyNameRegistrable(cart)
    // The invoice is made out to the billing address chosen at 'ready to pay', with its company and GSTIN.
    const snapshot: CartSnapshot = { cart, building, billing: billing ?? defaultBilling(customer, building) }
    const number = formatOrderNumber(now, randomBytes(5))
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO orders (number, customer_id, status, amount_paise, subtotal_paise, discount_paise, taxable_paise, cgst_paise,
         state_tax_paise, building_code, provider, idempotency_key, expires_at, cart_snapshot, price, payment_state, cart_version)
       VALUES ($1, $2, 'created', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        number,
        customer.id,
        price.totalEstimatedPrice,
        price.subtotalPaise,
        price.totalDiscount,
        price.gst.taxablePaise,
        price.gst.cgstPaise,
        price.gst.stateTaxPaise,
        building.code,
        gateway.provider,
        input.idempotencyKey,
        new Date(now.getTime() + ORDER_PAYMENT_MINUTES * 60_000).toISOString(),
        JSON.stringify(snapshot),
        JSON.stringify(price),
        JSON.stringify(newOrderPaymentState('', price.totalEstimatedPrice)),
        version,
      ],
    )
    if (rows[0]) {
      created = true
      await takeOrderMoney(tx, { id: rows[0].id, customerId: customer.id, price })
      const made = (await findOrder(tx, { id: rows[0].id }))!
      // Credits, a coupon or loyalty paid all of it: confirmed here, in this transaction, without the gateway (a hold
      // that lapsed refuses the whole checkout, and nothing is taken).
      if (made.amountPaise === 0) {
        await advanceOrder(tx, made, settleWithoutPayment(made.state, now), now)
        return (await findOrder(tx, { id: made.id }))!
      }
      return made
    }
    // A concurrent request made it first, with the same key or for the same cart: answer that order.
    const first =
      (await findOrder(tx, { idempotencyKey: input.idempotencyKey })) ??
      (version === null ? null : await findOrderOfCart(tx, customer.id, version, AWAITING_PAYMENT))
    if (!first) throw new ApiError('conflict', CHECKOUT_RACE_MESSAGE)
    return first
  })
  if (order.customerId !== customer.id) throw new ApiError('conflict', OTHER_CUSTOMER_KEY_MESSAGE)
  if (order.amountPaise === 0) return { order, session: null, created }

  let gatewayOrder: GatewayOrder
  if (order.gatewayOrderId) gatewayOrder = await gateway.fetchOrder(order.gatewayOrderId)
  else {
    // The receipt is unique at the gateway: two requests racing here get one gateway order.
    gatewayOrder = await gateway.createOrder({
      amountPaise: order.amountPaise as Paise,
      receipt: order.number,
      notes: { order: order.number, building: order.buildingCode },
    })
    order = await inTransaction(async (tx) => {
      const locked = (await findOrder(tx, { id: order.id }, { lock: true }))!
      if (locked.gatewayOrderId) return locked
      const state = { ...locked.state, gatewayOrderId: gatewayOrder.id }
      await tx.query('UPDATE orders SET gateway_order_id = $2, payment_state = $3, updated_at = now() WHERE id = $1', [
        locked.id,
        gatewayOrder.id,
        JSON.stringify(state),
      ])
      return { ...locked, gatewayOrderId: gatewayOrder.id, state }
    })
  }
  const { SITE_URL } = env()
  const session = gateway.checkout({
    order: gatewayOrder,
    merchantName: MERCHANT_NAME,
    description: describeOrder(order),
    prefill: {
      name: customer.name,
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone ? { contact: customer.phone } : {}),
    },
    notes: { order: order.number },
    callbackUrl: `${SITE_URL}/api/orders/${encodeURIComponent(order.number)}/verify`,
  })
  return { order, session, created }
}

/** Orders of a cart that still wait for their payment (one at most: a unique index), or any that did not expire. */
const AWAITING_PAYMENT: readonly OrderStatus[] = ['created', 'attempted', 'failed']
const NOT_EXPIRED: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'expired')

/** The latest order made from this version of the customer's cart with one of `statuses`, if any. */
async function findOrderOfCart(
  tx: Transaction,
  customerId: number,
  cartVersion: number,
  statuses: readonly OrderStatus[],
): Promise<OrderRow | null> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM orders WHERE customer_id = $1 AND cart_version = $2 AND status::text = ANY($3::text[]) ORDER BY id DESC LIMIT 1',
    [customerId, cartVersion, statuses],
  )
  return rows[0] ? findOrder(tx, { id: rows[0].id }) : null
}

export function describeOrder(order: Pick<OrderRow, 'price' | 'snapshot'>): string {
  const first = order.price.lines[0]?.label ?? 'Booking'
  const more = order.price.lines.length - 1
  return `${first}${more > 0 ? ` and ${more} more` : ''} at ${order.snapshot.building.name}`
}
