import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as actionsPost } from '@/app/api/cart/actions/route'
import { NAME_REQUIRED_MESSAGE, nameTakenMessage, nameTooCloseMessage, PROPOSED_NAME_MESSAGE } from '@/domain/kyc/company-name'
import { startCheckout } from '@/server/orders/checkout'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { ensureTestGstRegistration, newIdempotencyKey } from '../helpers/orders'
import { testPayload } from '../helpers/payload'
import { businessAddressOffer as offerOf, callRow, voBuyer } from '../helpers/vo-purchase'

// The VO config's doCheckCompanyNameBeforePurchase: with it on, a virtual-office plan is paid for only with a proposed
// company name that the KYC adapter (here the demo registry) finds registrable. Checkout refuses a missing name, a
// registered one and one too close to a registered one, each with its message, and makes no order; a free name pays.

let payload: Payload

const call = callRow
const customer = () => voBuyer(payload)
const businessAddressOffer = () => offerOf(payload)

async function setCheck(on: boolean) {
  await payload.updateGlobal({ slug: 'vo-config', data: { doCheckCompanyNameBeforePurchase: on }, overrideAccess: true })
}

/** A signed-in buyer with the business-address plan in the cart, with this proposed name (or none). */
async function buyerWithPlan(proposedCompanyName?: string) {
  const { cookie, customer: buyer } = await customer()
  const offer = await businessAddressOffer()
  expect((await call(actionsPost, '/api/cart/actions', cookie, { type: 'building/choose', handle: offer.buildingHandle })).status).toBe(200)
  const chosen = await call(actionsPost, '/api/cart/actions', cookie, {
    type: 'vo-plan/choose',
    productId: String(offer.product.id),
    variantTitle: offer.variant.title,
    ...(proposedCompanyName !== undefined ? { proposedCompanyName } : {}),
  })
  return { cookie, buyer, chosen, offer }
}

async function orderCount(customerId: number): Promise<number> {
  const { rows } = await payload.db.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM orders WHERE customer_id = $1', [customerId])
  return Number(rows[0]!.n)
}

beforeAll(async () => {
  payload = await testPayload()
  setCheckoutCartSource(undefined)
  setConfirmationHooks(undefined)
  await ensureTestGstRegistration(payload)
  await setCheck(true)
})
afterAll(async () => {
  await setCheck(false)
  await payload.destroy()
})

describe('checking the proposed company name before payment', () => {
  it('refuses checkout without a proposed name, and makes no order', async () => {
    const { buyer, chosen } = await buyerWithPlan()
    expect(chosen.status).toBe(200)
    await expect(startCheckout(buyer, { idempotencyKey: newIdempotencyKey() })).rejects.toMatchObject({
      code: 'conflict',
      message: NAME_REQUIRED_MESSAGE,
    })
    expect(await orderCount(buyer.id)).toBe(0)
  })

  it.each([
    ['a registered name, written another way', 'Kaveri Spice Traders Pvt. Ltd.', nameTakenMessage, 'Kaveri Spice Traders Private Limited'],
    ['a plural of a registered name', 'The Saffron Looms Textile', nameTakenMessage, 'Saffron Loom Textiles Private Limited'],
    ['a name one letter from a registered one', 'Kaveri Spicy Traders', nameTooCloseMessage, 'Kaveri Spice Traders Private Limited'],
  ])('refuses %s', async (_, proposed, message, registered) => {
    const { buyer, chosen } = await buyerWithPlan(proposed)
    expect(chosen.status).toBe(200)
    await expect(startCheckout(buyer, { idempotencyKey: newIdempotencyKey() })).rejects.toMatchObject({
      code: 'conflict',
      message: message(proposed, registered),
    })
    expect(await orderCount(buyer.id)).toBe(0)
  })

  it('takes a free name to payment', async () => {
    const { buyer, chosen } = await buyerWithPlan('Monsoon Kite Works')
    expect(chosen.status).toBe(200)
    const { order, created } = await startCheckout(buyer, { idempotencyKey: newIdempotencyKey() })
    expect(created).toBe(true)
    expect(order.number).toBeTruthy()
    expect(await orderCount(buyer.id)).toBe(1)
  })

  it('refuses a malformed name in the cart with 400', async () => {
    const { chosen } = await buyerWithPlan('<script>')
    expect(chosen.status).toBe(400)
    expect(JSON.stringify(await chosen.json())).toContain(PROPOSED_NAME_MESSAGE)
  })

  it('lets the plan be paid for without a name when the check is off', async () => {
    await setCheck(false)
    try {
      const { buyer } = await buyerWithPlan()
      expect((await startCheckout(buyer, { idempotencyKey: newIdempotencyKey() })).created).toBe(true)
    } finally {
      await setCheck(true)
    }
  })
})
