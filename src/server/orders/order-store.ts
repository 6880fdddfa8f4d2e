import type { BillingAddressServer } from '@/domain/billing/address'
import type { CartPrice } from '@/domain/cart/price'
import type { Cart } from '@/domain/cart/types'
import type { OrderPaymentState, PaymentFact, RefundFact } from '@/domain/orders/payment-state'
import type { OrderStatus } from '@/domain/orders/status'
import type { Transaction } from '../db/transaction'
import type { CheckoutBuilding } from './checkout-cart'

// The orders table as the services read and write it: raw SQL on the transaction's connection, the row locked
// (FOR UPDATE) while its payment state moves, so concurrent webhooks and checks of one order take turns.

export interface CartSnapshot {
  cart: Cart
  building: CheckoutBuilding
  billing: BillingAddressServer
  /** How many times each line was moved (Account → Orders → Reschedule), by line id. */
  reschedules?: Record<string, number>
}

export interface OrderRow {
  id: number
  number: string
  customerId: number
  status: OrderStatus
  amountPaise: number
  buildingCode: string
  provider: 'sandbox' | 'razorpay'
  gatewayOrderId: string | null
  idempotencyKey: string
  expiresAt: Date
  confirmedAt: Date | null
  outcome: string | null
  snapshot: CartSnapshot
  price: CartPrice
  state: OrderPaymentState
  createdAt: Date
}

interface RawOrder {
  id: number
  number: string
  customer_id: number
  status: OrderStatus
  amount_paise: string
  building_code: string
  provider: 'sandbox' | 'razorpay'
  gateway_order_id: string | null
  idempotency_key: string
  expires_at: Date
  confirmed_at: Date | null
  outcome: string | null
  cart_snapshot: CartSnapshot
  price: CartPrice
  payment_state: OrderPaymentState
  created_at: Date
}

const COLUMNS = `id, number, customer_id, status, amount_paise, building_code, provider, gateway_order_id, idempotency_key, expires_at,
  confirmed_at, outcome, cart_snapshot, price, payment_state, created_at`

function toRow(r: RawOrder): OrderRow {
  return {
    id: r.id,
    number: r.number,
    customerId: r.customer_id,
    status: r.status,
    amountPaise: Number(r.amount_paise),
    buildingCode: r.building_code,
    provider: r.provider,
    gatewayOrderId: r.gateway_order_id,
    idempotencyKey: r.idempotency_key,
    expiresAt: new Date(r.expires_at),
    confirmedAt: r.confirmed_at ? new Date(r.confirmed_at) : null,
    outcome: r.outcome,
    snapshot: r.cart_snapshot,
    price: r.price,
    state: r.payment_state,
    createdAt: new Date(r.created_at),
  }
}

type Query = Pick<Transaction, 'query'>

export async function findOrder(
  tx: Query,
  where: { id: number } | { number: string } | { gatewayOrderId: string } | { idempotencyKey: string },
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const [column, value] =
    'id' in where
      ? ['id', where.id]
      : 'number' in where
        ? ['number', where.number]
        : 'gatewayOrderId' in where
          ? ['gateway_order_id', where.gatewayOrderId]
          : ['idempotency_key', where.idempotencyKey]
  const { rows } = await tx.query<RawOrder>(`SELECT ${COLUMNS} FROM orders WHERE ${column} = $1${options.lock ? ' FOR UPDATE' : ''}`, [
    value,
  ])
  return rows[0] ? toRow(rows[0]) : null
}

export async function listCustomerOrders(tx: Query, customerId: number, limit = 50): Promise<OrderRow[]> {
  const { rows } = await tx.query<RawOrder>(
    `SELECT ${COLUMNS} FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [customerId, limit],
  )
  return rows.map(toRow)
}

/** Saves the payment state (and its status), and keeps the payments and refunds rows in step with its facts. */
export async function saveOrderState(
  tx: Query,
  order: OrderRow,
  state: OrderPaymentState,
  extra: { outcome?: string } = {},
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_state = $2, status = $3::text::enum_orders_status, outcome = COALESCE($4::text, outcome),
       confirmed_at = CASE WHEN $3::text = 'confirmed' AND confirmed_at IS NULL THEN now() ELSE confirmed_at END, updated_at = now()
     WHERE id = $1`,
    [order.id, JSON.stringify(state), state.status, extra.outcome ?? null],
  )
  for (const payment of Object.values(state.payments)) await upsertPayment(tx, order.id, payment)
  for (const refund of Object.values(state.refunds)) await syncRefund(tx, refund)
}

async function upsertPayment(tx: Query, orderId: number, p: PaymentFact): Promise<void> {
  const status = p.failed && p.stage !== 'captured' ? 'failed' : p.stage
  await tx.query(
    `INSERT INTO payments (gateway_payment_id, order_id, status, amount_paise, method, error_description) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (gateway_payment_id) DO UPDATE SET status = EXCLUDED.status, method = EXCLUDED.method,
       error_description = EXCLUDED.error_description, updated_at = now()
     WHERE payments.status IS DISTINCT FROM EXCLUDED.status OR payments.method IS DISTINCT FROM EXCLUDED.method`,
    [p.id, orderId, status, p.amountPaise, p.method, p.error?.description ?? null],
  )
}

async function syncRefund(tx: Query, r: RefundFact): Promise<void> {
  await tx.query(`UPDATE refunds SET status = $2, updated_at = now() WHERE gateway_refund_id = $1 AND status <> $2`, [r.id, r.status])
}
