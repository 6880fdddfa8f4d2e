import type { Paise } from '@/domain/money'
import {
  INR,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentError,
  type GatewayRefund,
  type GatewayRefundStatus,
} from './gateway'
import { isAwaitingPayment, ORDER_STATUS_RANK, transition, type OrderStatus } from './status'

// How an order follows its payment. The order keeps what it has learnt from the gateway as facts (each payment's
// furthest stage, each refund's status) plus our own decisions (expired, confirmed, a refund asked for); its status is
// computed from them. Facts only grow: a payment's stage only moves up (created < pending < authorized < captured; a
// failure is a flag that stays), a refund's status only moves up (pending < failed < processed). Merging facts is
// therefore order-free and idempotent, and the status computed from them is the same whatever order webhook events
// arrive in and however often: payment.captured before payment.authorized, order.paid first, a refund's events before
// the capture's (a refund event carries the payment too), duplicates. The status only moves forward (status.ts): it is
// never set below the one the order already has.
//
// Every function here is pure and returns the new state with the effects the caller must carry out (confirm the
// bookings, refund a payment, tell the customer). The caller saves the state and enqueues the effects' jobs in one
// transaction, so an effect is neither lost nor done twice; effects that call the gateway carry an idempotency key.

/** How far a payment got. 'pending': the customer was asked to approve it (UPI); a failure is the `failed` flag. */
export type PaymentStage = 'created' | 'pending' | 'authorized' | 'captured'
const STAGE_RANK: Record<PaymentStage, number> = { created: 0, pending: 1, authorized: 2, captured: 3 }
const REFUND_RANK: Record<GatewayRefundStatus, number> = { pending: 0, failed: 1, processed: 2 }

export interface PaymentFact {
  id: string
  amountPaise: number
  currency: string
  stage: PaymentStage
  /** The gateway said this payment failed. It stays true: a late authorisation moves the stage on, not back. */
  failed: boolean
  method: string | null
  error: GatewayPaymentError | null
  /** Milliseconds since the epoch, when the gateway created the payment. */
  createdAtMs: number
}

export interface RefundFact {
  id: string
  paymentId: string
  amountPaise: number
  status: GatewayRefundStatus
  createdAtMs: number
}

/** Why money goes back. */
export type RefundReason =
  /** Money was captured but the bookings could not be confirmed (a hold lapsed, a slot was taken, a product was switched off). */
  | 'not-confirmable'
  /** The customer cancelled; the amount follows the cancellation rule. */
  | 'customer-cancellation'
  /** An operator refunded, with a reason kept beside the order. */
  | 'operator'

export interface RefundRequest {
  paymentId: string
  amountPaise: number
  reason: RefundReason
  idempotencyKey: string
  requestedAtMs: number
}

/** What an order row keeps of its payment (JSON-safe: store it as it is). */
export interface OrderPaymentState {
  /** The gateway order made for this order ('order_…'). */
  gatewayOrderId: string
  /** The amount to pay, GST included. */
  amountPaise: Paise
  status: OrderStatus
  payments: Record<string, PaymentFact>
  refunds: Record<string, RefundFact>
  /** The order lapsed unpaid and its holds were released. */
  expired: boolean
  /** The bookings were made (the confirmation transaction ran). */
  confirmed: boolean
  /** The one refund we asked for (a cancellation, or the automatic refund of an order we could not confirm). */
  refundRequest: RefundRequest | null
}

