import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise } from '@/domain/money'
import type { GatewayEvent, GatewayPayment, GatewayRefund, PaymentEventName } from '@/domain/orders/gateway'
import {
  applyFetchedPayment,
  applyGatewayEvent,
  applyRefund,
  confirmOrder,
  expireOrder,
  keptPayment,
  newOrderPaymentState,
  settleWithoutPayment,
  requestRefund,
  type OrderEffect,
  type OrderPaymentState,
  type OrderStep,
} from '@/domain/orders/payment-state'
import { canTransition, ORDER_STATUS_RANK, ORDER_STATUSES, TRANSITIONS, transition, type OrderStatus } from '@/domain/orders/status'

const ORDER = 'order_Sth0000000001'
const AMOUNT = paise(1_178_82)
const NOW = new Date('2026-12-11T10:00:00+05:30')

function payment(id: string, status: GatewayPayment['status'], extra: Partial<GatewayPayment> = {}): GatewayPayment {
  return {
    id,
    orderId: ORDER,
    amountPaise: AMOUNT,
    currency: 'INR',
    status,
    method: 'upi',
    captured: status === 'captured' || status === 'refunded',
    amountRefundedPaise: 0,
    refundStatus: null,
    email: 'priya.sharma@example.in',
    contact: '9876543210',
    error:
      status === 'failed'
        ? {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            source: 'customer',
            step: 'payment_authentication',
            reason: 'payment_failed',
          }
        : null,
    createdAt: new Date('2026-12-11T04:30:00Z'),
    ...extra,
  }
}

function refund(id: string, paymentId: string, amountPaise: number, status: GatewayRefund['status']): GatewayRefund {
  return {
    id,
    paymentId,
    amountPaise,
    currency: 'INR',
    status,
    receipt: null,
    speedRequested: 'normal',
    speedProcessed: status === 'processed' ? 'normal' : null,
    notes: {},
    createdAt: new Date('2026-12-11T05:00:00Z'),
  }
}

let eventCounter = 0
function event(name: PaymentEventName, entities: { payment?: GatewayPayment; refund?: GatewayRefund; order?: boolean }): GatewayEvent {
  eventCounter++
  return {
    id: `evt${String(eventCounter).padStart(11, '0')}`,
    name,
    accountId: 'acc_Sandbox0000001',
    createdAt: new Date('2026-12-11T04:31:00Z'),
    payment: entities.payment ?? null,
    refund: entities.refund ?? null,
    order: entities.order
      ? {
          id: ORDER,
          amountPaise: AMOUNT,
          amountPaidPaise: AMOUNT,
          amountDuePaise: 0,
          currency: 'INR',
          receipt: 'STH-261211-7K3M9Q2X',
          status: 'paid',
          attempts: 1,
          notes: {},
          createdAt: new Date('2026-12-11T04:29:00Z'),
        }
      : null,
  }
}

function ok(step: OrderStep): { state: OrderPaymentState; effects: OrderEffect[] } {
  if (!step.ok) throw new Error(`refused: ${step.code} ${step.message}`)
  return step
}

const fresh = () => newOrderPaymentState(ORDER, AMOUNT)

describe('order states only move forward', () => {
  it('every move in the table goes to a later state', () => {
    for (const from of ORDER_STATUSES)
      for (const to of TRANSITIONS[from]) expect(ORDER_STATUS_RANK[to], `${from} → ${to}`).toBeGreaterThan(ORDER_STATUS_RANK[from])
  })

  it.each([
    ['created', 'attempted', true],
    ['attempted', 'paid', true],
    ['failed', 'paid', true],
    ['expired', 'paid', true],
    ['paid', 'confirmed', true],
    ['confirmed', 'refund_pending', true],
    ['confirmed', 'cancelled', true],
    ['refund_pending', 'refunded', true],
    ['partially_refunded', 'refunded', true],
    ['paid', 'failed', false],
    ['confirmed', 'paid', false],
    ['refunded', 'refund_pending', false],
    ['expired', 'attempted', false],
    ['created', 'confirmed', false],
    ['paid', 'cancelled', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed)
    const result = transition(from, to)
    expect(result.ok).toBe(allowed)
    if (!result.ok) expect(result.message).toMatch(/cannot become/)
  })

  it('asking for the current state is allowed and changes nothing', () => {
    expect(transition('paid', 'paid')).toEqual({ ok: true, status: 'paid', changed: false })
  })
})

