import { applyRefund, keptPayment, orderRefundKey, requestRefund } from '@/domain/orders/payment-state'
import type { Paise } from '@/domain/money'
import { PaymentGatewayError } from '@/integrations/payments'
import { releaseReadyCart } from '../cart/release-ready-cart'
import { inTransaction } from '../db/transaction'
import { expireDueOrders, LIVE_ORDER } from '../orders/expire-orders'
import { ORDER_PAYMENT_MINUTES } from '../orders/payment-window'
import { advanceOrder, OrderStepRefused } from '../orders/advance'
import { findOrder } from '../orders/order-store'
import { paymentGateway } from './gateway'

// The refund job: calls the gateway's refund for one refunds row with the row's idempotency key (X-Refund-Idempotency),
// so a retried job is the same refund, then records the gateway's answer on the order and the row. An operator's row
// (made in the admin) first becomes the order's one refund request, under the order's key.

interface RefundRow {
  id: number
  order_id: number
  amount_paise: string | null
  status: 'requested' | 'pending' | 'processed' | 'failed'
  reason: 'not-confirmable' | 'customer-cancellation' | 'operator'
  idempotency_key: string
  gateway_refund_id: string | null
  payment_id: string | null
}

export async function processRefund(refundRowId: number, now = new Date()): Promise<string> {
  const prepared = await inTransaction(async (tx) => {
    const { rows } = await tx.query<RefundRow>('SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [refundRowId])
    const row = rows[0]
    if (!row) return null
    if (row.gateway_refund_id) return null
    if (row.payment_id) return { ...row, amount: Number(row.amount_paise) }
    // An operator's request: it becomes the order's refund (one per order) under the order's key.
    const order = await findOrder(tx, { id: row.order_id }, { lock: true })
    const kept = order ? keptPayment(order.state) : null
    if (!order || !kept) {
      await tx.query(`UPDATE refunds SET status = 'failed', error = $2 WHERE id = $1`, [
        row.id,
        'The order has no captured payment to refund.',
      ])
      return null
    }
    const amount = row.amount_paise === null ? kept.amountPaise : Number(row.amount_paise)
    try {
      const step = requestRefund(order.state, { amountPaise: amount, reason: 'operator', now })
      if (step.ok) step.effects = step.effects.filter((e) => e.kind !== 'refund')
      await advanceOrder(tx, order, step, now)
    } catch (error) {
      if (!(error instanceof OrderStepRefused)) throw error
      await tx.query(`UPDATE refunds SET status = 'failed', error = $2 WHERE id = $1`, [row.id, error.message])
      return null
    }
    const key = orderRefundKey(kept.id)
    await tx.query('UPDATE refunds SET payment_id = $2, amount_paise = $3, idempotency_key = $4 WHERE id = $1', [
      row.id,
      kept.id,
      amount,
      key,
    ])
    return { ...row, payment_id: kept.id, amount, idempotency_key: key }
  })
  if (!prepared) return 'nothing to do'

  let refund
  try {
    refund = await paymentGateway().refund({
      paymentId: prepared.payment_id!,
      amountPaise: prepared.amount as Paise,
      idempotencyKey: prepared.idempotency_key,
      receipt: `refund-${prepared.id}`,
    })
  } catch (error) {
    if (error instanceof PaymentGatewayError && !error.retryable) {
      await inTransaction((tx) => tx.query(`UPDATE refunds SET status = 'failed', error = $2 WHERE id = $1`, [prepared.id, error.message]))
      return `refused: ${error.message}`
    }
    throw error
  }
  return inTransaction(async (tx) => {
    await tx.query('UPDATE refunds SET gateway_refund_id = $2, status = $3, updated_at = now() WHERE id = $1', [
      prepared.id,
      refund.id,
      refund.status,
    ])
    const order = await findOrder(tx, { id: prepared.order_id }, { lock: true })
    if (order) await advanceOrder(tx, order, applyRefund(order.state, refund), now)
    return `refund ${refund.id} ${refund.status}`
  })
}

/**
 * The expiry job (every minute, retried): unpaid orders whose time ran out expire (orders/expire-orders.ts), then carts
 * made ready to pay that never got an order, or whose orders all ended, are released the same way.
 */
export async function expireUnpaidOrders(now = new Date()): Promise<number> {
  const expired = await expireDueOrders(now)
  await releaseAbandonedCarts(now)
  return expired
}

/** Carts ready to pay for longer than an order lasts, with no order that can still be paid: released. */
async function releaseAbandonedCarts(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ORDER_PAYMENT_MINUTES * 60_000)
  const { rows } = await inTransaction((tx) =>
    tx.query<{ customer_id: number }>(
      `SELECT customer_id FROM carts c WHERE cart->>'paymentStatus' = 'initialized' AND updated_at < $1
         AND NOT EXISTS (SELECT 1 FROM orders WHERE customer_id = c.customer_id AND ${LIVE_ORDER}) LIMIT 200`,
      [cutoff.toISOString(), now.toISOString()],
    ),
  )
  let released = 0
  for (const { customer_id: customerId } of rows)
    await inTransaction(async (tx) => {
      // Checked again with the cart locked: an order made meanwhile keeps it.
      await tx.query('SELECT 1 FROM carts WHERE customer_id = $1 FOR UPDATE', [customerId])
      const { rows: live } = await tx.query(`SELECT 1 FROM orders WHERE customer_id = $1 AND ${LIVE_ORDER} LIMIT 1`, [
        customerId,
        now.toISOString(),
      ])
      if (live.length > 0) return
      await releaseReadyCart(tx, customerId)
      released++
    })
  return released
}