export type OrderEffect =
  | { kind: 'status-changed'; from: OrderStatus; to: OrderStatus }
  /** Money for the order was captured: run the confirmation transaction (or, if it cannot confirm, `requestRefund` in full). */
  | { kind: 'confirm'; paymentId: string; afterExpiry: boolean }
  /** The latest attempt failed: keep the cart and tell the customer why. */
  | { kind: 'payment-failed'; paymentId: string; error: GatewayPaymentError | null }
  /** Call the gateway's refund with this key (a retry with the same key is the same refund). */
  | { kind: 'refund'; paymentId: string; amountPaise: number; idempotencyKey: string; reason: RefundReason }
  /** A captured payment that does not pay this order (a second capture, a wrong amount or currency): refund it in full. */
  | { kind: 'refund-surplus'; paymentId: string; amountPaise: number; idempotencyKey: string }
  /** The gateway could not refund: operators retry (a new refund) and the customer waits. */
  | { kind: 'refund-failed'; refundId: string; paymentId: string; amountPaise: number }
  /** A refund of the order's payment that we did not ask for (made at the gateway's dashboard): operators check it. */
  | { kind: 'unrequested-refund'; refundId: string; amountPaise: number }
  /** The order is over: cancelled with nothing back, or part or all of the money is back with the customer. */
  | { kind: 'settled'; status: 'cancelled' | 'partially_refunded' | 'refunded'; refundedPaise: number }

export type OrderStep =
  { ok: true; state: OrderPaymentState; effects: OrderEffect[] } | { ok: false; code: OrderStepRefusal; message: string }

export type OrderStepRefusal = 'other-order' | 'not-awaiting-payment' | 'not-paid' | 'refund-exists' | 'refund-too-large' | 'bad-amount'

/** A new order's payment state, right after the gateway order was made. */
export function newOrderPaymentState(gatewayOrderId: string, amountPaise: Paise): OrderPaymentState {
  return {
    gatewayOrderId,
    amountPaise,
    status: 'created',
    payments: {},
    refunds: {},
    expired: false,
    confirmed: false,
    refundRequest: null,
  }
}

// ── Facts ────────────────────────────────────────────────────────────────────────────────────────────────────────

function stageOfStatus(payment: GatewayPayment): PaymentStage {
  switch (payment.status) {
    case 'captured':
    case 'refunded': // only captured payments are refunded
      return 'captured'
    case 'authorized':
      return 'authorized'
    default:
      return payment.captured ? 'captured' : 'created'
  }
}

function higherStage(a: PaymentStage, b: PaymentStage): PaymentStage {
  return STAGE_RANK[a] >= STAGE_RANK[b] ? a : b
}

function paymentFact(payment: GatewayPayment, atLeast: PaymentStage, failed: boolean): PaymentFact {
  return {
    id: payment.id,
    amountPaise: payment.amountPaise,
    currency: payment.currency,
    stage: higherStage(stageOfStatus(payment), atLeast),
    failed: failed || payment.status === 'failed',
    method: payment.method,
    error: payment.error,
    createdAtMs: payment.createdAt.getTime(),
  }
}

function mergePayment(known: PaymentFact | undefined, fact: PaymentFact): PaymentFact {
  if (!known) return fact
  return {
    ...known,
    stage: higherStage(known.stage, fact.stage),
    failed: known.failed || fact.failed,
    method: known.method ?? fact.method,
    error: known.error ?? fact.error,
  }
}

function refundFact(refund: GatewayRefund, atLeast: GatewayRefundStatus): RefundFact {
  const status = REFUND_RANK[refund.status] >= REFUND_RANK[atLeast] ? refund.status : atLeast
  return { id: refund.id, paymentId: refund.paymentId, amountPaise: refund.amountPaise, status, createdAtMs: refund.createdAt.getTime() }
}

function mergeRefund(known: RefundFact | undefined, fact: RefundFact): RefundFact {
  if (!known) return fact
  return REFUND_RANK[fact.status] > REFUND_RANK[known.status] ? { ...known, status: fact.status } : known
}

/** What each event tells beyond its entities' own status fields. */
const EVENT_MEANING: Record<GatewayEvent['name'], { stage: PaymentStage; failed: boolean; refund: GatewayRefundStatus }> = {
  'payment.pending': { stage: 'pending', failed: false, refund: 'pending' },
  'payment.authorized': { stage: 'authorized', failed: false, refund: 'pending' },
  'payment.captured': { stage: 'captured', failed: false, refund: 'pending' },
  'payment.failed': { stage: 'created', failed: true, refund: 'pending' },
  'order.paid': { stage: 'captured', failed: false, refund: 'pending' },
  // A refund's event carries the refunded payment, which was captured.
  'refund.created': { stage: 'captured', failed: false, refund: 'pending' },
  'refund.processed': { stage: 'captured', failed: false, refund: 'processed' },
  'refund.failed': { stage: 'captured', failed: false, refund: 'failed' },
}

