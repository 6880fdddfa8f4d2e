import type { BundleCredits, CityHandle } from '@/domain/catalogue/product-types'
import type { IsoDate } from '@/domain/calendar/business-date'
import { ZERO_PAISE, type Paise } from '@/domain/money'

// The cart of spec section 3 ('Cart'), as one plain JSON-safe object: the server keeps a logged-in customer's cart
// (it survives reload and another device), the browser keeps a guest's. It holds what the customer chose, never a
// price the browser could set: every amount in it was written by the server's price function (`prices/set`).

/** Spec section 4: a payment order exists ('initialized') or the payment went through ('done'); null before either. */
export type PaymentStatus = 'initialized' | 'done'

/** A catalogue product the cart refers to. Product data only: prices come from the catalogue when the server prices. */
export interface CartProduct {
  productId: string
  buildingCode: string
  title: string
}

/** One date of day passes: who comes. `team_members` holds contact ids from `teamMembers`; the buyer when selfIncluded. */
export interface DayPassItem {
  date: IsoDate
  team_members: string[]
  selfIncluded: boolean
}

/** Spec 'Day-pass bundle product': a bundle of 5 or 10 day-pass credits of the building, and how many are in the cart. */
export interface DayPassBundle {
  type: 'BUNDLE'
  credits_quantity: BundleCredits
  bundlesAddedCount: number
  product_info: CartProduct
}

/** The conference room chosen and, once POST /api/shop/check-for-booking answered, its hold. */
export interface ConferenceBooking {
  roomId: string
  roomName: string
  /** The room's size (`confSeatPreference` picks it). */
  seats: number
  date: IsoDate
  /** 'HH:mm' in India. */
  startTime: string
  durationMinutes: number
  /** The hold: null until the server placed it. */
  reservationId: string | null
  conferenceRoomId: string | null
  /** ISO instant when the hold lapses (10 minutes after it was placed); the countdown runs to it. */
  holdExpiresAt: string | null
}

/** Spec field `conference`: the building's conference-room product (kept by the on-demand reset) and the booking. */
export interface ConferenceSelection {
  product: CartProduct | null
  booking: ConferenceBooking | null
}

/**
 * Spec 'bundle credits and VO credits (availableAmount, redeemedAmount)', counted in day-pass credits (one credit pays
 * one person's day pass on one date): available to this cart, and spent by it. Written by the server with the prices.
 */
export interface CreditBalance {
  availableAmount: number
  redeemedAmount: number
}

/** Spec 'Team member / contact'. */
export interface TeamMember {
  contact_id: string
  name: string
  email: string | null
  phone_number: string | null
  profile_url: string | null
  country_code: string
  is_team_member: boolean
}

export interface SelectedBuilding {
  code: string
  name: string
  /** The building page's slug, as `currentBuildingHandle`. */
  handle: string
  cityHandle: CityHandle
  /** ISO code of the building's state: GST's place of supply. */
  stateCode: string
}

/**
 * Spec `discountBreakup`: every amount taken off the cart, in paise, by cause. What each one means for us:
 */
export interface DiscountBreakup {
  /** A coupon's percentage off day passes, for any customer (an operator's offer such as a festive code). */
  dayPassDiscount: Paise
  /** A coupon's percentage off day-pass bundles: WWBUNDLE@5, WWBUNDLE@15. */
  bundleDiscount: Paise
  /** A coupon's percentage off the conference-room booking. */
  conferenceDiscount: Paise
  /** The loyalty members' percentage off day passes: LOYALTY-20-PERCENT (a day-pass percentage that requires loyalty). */
  discountLoyalty20: Paise
  /** Free conference-room hours: REFERRAL-FREE-CONFERENCE-ROOM and LOYALTY-FREE-CONFERENCE-ROOM (one hour each). */
  discountOneHourConference: Paise
  /** Day passes paid with virtual-office credits: VIRTUALOFFICECREDITS. */
  voCreditDiscount: Paise
  /** Day passes paid with bundle credits the customer already owns (spent automatically, earliest expiry first). */
  bundleCreditsDiscount: Paise
  /** Day passes paid with credits of a bundle bought in this same cart (its credits work at once). */
  bundlePassOff: Paise
  /** Points redeemed: we run no points programme, so always 0; kept because the contract names the field. */
  spacepointsOff: Paise
  /** A separate on-demand bundle promotion: we have none beyond bundle coupons (bundleDiscount), so always 0. */
  ODBundleDiscount: Paise
}

