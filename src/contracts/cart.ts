import { z } from 'zod'
import { PROPOSED_NAME_MESSAGE, PROPOSED_NAME_PATTERN } from '@/domain/kyc/company-name'
import { billingAddressClientSchema, billingAddressServerSchema } from '@/domain/billing/address'
import { customerCartActionSchema } from '@/domain/cart/customer-actions'
import { DISCOUNT_FIELDS } from '@/domain/cart/types'
import { isIsoDate } from '@/domain/calendar/business-date'

// The cart rows' requests and answers, as /api/openapi.json publishes them. Amounts are integer paise.

// POST /api/cart/merge: a guest's cart, kept in the browser, joining the account at login.
const date = z.string().refine(isIsoDate, 'Choose a date')

export const guestCartBody = z.strictObject({
  buildingHandle: z.string().trim().min(1).max(120).nullable(),
  dates: z.array(z.strictObject({ date, selfIncluded: z.boolean() })).max(31),
  bundles: z.array(z.strictObject({ credits: z.union([z.literal(5), z.literal(10)]), count: z.number().int().min(0).max(10) })).max(2),
  loyaltyMembership: z.boolean(),
  couponCode: z.string().trim().max(40).nullable(),
})
export type GuestCart = z.infer<typeof guestCartBody>

/** The customer's own actions, plus choosing a building by its page slug (the server reads the building itself). */
export const cartActionBody = z.union([
  customerCartActionSchema,
  z.strictObject({ type: z.literal('building/choose'), handle: z.string().trim().min(1, 'Choose a building').max(120) }),
  // The conference-room hold the customer just placed (POST /api/shop/check-for-booking): the server reads it back.
  z.strictObject({ type: z.literal('conference/hold'), reservationId: z.string().trim().min(1).max(64) }),
  // A virtual-office plan of the chosen building, by its product and term ('12 Months'): the server reads both.
  z.strictObject({
    type: z.literal('vo-plan/choose'),
    productId: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'Choose a plan'),
    variantTitle: z.string().trim().min(1, 'Choose a term').max(40),
    proposedCompanyName: z.string().trim().regex(PROPOSED_NAME_PATTERN, PROPOSED_NAME_MESSAGE).optional(),
  }),
])

export const readyToPayBody = z.strictObject({ billingAddressId: z.string().min(1, 'Choose a billing address').max(20) })

export const billingAddressBody = billingAddressClientSchema

const paise = z.number().int().describe('Paise')
const discountBreakup = z.object(
  Object.fromEntries(DISCOUNT_FIELDS.map((f) => [f, paise])) as Record<(typeof DISCOUNT_FIELDS)[number], typeof paise>,
)

const cartShape = z
  .looseObject({
    dayPassItems: z.object({ productId: z.string(), buildingCode: z.string(), title: z.string() }).nullable(),
    dayPassItemsArray: z.array(z.object({ date: z.string(), team_members: z.array(z.string()), selfIncluded: z.boolean() })),
    noOfDayPassCount: z.number().int(),
    conference: z.looseObject({}),
    confSeatPreference: z.number().nullable(),
    selectedBuilding: z.looseObject({ code: z.string(), name: z.string(), handle: z.string() }).nullable(),
    selectedCity: z.string().nullable(),
    rescheduleDates: z.array(z.string()),
    bookingDates: z.array(z.string()),
    rescheduleOrderId: z.string().nullable(),
    bundles: z.array(z.looseObject({ type: z.literal('BUNDLE'), credits_quantity: z.number(), bundlesAddedCount: z.number() })),
    bundleCredits: z.object({ availableAmount: z.number(), redeemedAmount: z.number() }),
    voCredits: z.object({ availableAmount: z.number(), redeemedAmount: z.number() }),
    teamMembers: z.array(z.looseObject({ contact_id: z.string(), name: z.string() })),
    loyaltyMembership: z.boolean(),
    totalEstimatedPrice: paise,
    totalDiscount: paise,
    discountBreakup,
    priceDetails: z.looseObject({}).nullable(),
    pricesStale: z.boolean(),
    cartStep: z.number().int().min(1),
    paymentStatus: z.enum(['initialized', 'done']).nullable(),
    appliedCouponCode: z.string().nullable(),
    currentBuildingHandle: z.string().nullable(),
    cartHistory: z.array(z.string()),
  })
  .describe("Spec section 3 'Cart', as the server's reducer left it")

const couponOutcome = z.object({
  code: z.string(),
  status: z.enum(['applied', 'refused']),
  reason: z
    .string()
    .optional()
    .describe('Why it was refused: unknown, inactive, not-yet-valid, expired, used-up, ineligible, not-applicable'),
  message: z.string().describe('Shown under the coupon field'),
  discountPaise: paise.optional(),
})

const priceShape = z.looseObject({
  lines: z.array(
    z.looseObject({
      id: z.string(),
      label: z.string(),
      grossPaise: paise,
      discountPaise: paise,
      totalPaise: paise,
      discounts: z.record(z.string(), paise),
    }),
  ),
  subtotalPaise: paise,
  discountBreakup,
  totalDiscount: paise,
  gst: z.looseObject({ sac: z.string(), taxablePaise: paise, cgstPaise: paise, stateTaxPaise: paise, totalPaise: paise }),
  totalEstimatedPrice: paise.describe('To pay, GST included'),
  coupon: couponOutcome.nullable(),
})

export const cartAnswer = z.object({
  cart: cartShape,
  version: z.number().int(),
  price: priceShape.nullable().describe("The server's pricing (priceCart); null before a building is chosen or when it cannot price"),
  problem: z.string().nullable().describe('Why the cart cannot be priced'),
  billingAddressId: z.string().nullable(),
  privateOffice: z
    .object({ dayPass: z.string(), conferenceRoom: z.string() })
    .nullable()
    .describe("Spec section 8's messages, for a customer whose email is linked to a private-office membership"),
  notices: z.array(z.string()).optional().describe('What a merged guest cart left out, and why'),
})

const savedAddress = billingAddressServerSchema.extend({ id: z.string() })
export const billingAddressesAnswer = z.object({ data: z.array(savedAddress) })
export const billingAddressAnswer = z.object({ data: savedAddress })