describe('each webhook event on a new order', () => {
  it.each<[PaymentEventName, () => GatewayEvent, OrderStatus]>([
    ['payment.pending', () => event('payment.pending', { payment: payment('pay_A', 'created') }), 'attempted'],
    ['payment.authorized', () => event('payment.authorized', { payment: payment('pay_A', 'authorized') }), 'attempted'],
    ['payment.failed', () => event('payment.failed', { payment: payment('pay_A', 'failed') }), 'failed'],
    ['payment.captured', () => event('payment.captured', { payment: payment('pay_A', 'captured') }), 'paid'],
    ['order.paid', () => event('order.paid', { payment: payment('pay_A', 'captured'), order: true }), 'paid'],
    // An operator refunded at the gateway's dashboard before we heard of the capture: the refund's event tells both.
    [
      'refund.created',
      () => event('refund.created', { payment: payment('pay_A', 'captured'), refund: refund('rfnd_A', 'pay_A', AMOUNT, 'pending') }),
      'refund_pending',
    ],
    [
      'refund.processed',
      () => event('refund.processed', { payment: payment('pay_A', 'refunded'), refund: refund('rfnd_A', 'pay_A', AMOUNT, 'processed') }),
      'refunded',
    ],
    [
      'refund.failed',
      () => event('refund.failed', { payment: payment('pay_A', 'captured'), refund: refund('rfnd_A', 'pay_A', AMOUNT, 'failed') }),
      'refund_pending',
    ],
  ])('%s', (_name, make, status) => {
    expect(ok(applyGatewayEvent(fresh(), make())).state.status).toBe(status)
  })

  it('a capture asks for the confirmation once; the same event again does nothing', () => {
    const captured = event('payment.captured', { payment: payment('pay_A', 'captured') })
    const first = ok(applyGatewayEvent(fresh(), captured))
    expect(first.effects).toEqual([
      { kind: 'status-changed', from: 'created', to: 'paid' },
      { kind: 'confirm', paymentId: 'pay_A', afterExpiry: false },
    ])
    const again = ok(applyGatewayEvent(first.state, captured))
    expect(again.state).toEqual(first.state)
    expect(again.effects).toEqual([])
    // order.paid after payment.captured: the same payment, nothing new.
    expect(ok(applyGatewayEvent(first.state, event('order.paid', { payment: payment('pay_A', 'captured'), order: true }))).effects).toEqual(
      [],
    )
  })

  it('payment.captured before payment.authorized stays paid', () => {
    const paid = ok(applyGatewayEvent(fresh(), event('payment.captured', { payment: payment('pay_A', 'captured') }))).state
    const late = ok(applyGatewayEvent(paid, event('payment.authorized', { payment: payment('pay_A', 'authorized') })))
    expect(late.state.status).toBe('paid')
    expect(late.state.payments.pay_A!.stage).toBe('captured')
    expect(late.effects).toEqual([])
  })

  it('a failed attempt tells the customer why; a later capture on the same order pays it', () => {
    const failed = ok(applyGatewayEvent(fresh(), event('payment.failed', { payment: payment('pay_A', 'failed') })))
    expect(failed.effects).toContainEqual({
      kind: 'payment-failed',
      paymentId: 'pay_A',
      error: expect.objectContaining({ description: 'Payment failed', reason: 'payment_failed' }),
    })
    const retried = ok(
      applyGatewayEvent(
        failed.state,
        event('payment.captured', { payment: payment('pay_B', 'captured', { createdAt: new Date('2026-12-11T04:35:00Z') }) }),
      ),
    )
    expect(retried.state.status).toBe('paid')
    // A late payment.failed of the first attempt does not undo the capture.
    expect(ok(applyGatewayEvent(retried.state, event('payment.failed', { payment: payment('pay_A', 'failed') }))).state.status).toBe('paid')
  })

  it('a late authorisation of a failed payment keeps the order failed until the capture', () => {
    const failed = ok(applyGatewayEvent(fresh(), event('payment.failed', { payment: payment('pay_A', 'failed') }))).state
    const authorised = ok(applyGatewayEvent(failed, event('payment.authorized', { payment: payment('pay_A', 'authorized') }))).state
    expect(authorised.status).toBe('failed')
    expect(ok(applyGatewayEvent(authorised, event('payment.captured', { payment: payment('pay_A', 'captured') }))).state.status).toBe(
      'paid',
    )
  })

  it('refuses an event of another gateway order', () => {
    const other = event('payment.captured', { payment: payment('pay_X', 'captured', { orderId: 'order_Other000000001' }) })
    expect(applyGatewayEvent(fresh(), other)).toMatchObject({ ok: false, code: 'other-order' })
    const orphanRefund = event('refund.processed', { refund: refund('rfnd_X', 'pay_Unknown', 100, 'processed') })
    expect(applyGatewayEvent(fresh(), orphanRefund)).toMatchObject({ ok: false, code: 'other-order' })
  })

  it('a captured payment of the wrong amount does not pay the order and is refunded in full', () => {
    const wrong = event('payment.captured', { payment: payment('pay_W', 'captured', { amountPaise: 100 }) })
    const step = ok(applyGatewayEvent(fresh(), wrong))
    expect(step.state.status).toBe('attempted')
    expect(step.effects).toContainEqual({ kind: 'refund-surplus', paymentId: 'pay_W', amountPaise: 100, idempotencyKey: 'pay_W-surplus' })
  })

  it('a second captured payment is refunded in full, whichever arrives first; the earliest one pays the order', () => {
    const early = payment('pay_E', 'captured', { createdAt: new Date('2026-12-11T04:30:00Z') })
    const late = payment('pay_L', 'captured', { createdAt: new Date('2026-12-11T04:40:00Z') })
    for (const order of [
      [early, late],
      [late, early],
    ]) {
      let state = fresh()
      const effects: OrderEffect[] = []
      for (const p of order) {
        const step = ok(applyGatewayEvent(state, event('payment.captured', { payment: p })))
        state = step.state
        effects.push(...step.effects)
      }
      expect(keptPayment(state)!.id).toBe('pay_E')
      expect(effects.filter((e) => e.kind === 'refund-surplus')).toEqual([
        { kind: 'refund-surplus', paymentId: 'pay_L', amountPaise: AMOUNT, idempotencyKey: 'pay_L-surplus' },
      ])
      expect(effects.filter((e) => e.kind === 'confirm')).toHaveLength(1)
    }
  })
})

