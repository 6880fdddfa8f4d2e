import { emptyCart } from '@/domain/cart/reducer'
import type { Cart } from '@/domain/cart/types'

// A guest's cart lives in the browser (localStorage) and joins the account at login (POST /api/cart/merge): only
// what the guest chose is sent, never a price.

const KEY = 'sthana:guest-cart'

export function readGuestCart(): Cart | null {
  try {
    const raw = window.localStorage.getItem(KEY)
    return raw ? { ...emptyCart(), ...(JSON.parse(raw) as Partial<Cart>) } : null
  } catch {
    return null
  }
}

export function writeGuestCart(cart: Cart): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(cart))
  } catch {
    // Private browsing without storage: the cart lasts as long as the page.
  }
}

export function clearGuestCart(): void {
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // Nothing to clear.
  }
}

/** Whether the guest chose anything worth joining to the account. */
export function hasGuestChoices(cart: Cart): boolean {
  return cart.selectedBuilding !== null || cart.loyaltyMembership || cart.dayPassItemsArray.length > 0
}

/** The body of POST /api/cart/merge. */
export function guestCartBody(cart: Cart) {
  return {
    buildingHandle: cart.currentBuildingHandle,
    dates: cart.dayPassItemsArray.map((d) => ({ date: d.date, selfIncluded: d.selfIncluded })),
    bundles: cart.bundles.filter((b) => b.bundlesAddedCount > 0).map((b) => ({ credits: b.credits_quantity, count: b.bundlesAddedCount })),
    loyaltyMembership: cart.loyaltyMembership,
    couponCode: cart.appliedCouponCode,
  }
}
