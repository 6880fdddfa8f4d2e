import type { CartPrice } from '@/domain/cart/price'
import { PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE, PRIVATE_OFFICE_DAY_PASS_MESSAGE } from '@/domain/cart/private-office'
import type { Cart } from '@/domain/cart/types'
import type { Customer } from '@/payload-types'

// What the cart rows answer: the cart, its version, the server's pricing, and what the page must tell the customer.
export interface CartView {
  cart: Cart
  version: number
  price: Omit<CartPrice, 'creditPlan'> | null
  problem: string | null
  billingAddressId: string | null
  /** Spec section 8's private-office messages, when the customer's email is linked to a private-office membership. */
  privateOffice: { dayPass: string; conferenceRoom: string } | null
  /** What was left out of a merged guest cart, and why. */
  notices?: string[]
}

function withoutCreditPlan(price: CartPrice): Omit<CartPrice, 'creditPlan'> {
  const shown: Partial<CartPrice> = { ...price }
  delete shown.creditPlan
  return shown as Omit<CartPrice, 'creditPlan'>
}

export function cartView(
  customer: Customer,
  stored: { cart: Cart; version: number; billingAddressId: number | null },
  price: CartPrice | null,
  problem: string | null,
): CartView {
  return {
    cart: stored.cart,
    version: stored.version,
    // The credit plan names the customer's credit rows: the server's business, not the page's.
    price: price ? withoutCreditPlan(price) : null,
    problem,
    billingAddressId: stored.billingAddressId === null ? null : String(stored.billingAddressId),
    privateOffice: customer.privateOfficeMember
      ? { dayPass: PRIVATE_OFFICE_DAY_PASS_MESSAGE, conferenceRoom: PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE }
      : null,
  }
}