describe('our own decisions', () => {
  const paid = () => ok(applyGatewayEvent(fresh(), event('payment.captured', { payment: payment('pay_A', 'captured') }))).state

  it('an unpaid order expires; a paid one does not; a capture after expiry is still taken and asks for confirmation', () => {
    const expired = ok(expireOrder(fresh())).state
    expect(expired.status).toBe('expired')
    expect(ok(expireOrder(expired)).effects).toEqual([])
    expect(expireOrder(paid())).toMatchObject({ ok: false, code: 'not-awaiting-payment' })
    const late = ok(applyGatewayEvent(expired, event('payment.captured', { payment: payment('pay_A', 'captured') })))
    expect(late.state.status).toBe('paid')
    expect(late.effects).toContainEqual({ kind: 'confirm', paymentId: 'pay_A', afterExpiry: true })
  })

  it('only a paid order is confirmed, once', () => {
    expect(confirmOrder(fresh())).toMatchObject({ ok: false, code: 'not-paid' })
    const confirmed = ok(confirmOrder(paid())).state
    expect(confirmed.status).toBe('confirmed')
    expect(ok(confirmOrder(confirmed)).effects).toEqual([])
  })

  it('a paid order that cannot be confirmed is refunded in full with a key; the refund webhook completes it', () => {
    const asked = ok(requestRefund(paid(), { amountPaise: AMOUNT, reason: 'not-confirmable', now: NOW }))
    expect(asked.state.status).toBe('refund_pending')
    expect(asked.effects).toContainEqual({
      kind: 'refund',
      paymentId: 'pay_A',
      amountPaise: AMOUNT,
      idempotencyKey: 'pay_A-refund',
      reason: 'not-confirmable',
    })
    // The same request again (a retried job) is the same refund: no second call.
    expect(ok(requestRefund(asked.state, { amountPaise: AMOUNT, reason: 'not-confirmable', now: NOW })).effects).toEqual([])
    const answered = ok(applyRefund(asked.state, refund('rfnd_A', 'pay_A', AMOUNT, 'pending')))
    expect(answered.state.status).toBe('refund_pending')
    expect(answered.effects).toEqual([])
    const done = ok(
      applyGatewayEvent(
        answered.state,
        event('refund.processed', { payment: payment('pay_A', 'refunded'), refund: refund('rfnd_A', 'pay_A', AMOUNT, 'processed') }),
      ),
    )
    expect(done.state.status).toBe('refunded')
    expect(done.effects).toContainEqual({ kind: 'settled', status: 'refunded', refundedPaise: AMOUNT })
  })

  it('a cancellation with a partial refund ends partially refunded; with no refund, cancelled', () => {
    const confirmed = ok(confirmOrder(paid())).state
    const half = ok(requestRefund(confirmed, { amountPaise: 589_41, reason: 'customer-cancellation', now: NOW })).state
    const processed = ok(
      applyGatewayEvent(
        half,
        event('refund.processed', { payment: payment('pay_A', 'captured'), refund: refund('rfnd_H', 'pay_A', 589_41, 'processed') }),
      ),
    )
    expect(processed.state.status).toBe('partially_refunded')
    const nothing = ok(requestRefund(confirmed, { amountPaise: 0, reason: 'customer-cancellation', now: NOW }))
    expect(nothing.state.status).toBe('cancelled')
    expect(nothing.effects.filter((e) => e.kind === 'refund')).toEqual([])
    expect(nothing.effects).toContainEqual({ kind: 'settled', status: 'cancelled', refundedPaise: 0 })
  })

  it('refuses a second refund of another amount, a refund above the payment, and cancelling an unconfirmed order for nothing', () => {
    const confirmed = ok(confirmOrder(paid())).state
    const asked = ok(requestRefund(confirmed, { amountPaise: 100_00, reason: 'customer-cancellation', now: NOW })).state
    expect(requestRefund(asked, { amountPaise: 200_00, reason: 'operator', now: NOW })).toMatchObject({ ok: false, code: 'refund-exists' })
    expect(requestRefund(confirmed, { amountPaise: AMOUNT + 1, reason: 'operator', now: NOW })).toMatchObject({
      ok: false,
      code: 'refund-too-large',
    })
    expect(requestRefund(paid(), { amountPaise: 0, reason: 'not-confirmable', now: NOW })).toMatchObject({ ok: false, code: 'bad-amount' })
    expect(requestRefund(fresh(), { amountPaise: 100, reason: 'operator', now: NOW })).toMatchObject({ ok: false, code: 'not-paid' })
  })

  it('a failed refund stays pending and tells operators', () => {
    const asked = ok(requestRefund(paid(), { amountPaise: AMOUNT, reason: 'not-confirmable', now: NOW })).state
    const failed = ok(
      applyGatewayEvent(
        asked,
        event('refund.failed', { payment: payment('pay_A', 'captured'), refund: refund('rfnd_A', 'pay_A', AMOUNT, 'failed') }),
      ),
    )
    expect(failed.state.status).toBe('refund_pending')
    expect(failed.effects).toContainEqual({ kind: 'refund-failed', refundId: 'rfnd_A', paymentId: 'pay_A', amountPaise: AMOUNT })
  })

  it('a refund nobody here asked for is flagged for operators', () => {
    const confirmed = ok(confirmOrder(paid())).state
    const step = ok(
      applyGatewayEvent(
        confirmed,
        event('refund.created', { payment: payment('pay_A', 'captured'), refund: refund('rfnd_D', 'pay_A', 100_00, 'pending') }),
      ),
    )
    expect(step.effects).toContainEqual({ kind: 'unrequested-refund', refundId: 'rfnd_D', amountPaise: 100_00 })
  })

  it("the server's own fetch of the payment pays the order like a webhook, and must be of this order", () => {
    expect(ok(applyFetchedPayment(fresh(), payment('pay_A', 'captured'))).state.status).toBe('paid')
    expect(applyFetchedPayment(fresh(), payment('pay_A', 'captured', { orderId: 'order_Other000000001' }))).toMatchObject({ ok: false })
  })
})

