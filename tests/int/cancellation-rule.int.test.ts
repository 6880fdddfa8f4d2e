import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as cancelPost } from '@/app/api/orders/[number]/cancel/route'
import { GET as orderGet } from '@/app/api/orders/[number]/route'
import { DEFAULT_CANCELLATION_RULE, describeCancellationRule } from '@/domain/orders/cancellation'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { setSandboxDelivery } from '@/server/payments/gateway'
import { ORIGIN, signInByEmail } from '../helpers/customers'
import { confirmedOrder, installTestCarts } from '../helpers/orders'
import { testPayload } from '../helpers/payload'

// The cancellation rule operators set in the admin (global 'cancellation-policy'): the default until they do, checked
// when they save, and the rule every quote, the cancel row and the order's text follow from the moment it is saved.

let payload: Payload

const DEFAULT_TIERS = DEFAULT_CANCELLATION_RULE.refundTiers.map((t) => ({
  minHoursBeforeStart: t.minHoursBeforeStart,
  refundPercent: t.refundBasisPoints / 100,
}))

async function operator() {
  const { docs } = await payload.find({ collection: 'operators', limit: 1, depth: 0 })
  return { ...docs[0]!, collection: 'operators' as const }
}

async function setRule(data: Record<string, unknown>) {
  return payload.updateGlobal({ slug: 'cancellation-policy', data: data as never, user: await operator(), overrideAccess: false })
}

type Handler = (request: Request) => Promise<Response>
const call = (handler: Handler, path: string, cookie: string, body?: unknown) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

beforeAll(async () => {
  payload = await testPayload()
  setSandboxDelivery('in-order')
  setConfirmationHooks(undefined)
  installTestCarts()
})

afterAll(async () => {
  // Other test files quote under the default rule.
  await setRule({ refundTiers: DEFAULT_TIERS, rescheduleAllowed: true, rescheduleMinHoursBeforeStart: 24, maxReschedules: 1 })
  setSandboxDelivery(undefined)
  await payload.destroy()
})

describe('the cancellation rule in the admin', () => {
  it('is the default until operators change it, refuses a rule that does not hold together, and applies at once', async () => {
    await setRule({ refundTiers: DEFAULT_TIERS, rescheduleAllowed: true, rescheduleMinHoursBeforeStart: 24, maxReschedules: 1 })
    expect(await loadCancellationRule()).toEqual(DEFAULT_CANCELLATION_RULE)

    // Tiers that refund more for a later cancellation are refused with the reason, and nothing changes.
    const refused = await setRule({
      refundTiers: [
        { minHoursBeforeStart: 48, refundPercent: 50 },
        { minHoursBeforeStart: 6, refundPercent: 100 },
      ],
    }).catch((error: { data?: { errors?: { path: string; message: string }[] } }) => error)
    expect((refused as { data?: { errors?: unknown[] } }).data?.errors).toEqual([
      expect.objectContaining({ path: 'refundTiers', message: 'Tier 2: A later cancellation cannot refund more than an earlier one' }),
    ])
    expect(await loadCancellationRule()).toEqual(DEFAULT_CANCELLATION_RULE)

    // An order ten days ahead (the test cart: one day pass), confirmed.
    const email = `rule.${Date.now()}@example.in`
    const { cookie, response } = await signInByEmail(payload, email)
    const { user } = (await response.json()) as { user: { id: string } }
    const customer = await payload.create({
      collection: 'customers',
      overrideAccess: true,
      depth: 0,
      data: {
        name: 'Zoya Siddiqui',
        email,
        phone: '9845011122',
        authUserId: user.id,
        userUid: `uid-rule-${Date.now()}`,
        accountType: 'customer',
        kycStatus: 'NOT_STARTED',
      } as never,
    })
    const order = await confirmedOrder(payload, customer.id)
    expect(order.status).toBe('confirmed')
    const path = `/api/orders/${order.number}`
    const before = (await (await call(orderGet, path, cookie)).json()) as {
      cancellation: { rule: string; quote: { refundPaise: number; paidPaise: number } }
    }
    expect(before.cancellation.quote.refundPaise).toBe(before.cancellation.quote.paidPaise)

    // Operators make it stricter: half until 15 days before, nothing after.
    await setRule({ refundTiers: [{ minHoursBeforeStart: 15 * 24, refundPercent: 50 }], rescheduleAllowed: false })
    const rule = await loadCancellationRule()
    expect(rule).toEqual({
      refundTiers: [{ minHoursBeforeStart: 360, refundBasisPoints: 5_000 }],
      rescheduleMinHoursBeforeStart: null,
      maxReschedules: 0,
    })
    // The order ten days ahead is past the only tier: cancelling refunds nothing, and says so before it is confirmed.
    const shown = (await (await call(orderGet, path, cookie)).json()) as {
      cancellation: { rule: string; quote: { refundPaise: number; cancellable: boolean } }
    }
    expect(shown.cancellation.rule).toBe(describeCancellationRule(rule))
    expect(shown.cancellation.rule).toBe(
      'A 50% refund if you cancel until 360 hours before the start; no refund after that; no cancellation once the booking has started.',
    )
    expect(shown.cancellation.quote).toMatchObject({ cancellable: true, refundPaise: 0 })
    // The refund shown before the change is refused as changed; the one shown now cancels.
    const stale = await call(cancelPost, `${path}/cancel`, cookie, { refundPaise: before.cancellation.quote.refundPaise })
    expect(stale.status).toBe(409)
    const cancelled = await call(cancelPost, `${path}/cancel`, cookie, { refundPaise: 0 })
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as { status: string; statusLabel: string }).statusLabel).toBe('Cancelled')
  })
})
