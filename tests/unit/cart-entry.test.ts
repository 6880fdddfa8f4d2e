import { describe, expect, it } from 'vitest'
import { guestCartBody, hasGuestChoices } from '@/components/cart/guest-cart'
import { cartReducer, emptyCart } from '@/domain/cart/reducer'
import type { SelectedBuilding } from '@/domain/cart/types'
import { cartPath } from '@/domain/urls'

// The ways into the cart: 'Book' links carry the product and the building; a guest's cart joins the account as
// choices only (no prices, no product data).

describe('cartPath', () => {
  it.each([
    [undefined, undefined, '/cart/'],
    ['day-pass', undefined, '/cart/?product=day-pass'],
    ['day-pass', 'meridian-tower-indiranagar', '/cart/?product=day-pass&building=meridian-tower-indiranagar'],
    ['bundle', 'kiln-house', '/cart/?product=bundle&building=kiln-house'],
    ['conference-room', 'a b', '/cart/?product=conference-room&building=a+b'],
  ] as const)('%s at %s → %s', (product, building, path) => {
    expect(cartPath(product, building)).toBe(path)
  })
})

const BUILDING: SelectedBuilding = {
  code: 'BLR-IND-01',
  name: 'Meridian Tower',
  handle: 'meridian-tower',
  cityHandle: 'bangalore',
  stateCode: 'KA',
}
const product = (productId: string) => ({ productId, buildingCode: 'BLR-IND-01', title: productId })

describe('the guest cart sent at login', () => {
  it('is empty for a cart with nothing chosen', () => {
    expect(hasGuestChoices(emptyCart())).toBe(false)
  })

  it('carries the building, the dates with whether the guest comes, bundles, loyalty and the coupon; never a price', () => {
    let cart = cartReducer(emptyCart(), { type: 'building/select', building: BUILDING })
    cart = cartReducer(cart, {
      type: 'products/set',
      dayPass: product('dp'),
      conferenceRoom: null,
      bundles: [
        { credits: 5, product: product('b5') },
        { credits: 10, product: product('b10') },
      ],
    })
    cart = cartReducer(cart, { type: 'day-pass/add-date', date: '2026-12-15' })
    cart = cartReducer(cart, { type: 'day-pass/add-date', date: '2026-12-14' })
    cart = cartReducer(cart, { type: 'day-pass/set-self-included', date: '2026-12-15', selfIncluded: false })
    cart = cartReducer(cart, { type: 'bundle/set-count', credits: 10, count: 2 })
    cart = cartReducer(cart, { type: 'loyalty/add' })
    cart = cartReducer(cart, { type: 'coupon/apply', code: ' wwbundle@15 ' })
    expect(hasGuestChoices(cart)).toBe(true)
    expect(guestCartBody(cart)).toEqual({
      buildingHandle: 'meridian-tower',
      dates: [
        { date: '2026-12-14', selfIncluded: true },
        { date: '2026-12-15', selfIncluded: false },
      ],
      bundles: [{ credits: 10, count: 2 }],
      loyaltyMembership: true,
      couponCode: 'WWBUNDLE@15',
    })
  })
})