// ── Any order, any repeats ───────────────────────────────────────────────────────────────────────────────────────

type Cancel = { kind: 'none' } | { kind: 'cancel'; refundPaise: number }
interface Scenario {
  failedAttempts: number
  lateAuthorisationOfFirstFailure: boolean
  success: boolean
  confirmable: boolean
  cancel: Cancel
  refundOutcome: 'processed' | 'failed'
  expiryRuns: boolean
}

/** What the gateway sends in a scenario: payment events at once; refund events once we asked for the refund. */
function worldOf(s: Scenario): { paymentEvents: GatewayEvent[]; refundEvents: (amountPaise: number) => GatewayEvent[] } {
  const paymentEvents: GatewayEvent[] = []
  for (let i = 0; i < s.failedAttempts; i++) {
    const p = payment(`pay_F${i}`, 'failed', { createdAt: new Date(Date.UTC(2026, 11, 11, 4, 30 + i)) })
    paymentEvents.push(event('payment.pending', { payment: { ...p, status: 'created', error: null } }))
    paymentEvents.push(event('payment.failed', { payment: p }))
  }
  if (s.lateAuthorisationOfFirstFailure && s.failedAttempts > 0 && !s.success)
    paymentEvents.push(
      event('payment.authorized', { payment: payment('pay_F0', 'authorized', { createdAt: new Date(Date.UTC(2026, 11, 11, 4, 30)) }) }),
    )
  if (s.success) {
    const p = payment('pay_S', 'captured', { createdAt: new Date(Date.UTC(2026, 11, 11, 4, 50)) })
    paymentEvents.push(event('payment.authorized', { payment: { ...p, status: 'authorized', captured: false } }))
    paymentEvents.push(event('payment.captured', { payment: p }))
    paymentEvents.push(event('order.paid', { payment: p, order: true }))
  }
  const refundEvents = (amountPaise: number) => {
    const pending = refund('rfnd_S', 'pay_S', amountPaise, 'pending')
    const captured = payment('pay_S', 'captured', { createdAt: new Date(Date.UTC(2026, 11, 11, 4, 50)) })
    return [
      event('refund.created', { payment: captured, refund: pending }),
      s.refundOutcome === 'processed'
        ? event('refund.processed', {
            payment: { ...captured, status: amountPaise === AMOUNT ? 'refunded' : 'captured' },
            refund: { ...pending, status: 'processed' },
          })
        : event('refund.failed', { payment: captured, refund: { ...pending, status: 'failed' } }),
    ]
  }
  return { paymentEvents, refundEvents }
}

