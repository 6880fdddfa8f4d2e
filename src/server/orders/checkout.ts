import { randomBytes } from 'node:crypto'
import type { BillingAddressServer } from '@/domain/billing/address'
import { stateName } from '@/domain/geo/indian-states'
import { newOrderPaymentState } from '@/domain/orders/payment-state'
import { formatOrderNumber } from '@/domain/orders/numbers'
import type { Paise } from '@/domain/money'
import type { GatewayOrder } from '@/domain/orders/gateway'
import type { CheckoutSession } from '@/integrations/payments'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { env } from '../env'
import { paymentGateway } from '../payments/gateway'
import { assertProposedCompanyNameRegistrable } from '../virtual-office/check-proposed-company-name'
import { loadCartForCheckout, prepareCheckoutCart, type CheckoutBuilding } from './checkout-cart'
import { findOrder, type CartSnapshot, type OrderRow } from './order-store'

// Checkout: one order per checkout attempt (the idempotency key the page makes when the customer presses Pay, sent
// again on a retry or a double click). Every amount comes from the server's price of the cart, never from the browser.
// The gateway order is made after the row, with our order number as its unique receipt, so a retry after a timeout
// gets the same gateway order. An unpaid order expires after ORDER_PAYMENT_MINUTES (a job releases it).

export const ORDER_PAYMENT_MINUTES = 30
export const MERCHANT_NAME = 'Sthana Workspaces'
export const MINIMUM_ORDER_MESSAGE = 'There is nothing to pay in this cart.'
export const OTHER_CUSTOMER_KEY_MESSAGE = 'This checkout belongs to another account.'

export interface CheckoutAnswer {
  order: OrderRow
  session: CheckoutSession
  /** False when the key had made the order already (a retry or a double click). */
  created: boolean
}

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
  // Priced first, on the pool's connections: the transaction below holds one connection and must not wait for another.
  const prepared = await prepareCheckoutCart(customer.id, now)
  let order = await inTransaction(async (tx) => {
    const existing = await findOrder(tx, { idempotencyKey: input.idempotencyKey })
    if (existing) return existing
    const { cart, price, building } = await loadCartForCheckout(tx, customer.id, prepared)
    if (price.totalEstimatedPrice < 100) throw new ApiError('conflict', MINIMUM_ORDER_MESSAGE)
    await assertProposedCompanyNameRegistrable(cart)
    const snapshot: CartSnapshot = { cart, building, billing: defaultBilling(customer, building) }
    const number = formatOrderNumber(now, randomBytes(5))
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO orders (number, customer_id, status, amount_paise, subtotal_paise, discount_paise, taxable_paise, cgst_paise,
         state_tax_paise, building_code, provider, idempotency_key, expires_at, cart_snapshot, price, payment_state)
       VALUES ($1, $2, 'created', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
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
      ],
    )
    created = rows.length > 0
    // A concurrent request with the same key made it first: answer that order.
    return (await findOrder(tx, created ? { id: rows[0]!.id } : { idempotencyKey: input.idempotencyKey }))!
  })
  if (order.customerId !== customer.id) throw new ApiError('conflict', OTHER_CUSTOMER_KEY_MESSAGE)

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

export function describeOrder(order: Pick<OrderRow, 'price' | 'snapshot'>): string {
  const first = order.price.lines[0]?.label ?? 'Booking'
  const more = order.price.lines.length - 1
  return `${first}${more > 0 ? ` and ${more} more` : ''} at ${order.snapshot.building.name}`
}