export type DiscountField = keyof DiscountBreakup

export const DISCOUNT_FIELDS = [
  'dayPassDiscount',
  'bundleDiscount',
  'conferenceDiscount',
  'discountLoyalty20',
  'discountOneHourConference',
  'voCreditDiscount',
  'bundleCreditsDiscount',
  'bundlePassOff',
  'spacepointsOff',
  'ODBundleDiscount',
] as const satisfies readonly DiscountField[]

/** Every discount field at zero. */
export function emptyDiscountBreakup(): DiscountBreakup {
  return Object.fromEntries(DISCOUNT_FIELDS.map((f) => [f, ZERO_PAISE])) as unknown as DiscountBreakup
}

/** A coupon code as it is stored and compared: trimmed, upper case. */
export function normaliseCouponCode(value: string): string {
  return value.trim().toUpperCase()
}

/** What the cart stores of the server's pricing (see price.ts `CartPrice`) beyond the spec's three fields. */
export interface PriceDetails {
  lines: readonly PricedLineSummary[]
  subtotalPaise: Paise
  taxablePaise: Paise
  cgstPaise: Paise
  /** SGST, or UTGST in a union territory without a legislature (stateTaxName says which). */
  stateTaxPaise: Paise
  stateTaxName: 'SGST' | 'UTGST'
  placeOfSupply: string
  /** The coupon's outcome: applied (with what it saved) or refused (with why). */
  couponMessage: string | null
  couponApplied: boolean
}

/** A priced line as the cart shows it: what it is, its amount, its discount and its tax. */
export interface PricedLineSummary {
  id: string
  label: string
  grossPaise: Paise
  discountPaise: Paise
  taxablePaise: Paise
  taxPaise: Paise
  totalPaise: Paise
}

/**
 * A virtual-office plan in the cart (issue 18): the building's VIRTUAL_OFFICE product and the term chosen. Product
 * data only; the server prices it from the catalogue. The paid order creates the virtual-office document.
 */
export interface CartVoPlan {
  productId: string
  buildingCode: string
  planHandle: string
  planTitle: string
  /** 'N Months': the variant's title. */
  variantTitle: string
  durationMonths: number
  /** The name the customer means to register, checked before payment when the VO config asks for it. */
  proposedCompanyName?: string | null
}

export interface Cart {
  /** The building's day-pass product (product data). */
  dayPassItems: CartProduct | null
  /** The dates chosen, in date order, each with who comes. */
  dayPassItemsArray: DayPassItem[]
  /** Day passes in the cart: over every date, the team members plus the buyer when selfIncluded. */
  noOfDayPassCount: number
  conference: ConferenceSelection
  /** The room size wanted, in seats. */
  confSeatPreference: number | null
  selectedBuilding: SelectedBuilding | null
  selectedCity: CityHandle | null
  /** Rescheduling an order (next issue): the new dates chosen, the order's current dates, and the order. */
  rescheduleDates: IsoDate[]
  bookingDates: IsoDate[]
  rescheduleOrderId: string | null
  /** The building's bundles (product data) with how many of each are in the cart. */
  bundles: DayPassBundle[]
  bundleCredits: CreditBalance
  voCredits: CreditBalance
  /** The account's contacts to choose day-pass team members from. */
  teamMembers: TeamMember[]
  /** A loyalty membership added to the cart, to be bought with it; its benefits apply to this cart at once. */
  loyaltyMembership: boolean
  /** The amount to pay, GST included, as last priced by the server. */
  totalEstimatedPrice: Paise
  totalDiscount: Paise
  discountBreakup: DiscountBreakup
  priceDetails: PriceDetails | null
  /** True after a change the prices do not reflect yet; the server prices again and clears it. */
  pricesStale: boolean
  /** The step of the cart flow, from 1. */
  cartStep: number
  paymentStatus: PaymentStatus | null
  /** The coupon code the customer entered (upper-cased), whether or not the last pricing accepted it. */
  appliedCouponCode: string | null
  currentBuildingHandle: string | null
  /** The cart screens visited, for 'back' (spec section 4: push with no duplicates, pop, empty). */
  cartHistory: string[]
  /** The virtual-office plan chosen; absent or null when none (carts stored before it existed have no field). */
  virtualOffice?: CartVoPlan | null
}
