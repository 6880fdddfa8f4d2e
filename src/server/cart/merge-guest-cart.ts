import type { GuestCart } from '@/contracts/cart'
import type { Customer } from '@/payload-types'
import { applyCartRequests, type CartRequest } from './apply-cart-action'
import type { CartView } from './cart-view'

// A guest's cart (kept in the browser's localStorage) joins the account at login. The browser sends what the guest
// chose, never a price or a product's data: the server replays it as the customer's own actions, so every check of
// a logged-in change applies; what it refuses (a date no longer bookable, a private-office member's day pass) is
// left out and said in `notices`. The guest's building wins over the account's: it is the newer choice.

export { guestCartBody, type GuestCart } from '@/contracts/cart'

export function guestCartRequests(guest: GuestCart): CartRequest[] {
  const requests: CartRequest[] = []
  if (guest.buildingHandle) requests.push({ type: 'building/choose', handle: guest.buildingHandle })
  for (const d of guest.dates) {
    requests.push({ type: 'day-pass/add-date', date: d.date })
    if (!d.selfIncluded) requests.push({ type: 'day-pass/set-self-included', date: d.date, selfIncluded: false })
  }
  for (const b of guest.bundles) if (b.count > 0) requests.push({ type: 'bundle/set-count', credits: b.credits, count: b.count })
  if (guest.loyaltyMembership) requests.push({ type: 'loyalty/add' })
  if (guest.couponCode) requests.push({ type: 'coupon/apply', code: guest.couponCode })
  return requests
}

export function mergeGuestCart(customer: Customer, guest: GuestCart, now = new Date()): Promise<CartView> {
  return applyCartRequests(customer, guestCartRequests(guest), now, { skipRefused: true })
}