interface Run {
  state: OrderPaymentState
  effects: OrderEffect[]
  statuses: OrderStatus[]
}

/**
 * Delivers the events in the given order (a permutation with repeats), as the webhook job would, with our service
 * reacting to each effect as it does: confirm (or refund when it cannot), cancel after confirming when the customer
 * does, and record the refund the gateway answered. A refund's events can only come after we asked for the refund.
 */
function run(s: Scenario, order: number[], copies: number[], expiryAt: number): Run {
  const world = worldOf(s)
  let state = fresh()
  const effects: OrderEffect[] = []
  const statuses: OrderStatus[] = [state.status]
  let refundEvents: GatewayEvent[] | null = null

  const step = (result: OrderStep) => {
    const { state: next, effects: produced } = ok(result)
    expect(ORDER_STATUS_RANK[next.status]).toBeGreaterThanOrEqual(ORDER_STATUS_RANK[state.status])
    if (next.status !== state.status) expect(canTransition(state.status, next.status), `${state.status} → ${next.status}`).toBe(true)
    state = next
    statuses.push(state.status)
    effects.push(...produced)
    for (const effect of produced) react(effect)
  }
  const react = (effect: OrderEffect) => {
    if (effect.kind === 'confirm') {
      if (s.confirmable) {
        step(confirmOrder(state))
        if (s.cancel.kind === 'cancel')
          step(requestRefund(state, { amountPaise: s.cancel.refundPaise, reason: 'customer-cancellation', now: NOW }))
      } else step(requestRefund(state, { amountPaise: AMOUNT, reason: 'not-confirmable', now: NOW }))
    }
    if (effect.kind === 'refund') {
      step(applyRefund(state, refund('rfnd_S', effect.paymentId, effect.amountPaise, 'pending')))
      refundEvents = world.refundEvents(effect.amountPaise)
    }
  }

  const queue = order.flatMap((i) => Array.from({ length: copies[i % copies.length]! }, () => i))
  const all = () => [...world.paymentEvents, ...(refundEvents ?? world.refundEvents(0))]
  const held: number[] = []
  let delivered = 0
  const deliver = (i: number) => {
    const isRefundEvent = i >= world.paymentEvents.length
    if (isRefundEvent && refundEvents === null) return held.push(i)
    if (s.expiryRuns && delivered === expiryAt && !s.success) step(expireOrder(state))
    delivered++
    step(applyGatewayEvent(state, all()[i]!))
  }
  for (const i of queue) deliver(i)
  // Refund events the gateway never sends (no refund was asked for) stay undelivered.
  if (refundEvents !== null) for (const i of held.splice(0)) deliver(i)
  if (s.expiryRuns && !s.success && state.status !== 'expired') step(expireOrder(state))
  return { state, effects, statuses }
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  failedAttempts: fc.integer({ min: 0, max: 2 }),
  lateAuthorisationOfFirstFailure: fc.boolean(),
  success: fc.boolean(),
  confirmable: fc.boolean(),
  cancel: fc.oneof(
    fc.constant<Cancel>({ kind: 'none' }),
    fc.constantFrom(0, 589_41, AMOUNT).map<Cancel>((refundPaise) => ({ kind: 'cancel', refundPaise })),
  ),
  refundOutcome: fc.constantFrom('processed' as const, 'failed' as const),
  expiryRuns: fc.boolean(),
})

