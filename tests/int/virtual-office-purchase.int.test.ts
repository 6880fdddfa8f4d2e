import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as actionsPost } from '@/app/api/cart/actions/route'
import { GET as listGet } from '@/app/api/vo/document/get/route'
import { VO_PLAN_NOT_SOLD_MESSAGE } from '@/domain/cart/price'
import type { CartView } from '@/server/cart/cart-view'
import { startCheckout } from '@/server/orders/checkout'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { verifyPayment } from '@/server/orders/customer-orders'
import { sandboxGateway } from '@/server/payments/gateway'
import type { VoDocumentView } from '@/server/virtual-office/store'
import { ensureTestGstRegistration, newIdempotencyKey } from '../helpers/orders'
import { testPayload } from '../helpers/payload'
import { businessAddressOffer as offerOf, callRow, voBuyer } from '../helpers/vo-purchase'

// A virtual-office plan bought through the server's cart and the payment gateway: the cart prices the building's
// variant from the catalogue, the paid order's confirmation creates the document (CHOSE_FLOW, its history starting
// with the payment, the subscription's end date from the term), and the document is the buyer's alone.

let payload: Payload

const call = callRow
const customer = () => voBuyer(payload)
const businessAddressOffer = () => offerOf(payload)

beforeAll(async () => {
  payload = await testPayload()
  setCheckoutCartSource(undefined)
  setConfirmationHooks(undefined)
  await ensureTestGstRegistration(payload)
})
afterAll(async () => {
  await payload.destroy()
})

describe('buying a virtual-office plan', () => {
  it('prices the plan in the cart, and the paid order creates the document', async () => {
    const { cookie, customer: buyer } = await customer()
    const offer = await businessAddressOffer()
    expect((await call(actionsPost, '/api/cart/actions', cookie, { type: 'building/choose', handle: offer.buildingHandle })).status).toBe(
      200,
    )
    const refused = await call(actionsPost, '/api/cart/actions', cookie, {
      type: 'vo-plan/choose',
      productId: String(offer.product.id),
      variantTitle: '99 Months',
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(VO_PLAN_NOT_SOLD_MESSAGE)

    const chosen = await call(actionsPost, '/api/cart/actions', cookie, {
      type: 'vo-plan/choose',
      productId: String(offer.product.id),
      variantTitle: offer.variant.title,
    })
    expect(chosen.status).toBe(200)
    const cart = (await chosen.json()) as CartView & { cart: { virtualOffice?: { planHandle: string; variantTitle: string } } }
    const asText = JSON.stringify(cart)
    expect(asText).toContain(`Virtual office: ${offer.plan.title}, ${offer.variant.title}`)
    expect(asText).toContain('"planHandle":"business-address-vo-package"')

    const { order } = await startCheckout(buyer, { idempotencyKey: newIdempotencyKey() })
    const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
    if (!paid.ok) throw new Error('The sandbox did not take the payment')
    await verifyPayment(buyer, order.number, paid.handler)

    const list = (await (await call(listGet, '/api/vo/document/get', cookie)).json()) as { data: VoDocumentView[] }
    expect(list.data).toHaveLength(1)
    const doc = list.data[0]!
    expect(doc).toMatchObject({ status: 'CHOSE_FLOW', orderNumber: order.number, isDefault: true, dashboardState: 'KYC' })
    expect(doc.selectedPlan).toMatchObject({ handle: 'business-address-vo-package', name: offer.variant.title })
    expect(doc.building?.id).toBe(String((offer.product.building as { id: number }).id))
    expect(doc.expiresOn).not.toBeNull()
    expect(doc.subscriptionData[0]!.duration_in_days).toBeGreaterThanOrEqual(28)
  })
})
