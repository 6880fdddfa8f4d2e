// The states of an order and the only moves between them. An order only moves forward: each state has a rank, and
// every allowed move goes to a higher rank, so no sequence of events can take an order back to where it was.
//
//   created ─► attempted ─► failed ─► expired ─► paid ─► confirmed ─► refund_pending ─► cancelled ─► partially_refunded ─► refunded
//
// (not every pair of the line is a move: TRANSITIONS below is the whole list.)
//
// Beyond the eight states of the issue, a real gateway needs three more outcomes after money came in:
// - `cancelled`: the customer cancelled a confirmed booking when the rule refunds nothing (after the last refund tier);
//   the bookings are released, no money goes back. It still moves on if an operator refunds later.
// - `partially_refunded`: a cancellation refunded part of the amount (a percentage tier of the rule). Razorpay keeps the
//   payment 'captured' with refund_status 'partial'; the order is over, so it is a state of its own, not refund_pending.
// - `refunded`: everything captured went back (a booking that could not be confirmed, or a cancellation in the free tier).
// A refund that fails at the gateway leaves the order in refund_pending: a refund is retried (same idempotency key, or a
// new refund after Razorpay marks it failed) until it is processed; operators see the failure meanwhile.

export const ORDER_STATUSES = [
  'created',
  'attempted',
  'failed',
  'expired',
  'paid',
  'confirmed',
  'refund_pending',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The rank of each state: every move goes up. */
export const ORDER_STATUS_RANK: Readonly<Record<OrderStatus, number>> = Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, i])) as Record<
  OrderStatus,
  number
>

/**
 * Every move an order can make. Read a row as 'from this state, the order may go to': a row lists later states only.
 * Moves skip states when events arrive late or out of order (a refund's webhook can tell of the capture and the refund
 * at once), so some rows jump ahead.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // A payment attempt began (payment.pending, payment.authorized), failed, the order lapsed unpaid, or money came in.
  created: ['attempted', 'failed', 'expired', 'paid', 'refund_pending', 'partially_refunded', 'refunded'],
  attempted: ['failed', 'expired', 'paid', 'refund_pending', 'partially_refunded', 'refunded'],
  // A failed attempt can still be followed by a captured one (a retry in the checkout, or a late authorisation).
  failed: ['expired', 'paid', 'refund_pending', 'partially_refunded', 'refunded'],
  // Money captured after the order lapsed: the order is paid, then confirmed if its bookings still can be, else refunded.
  expired: ['paid', 'refund_pending', 'partially_refunded', 'refunded'],
  paid: ['confirmed', 'refund_pending', 'partially_refunded', 'refunded'],
  confirmed: ['refund_pending', 'cancelled', 'partially_refunded', 'refunded'],
  refund_pending: ['cancelled', 'partially_refunded', 'refunded'],
  cancelled: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Whether an order in `from` may move to `to`. Staying put is not a move. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

export type TransitionResult =
  { ok: true; status: OrderStatus; changed: boolean } | { ok: false; from: OrderStatus; to: OrderStatus; message: string }

/**
 * The move from one state to another: the new state, or a refusal. Asking for the state the order is already in is
 * allowed and changes nothing, so a repeated request is harmless.
 */
export function transition(from: OrderStatus, to: OrderStatus): TransitionResult {
  if (from === to) return { ok: true, status: from, changed: false }
  if (canTransition(from, to)) return { ok: true, status: to, changed: true }
  return {
    ok: false,
    from,
    to,
    message: `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
  }
}

/** Money has come in (or gone back) for the order. */
export function isPaidOrLater(status: OrderStatus): boolean {
  return ORDER_STATUS_RANK[status] >= ORDER_STATUS_RANK.paid
}

/** The order can still be paid: nothing captured yet. (An expired order's holds are gone, but a late capture is still taken.) */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return status === 'created' || status === 'attempted' || status === 'failed'
}

/** What the customer and operators read for each state (Account → Orders, the admin). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  created: 'Awaiting payment',
  attempted: 'Payment in progress',
  failed: 'Payment failed',
  expired: 'Expired',
  paid: 'Paid',
  confirmed: 'Confirmed',
  refund_pending: 'Refund in progress',
  cancelled: 'Cancelled',
  partially_refunded: 'Cancelled, partly refunded',
  refunded: 'Refunded',
}