function eventCount(s: Scenario): number {
  const w = worldOf(s)
  return w.paymentEvents.length + w.refundEvents(0).length
}

describe('events arriving twice, late or out of order reach the same end state', () => {
  it('holds for every permutation with duplicates (fast-check)', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((s) => {
          const n = eventCount(s)
          return fc.tuple(
            fc.constant(s),
            fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
            fc.array(fc.integer({ min: 1, max: 3 }), { minLength: n, maxLength: n }),
            fc.integer({ min: 0, max: 2 * n }),
          )
        }),
        ([s, order, copies, expiryAt]) => {
          const n = eventCount(s)
          const reference = run(s, [...Array(n).keys()], Array(n).fill(1), 0)
          const shuffled = run(s, order, copies, expiryAt)
          expect(shuffled.state).toEqual(reference.state)
          // Each effect that costs something happens once, whatever the order and however many copies.
          for (const kind of ['confirm', 'refund', 'settled'] as const)
            expect(shuffled.effects.filter((e) => e.kind === kind).length, kind).toBe(
              reference.effects.filter((e) => e.kind === kind).length,
            )
          expect(shuffled.effects.filter((e) => e.kind === 'confirm').length).toBeLessThanOrEqual(1)
          expect(shuffled.effects.filter((e) => e.kind === 'refund').length).toBeLessThanOrEqual(1)
          // The customer hears of a failure at most once, and only while the order still awaits payment (a failed
          // attempt reported after the capture or the expiry tells nobody anything).
          expect(shuffled.effects.filter((e) => e.kind === 'payment-failed').length).toBeLessThanOrEqual(1)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('ends where the scenario says', () => {
    const base: Scenario = {
      failedAttempts: 1,
      lateAuthorisationOfFirstFailure: false,
      success: true,
      confirmable: true,
      cancel: { kind: 'none' },
      refundOutcome: 'processed',
      expiryRuns: false,
    }
    const end = (s: Scenario) => {
      const n = eventCount(s)
      return run(s, [...Array(n).keys()].reverse(), Array(n).fill(2), 0).state.status
    }
    expect(end(base)).toBe('confirmed')
    expect(end({ ...base, confirmable: false })).toBe('refunded')
    expect(end({ ...base, confirmable: false, refundOutcome: 'failed' })).toBe('refund_pending')
    expect(end({ ...base, cancel: { kind: 'cancel', refundPaise: 589_41 } })).toBe('partially_refunded')
    expect(end({ ...base, cancel: { kind: 'cancel', refundPaise: AMOUNT } })).toBe('refunded')
    expect(end({ ...base, cancel: { kind: 'cancel', refundPaise: 0 } })).toBe('cancelled')
    expect(end({ ...base, success: false })).toBe('failed')
    expect(end({ ...base, success: false, expiryRuns: true })).toBe('expired')
  })
})

describe('an order of zero (credits paid it all)', () => {
  it('is paid without the gateway, then confirmed; a cancellation asks for nothing back; a priced order is refused', () => {
    const zero = newOrderPaymentState('', paise(0))
    const settled = settleWithoutPayment(zero, new Date('2026-12-02T10:00:00+05:30'))
    if (!settled.ok) throw new Error(settled.message)
    expect(settled.state.status).toBe('paid')
    expect(settled.effects.map((e) => e.kind)).toContain('confirm')
    const confirmed = confirmOrder(settled.state)
    if (!confirmed.ok) throw new Error(confirmed.message)
    expect(confirmed.state.status).toBe('confirmed')
    const cancelled = requestRefund(confirmed.state, { amountPaise: 0, reason: 'customer-cancellation', now: new Date() })
    if (!cancelled.ok) throw new Error(cancelled.message)
    expect(cancelled.state.status).toBe('cancelled')
    expect(cancelled.effects.some((e) => e.kind === 'refund')).toBe(false)
    expect(settleWithoutPayment(confirmed.state, new Date())).toMatchObject({ ok: false, code: 'not-awaiting-payment' })
    expect(settleWithoutPayment(fresh(), new Date())).toMatchObject({ ok: false, code: 'bad-amount' })
  })
})
