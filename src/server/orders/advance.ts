import {
  confirmOrder,
  keptPayment,
  requestRefund,
  type OrderEffect,
  type OrderPaymentState,
  type OrderStep,
  type RefundReason,
} from '@/domain/orders/payment-state'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'
import { enqueue } from '../jobs'
import { confirmationHooks, confirmingOrder } from './confirmation-hooks'
import { issueInvoice } from './invoices'
import { giveBackOrderMoney } from './order-money'
import { saveOrderState, type OrderRow } from './order-store'

// Carries out one step of an order's payment state (src/domain/orders/payment-state.ts) in the caller's transaction,
// with the order row locked: the new state is saved, and each effect is done here, once, since a step that changes
// nothing has no effects:
// - 'confirm': the confirmation — holds become bookings, credits, loyalty, coupons, the invoice number, the cart
//   reset — all in this transaction; if the bookings cannot be confirmed, a full refund is asked for instead;
// - 'refund' / 'refund-surplus': a refunds row under its idempotency key, and a job that calls the gateway.

export const PAYMENT_FAILED_OUTCOME = 'The payment did not go through. Your cart is kept: you can try again.'

export interface Advanced {
  state: OrderPaymentState
  effects: OrderEffect[]
}

export class OrderStepRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'OrderStepRefused'
  }
}

export async function advanceOrder(tx: Transaction, order: OrderRow, step: OrderStep, now: Date): Promise<Advanced> {
  if (!step.ok) throw new OrderStepRefused(step.code, step.message)
  let state = step.state
  const pending = [...step.effects]
  const done: OrderEffect[] = []
  let outcome: string | undefined
  while (pending.length > 0) {
    const effect = pending.shift()!
    done.push(effect)
    switch (effect.kind) {
      case 'confirm': {
        const next = await confirm(tx, order, state, now)
        state = next.state
        outcome = next.outcome ?? outcome
        pending.push(...next.effects)
        break
      }
      case 'refund':
        await recordRefund(tx, order, { ...effect, note: refundNote(effect.reason) })
        break
      case 'refund-surplus':
        await recordRefund(tx, order, {
          ...effect,
          reason: 'not-confirmable',
          note: 'A second payment for an order that was already paid: refunded in full.',
        })
        break
      case 'payment-failed':
        outcome = effect.error?.description ? `${PAYMENT_FAILED_OUTCOME} (${effect.error.description})` : PAYMENT_FAILED_OUTCOME
        break
      case 'refund-failed':
        outcome = `The gateway could not process refund ${effect.refundId}: an operator will retry it.`
        break
      case 'unrequested-refund':
        outcome = `Refund ${effect.refundId} was made at the gateway, not by us: check it.`
        break
      case 'settled':
        // Everything paid went back: so do the credits and the coupon's use the order took, and what is left of credits
        // it bought. A partial refund (a cancellation's later tier) keeps them: cancelOrder gave back what it frees.
        if (effect.status === 'refunded')
          await giveBackOrderMoney(tx, order.id, 'refund', { revokeGrants: true, reason: 'The order was refunded in full' })
        if (effect.refundedPaise > 0) await enqueue('order-email', { orderId: order.id, kind: 'refund' }, { tx })
        break
      case 'status-changed':
        if (effect.to === 'confirmed') await enqueue('order-email', { orderId: order.id, kind: 'confirmation' }, { tx })
        break
    }
  }
  await saveOrderState(tx, order, state, outcome === undefined ? {} : { outcome })
  return { state, effects: done }
}

function refundNote(reason: RefundReason): string {
  switch (reason) {
    case 'not-confirmable':
      return 'The booking could not be confirmed after the payment: refunded in full automatically.'
    case 'customer-cancellation':
      return 'Cancelled by the customer.'
    case 'operator':
      return 'Refunded by an operator.'
  }
}

async function confirm(
  tx: Transaction,
  order: OrderRow,
  state: OrderPaymentState,
  now: Date,
): Promise<{ state: OrderPaymentState; effects: OrderEffect[]; outcome?: string }> {
  const hooks = confirmationHooks()
  const confirming = confirmingOrder(order)
  // A savepoint: a hook that fails half-way leaves nothing behind before the refund is asked for.
  await tx.query('SAVEPOINT confirmation')
  const holds = await hooks.confirmHolds(tx, confirming, now)
  if (!holds.ok) {
    await tx.query('ROLLBACK TO SAVEPOINT confirmation')
    // An order of zero is settled in the checkout that makes it: nothing was paid, so that checkout is refused whole.
    if (state.amountPaise === 0) throw new ApiError('conflict', holds.message)
    await giveBackOrderMoney(tx, order.id, 'release', { reason: 'The booking could not be confirmed' })
    const refund = requestRefund(state, { amountPaise: state.amountPaise, reason: 'not-confirmable', now })
    if (!refund.ok) throw new OrderStepRefused(refund.code, refund.message)
    return { state: refund.state, effects: refund.effects, outcome: holds.message }
  }
  // Before the bundles are granted: the credits held by the order are then only those taken at checkout.
  try {
    await hooks.consumeCreditsAndCoupons(tx, confirming, now)
  } catch (error) {
    // An order paid after it expired takes its credits and coupon again; when they went to another order meanwhile,
    // the booking cannot be had at the price paid, so the payment goes back.
    if (!(error instanceof ApiError) || error.code !== 'conflict') throw error
    await tx.query('ROLLBACK TO SAVEPOINT confirmation')
    if (state.amountPaise === 0) throw error
    await giveBackOrderMoney(tx, order.id, 'release', { reason: 'The credits or the coupon went to another order' })
    const refund = requestRefund(state, { amountPaise: state.amountPaise, reason: 'not-confirmable', now })
    if (!refund.ok) throw new OrderStepRefused(refund.code, refund.message)
    return { state: refund.state, effects: refund.effects, outcome: error.message }
  }
  await hooks.grantBundleCredits(tx, confirming, now)
  await hooks.startLoyalty(tx, confirming, now)
  await hooks.createVoDocuments(tx, confirming, now)
  // An order of zero has no tax invoice (docs/decisions/0009-money-the-customer-owns.md, 'Orders of zero').
  if (order.amountPaise > 0)
    await issueInvoice(tx, {
      orderId: order.id,
      orderNumber: order.number,
      paymentId: keptPayment(state)?.id ?? null,
      price: order.price,
      billing: order.snapshot.billing,
      buildingName: order.snapshot.building.name,
      buildingStateCode: order.snapshot.building.stateCode,
      now,
    })
  await hooks.resetCart(tx, order.customerId, order.number)
  await tx.query('RELEASE SAVEPOINT confirmation')
  const confirmed = confirmOrder(state)
  if (!confirmed.ok) throw new OrderStepRefused(confirmed.code, confirmed.message)
  return { state: confirmed.state, effects: confirmed.effects }
}

async function recordRefund(
  tx: Transaction,
  order: OrderRow,
  refund: { paymentId: string; amountPaise: number; idempotencyKey: string; reason: RefundReason; note: string },
): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO refunds (order_id, amount_paise, note, status, reason, idempotency_key, payment_id)
     VALUES ($1, $2, $3, 'requested', $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [order.id, refund.amountPaise, refund.note, refund.reason, refund.idempotencyKey, refund.paymentId],
  )
  if (rows[0]) await enqueue('order-refund', { refundRowId: rows[0].id }, { tx })
}