// ── Status ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** A captured payment pays the order when it is in rupees and of the order's exact amount (no partial payments). */
function paysOrder(state: OrderPaymentState, p: PaymentFact): boolean {
  return p.stage === 'captured' && p.currency === INR && p.amountPaise === state.amountPaise
}

function byCreation(a: { createdAtMs: number; id: string }, b: { createdAtMs: number; id: string }): number {
  return a.createdAtMs - b.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** The payment the order keeps: the earliest captured payment of the right amount (deterministic whatever arrived first). */
export function keptPayment(state: OrderPaymentState): PaymentFact | null {
  return (
    Object.values(state.payments)
      .filter((p) => paysOrder(state, p))
      .sort(byCreation)[0] ?? null
  )
}

/** Captured payments the order does not keep: each is refunded in full. */
export function surplusPayments(state: OrderPaymentState): PaymentFact[] {
  const kept = keptPayment(state)
  return Object.values(state.payments)
    .filter((p) => p.stage === 'captured' && p.id !== kept?.id)
    .sort(byCreation)
}

/** Refunds of the kept payment that the gateway has processed, in paise. */
export function refundedPaise(state: OrderPaymentState): number {
  const kept = keptPayment(state)
  if (!kept) return 0
  return Object.values(state.refunds)
    .filter((r) => r.paymentId === kept.id && r.status === 'processed')
    .reduce((sum, r) => sum + r.amountPaise, 0)
}

/** The status the facts reach, ignoring the status the order already had. */
function statusOfFacts(state: OrderPaymentState): OrderStatus {
  const kept = keptPayment(state)
  if (!kept) {
    if (state.expired) return 'expired'
    const payments = Object.values(state.payments)
    if (payments.some((p) => p.failed)) return 'failed'
    return payments.length > 0 ? 'attempted' : 'created'
  }
  const refunds = Object.values(state.refunds).filter((r) => r.paymentId === kept.id)
  const processed = refundedPaise(state)
  const requested = state.refundRequest?.amountPaise ?? 0
  if (processed > 0 && processed >= kept.amountPaise) return 'refunded'
  if (processed > 0 && processed >= requested) return 'partially_refunded'
  if (state.refundRequest && state.refundRequest.amountPaise === 0 && refunds.length === 0) return 'cancelled'
  if (requested > 0 || refunds.length > 0) return 'refund_pending'
  return state.confirmed ? 'confirmed' : 'paid'
}

function laterStatus(a: OrderStatus, b: OrderStatus): OrderStatus {
  return ORDER_STATUS_RANK[b] > ORDER_STATUS_RANK[a] ? b : a
}

/** The state with its status brought up to date, and the effects of the change from `before`. */
function settle(before: OrderPaymentState, facts: OrderPaymentState, extra: OrderEffect[] = []): OrderStep {
  const status = laterStatus(before.status, statusOfFacts(facts))
  const moved = transition(before.status, status)
  // laterStatus never goes back; a jump the table does not list would be a bug in the table.
  if (!moved.ok) throw new Error(moved.message)
  const state: OrderPaymentState = { ...facts, status }
  return { ok: true, state, effects: [...effectsOf(before, state), ...extra] }
}

function effectsOf(before: OrderPaymentState, after: OrderPaymentState): OrderEffect[] {
  const effects: OrderEffect[] = []
  if (before.status !== after.status) effects.push({ kind: 'status-changed', from: before.status, to: after.status })

  if (after.status === 'failed' && before.status !== 'failed') {
    const latest = Object.values(after.payments)
      .filter((p) => p.failed)
      .sort(byCreation)
      .at(-1)!
    effects.push({ kind: 'payment-failed', paymentId: latest.id, error: latest.error })
  }

  const kept = keptPayment(after)
  if (kept && after.status === 'paid' && before.status !== 'paid')
    effects.push({ kind: 'confirm', paymentId: kept.id, afterExpiry: after.expired })

  const surplusBefore = new Set(surplusPayments(before).map((p) => p.id))
  for (const p of surplusPayments(after))
    if (!surplusBefore.has(p.id))
      effects.push({ kind: 'refund-surplus', paymentId: p.id, amountPaise: p.amountPaise, idempotencyKey: surplusRefundKey(p.id) })

  for (const r of Object.values(after.refunds)) {
    const was = before.refunds[r.id]
    if (r.status === 'failed' && was?.status !== 'failed')
      effects.push({ kind: 'refund-failed', refundId: r.id, paymentId: r.paymentId, amountPaise: r.amountPaise })
    if (!was && kept && r.paymentId === kept.id && after.refundRequest === null)
      effects.push({ kind: 'unrequested-refund', refundId: r.id, amountPaise: r.amountPaise })
  }

  if (
    (after.status === 'cancelled' || after.status === 'partially_refunded' || after.status === 'refunded') &&
    before.status !== after.status
  )
    effects.push({ kind: 'settled', status: after.status, refundedPaise: refundedPaise(after) })
  return effects
}

// ── What moves an order ──────────────────────────────────────────────────────────────────────────────────────────

function mergeEntities(
  state: OrderPaymentState,
  payment: GatewayPayment | null,
  refund: GatewayRefund | null,
  meaning: (typeof EVENT_MEANING)[keyof typeof EVENT_MEANING],
): OrderPaymentState {
  const payments = { ...state.payments }
  const refunds = { ...state.refunds }
  if (payment) payments[payment.id] = mergePayment(payments[payment.id], paymentFact(payment, meaning.stage, meaning.failed))
  if (refund) refunds[refund.id] = mergeRefund(refunds[refund.id], refundFact(refund, meaning.refund))
  return { ...state, payments, refunds }
}

/**
 * Applies one verified webhook event. An event of another gateway order is refused (the caller found the wrong
 * order). Applying an event twice changes nothing the second time and yields no effects.
 */
export function applyGatewayEvent(state: OrderPaymentState, event: GatewayEvent): OrderStep {
  const foreign =
    (event.payment !== null && event.payment.orderId !== state.gatewayOrderId) ||
    (event.order !== null && event.order.id !== state.gatewayOrderId) ||
    (event.refund !== null && event.refund.paymentId !== event.payment?.id && !state.payments[event.refund.paymentId])
  if (foreign) return { ok: false, code: 'other-order', message: `Event ${event.id} does not belong to ${state.gatewayOrderId}.` }
  return settle(state, mergeEntities(state, event.payment, event.refund, EVENT_MEANING[event.name]))
}

/**
 * A payment fetched from the gateway by the server (after the browser's handler, whose signature was checked, or when
 * reconciling an order). As trustworthy as a webhook: it came from the gateway over an authenticated call.
 */
export function applyFetchedPayment(state: OrderPaymentState, payment: GatewayPayment): OrderStep {
  if (payment.orderId !== state.gatewayOrderId)
    return {
      ok: false,
      code: 'other-order',
      message: `Payment ${payment.id} belongs to ${payment.orderId}, not to ${state.gatewayOrderId}.`,
    }
  const meaning = { stage: 'created' as const, failed: false, refund: 'pending' as const }
  return settle(state, mergeEntities(state, payment, null, meaning))
}

/** A refund as the gateway answered our refund call (or as fetched): the same fact its webhooks will bring. */
export function applyRefund(state: OrderPaymentState, refund: GatewayRefund): OrderStep {
  return settle(state, mergeEntities(state, null, refund, { stage: 'created', failed: false, refund: 'pending' }))
}

/** The order lapsed unpaid: its holds go. Only an order still awaiting payment expires; an expired order stays so. */
export function expireOrder(state: OrderPaymentState): OrderStep {
  if (state.status === 'expired') return { ok: true, state, effects: [] }
  if (!isAwaitingPayment(state.status)) return { ok: false, code: 'not-awaiting-payment', message: 'Only an unpaid order can expire.' }
  return settle(state, { ...state, expired: true })
}

/** The id of the payment fact that settles an order with nothing to pay (settleWithoutPayment). */
export const NOTHING_TO_PAY_ID = 'nothing-to-pay'

/**
 * An order whose price is zero (credits, a coupon or loyalty paid all of it) is settled without the gateway: a
 * captured payment of zero is recorded in its place, so the order moves to 'paid' and is confirmed like any other, and
 * a later cancellation asks for a refund of zero (status 'cancelled'). Only an order of zero that awaits payment.
 */
export function settleWithoutPayment(state: OrderPaymentState, now: Date): OrderStep {
  if (state.amountPaise !== 0) return { ok: false, code: 'bad-amount', message: 'Only an order of zero is settled without a payment.' }
  if (!isAwaitingPayment(state.status)) return { ok: false, code: 'not-awaiting-payment', message: 'The order is not awaiting payment.' }
  const fact: PaymentFact = {
    id: NOTHING_TO_PAY_ID,
    amountPaise: 0,
    currency: INR,
    stage: 'captured',
    failed: false,
    method: 'credits',
    error: null,
    createdAtMs: now.getTime(),
  }
  return settle(state, { ...state, payments: { ...state.payments, [fact.id]: fact } })
}

/** The confirmation transaction made the bookings. Only a paid order is confirmed; confirming twice changes nothing. */
export function confirmOrder(state: OrderPaymentState): OrderStep {
  if (state.confirmed && state.status === 'confirmed') return { ok: true, state, effects: [] }
  if (state.status !== 'paid') return { ok: false, code: 'not-paid', message: 'Only a paid order can be confirmed.' }
  return settle(state, { ...state, confirmed: true })
}

/** The idempotency key of the order's refund: one refund request per order, so one key per kept payment. */
export function orderRefundKey(paymentId: string): string {
  return `${paymentId}-refund`
}

export function surplusRefundKey(paymentId: string): string {
  return `${paymentId}-surplus`
}

/**
 * Asks for the order's refund: in full when a paid order cannot be confirmed, or the cancellation rule's amount (0 is a
 * cancellation with nothing back). The effect 'refund' carries the gateway call; asking again for the same amount is
 * the same request (no second effect), asking for another amount is refused.
 */
export function requestRefund(state: OrderPaymentState, request: { amountPaise: number; reason: RefundReason; now: Date }): OrderStep {
  const kept = keptPayment(state)
  if (!kept || (state.status !== 'paid' && state.status !== 'confirmed' && state.refundRequest === null))
    return { ok: false, code: 'not-paid', message: 'Only a paid or confirmed order can be refunded or cancelled.' }
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 0)
    return { ok: false, code: 'bad-amount', message: `Not an amount in paise: ${request.amountPaise}` }
  if (state.refundRequest) {
    if (state.refundRequest.amountPaise === request.amountPaise) return { ok: true, state, effects: [] }
    return { ok: false, code: 'refund-exists', message: 'A refund was already requested for this order.' }
  }
  if (request.amountPaise === 0 && state.status !== 'confirmed')
    return { ok: false, code: 'bad-amount', message: 'An order that was not confirmed is refunded in full.' }
  if (request.amountPaise > kept.amountPaise)
    return { ok: false, code: 'refund-too-large', message: 'A refund cannot be larger than the amount paid.' }
  const refundRequest: RefundRequest = {
    paymentId: kept.id,
    amountPaise: request.amountPaise,
    reason: request.reason,
    idempotencyKey: orderRefundKey(kept.id),
    requestedAtMs: request.now.getTime(),
  }
  const call: OrderEffect[] =
    request.amountPaise > 0
      ? [
          {
            kind: 'refund',
            paymentId: kept.id,
            amountPaise: request.amountPaise,
            idempotencyKey: refundRequest.idempotencyKey,
            reason: request.reason,
          },
        ]
      : []
  return settle(state, { ...state, refundRequest }, call)
}
