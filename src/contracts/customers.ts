import { z } from 'zod'
import { GENDERS, KYC_STATUSES } from '@/domain/customers/account'
import { NAME_PATTERN } from '@/domain/forms/rules'

// Request and answer schemas of the customer API rows (spec section 7); the requests are shared with the account
// page's forms, the answers are what the routes parse their output into (and what /api/openapi.json publishes).

const phone = z
  .string({ error: 'Enter a valid phone number' })
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, '').replace(/^\+91/, ''))
  .refine((v) => /^[6-9]\d{9}$/.test(v), 'Enter a valid phone number')
const name = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(1, 'Enter your name')
  .max(80, 'Keep the name under 80 characters')
  .regex(new RegExp(NAME_PATTERN), 'Use letters, dots and apostrophes, with single spaces between words')
const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`).nullable().optional()

export const createCustomerBody = z.object({ name, phone }).strict()

export const updateCustomerBody = z
  .object({
    name: name.optional(),
    phone: phone.optional(),
    companyName: text(120),
    gstin: z.string().trim().max(20).nullable().optional(),
    gstin_address: text(300),
    dob: z.iso.date('Enter the date as YYYY-MM-DD').nullable().optional(),
    industry: text(80),
    designation: text(80),
    noOfEmp: text(20),
    gender: z.enum(GENDERS).nullable().optional(),
    isWhatsappEnabled: z.boolean().optional(),
  })
  .strict()

const contact = z
  .object({
    name,
    email: z.email('Enter a valid email address').max(200).nullable().optional(),
    phone_number: phone.nullable().optional(),
    country_code: z.literal('+91').optional(),
  })
  .strict()

export const addContactsBody = z
  .object({
    contacts: z.array(contact).min(1, 'Add at least one team member').max(20, 'Add at most 20 team members at a time'),
  })
  .strict()
export const deleteContactsBody = z
  .object({
    contact_ids: z
      .array(z.union([z.string(), z.number()]).transform(String))
      .min(1, 'Choose who to remove')
      .max(100),
  })
  .strict()

export const creditsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  building_code: z
    .string()
    .regex(/^[A-Z0-9-]{1,32}$/, 'Not a building code')
    .optional(),
})

// Answers. Dates are YYYY-MM-DD (dob, expiry_date) or ISO timestamps (loyalty dates); money is rupees.

const membershipDetail = z.object({
  company_uid: z.string(),
  company_name: z.string(),
  label: z.string(),
  memberships: z.array(z.unknown()),
  home_building_code: z.string().nullable(),
  is_current: z.boolean(),
})

/** 'User info (account)' of spec section 3. */
export const userInfoAnswer = z.object({
  email: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.literal('+91'),
  gstin: z.string().nullable(),
  gstin_address: z.string().nullable(),
  companyName: z.string().nullable(),
  dob: z.iso.date().nullable(),
  industry: z.string().nullable(),
  designation: z.string().nullable(),
  noOfEmp: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  isWhatsappEnabled: z.boolean(),
  left_hot_stamp: z.null(),
  right_hot_stamp: z.null(),
  auth0Id: z.string().describe('The sign-in identity'),
  shopifyCustomerId: z.null(),
  successfulReferralCountYotpo: z.number().int(),
  hasCompletedKYC: z.boolean(),
  kyc_status: z.enum(KYC_STATUSES),
  eligible_for_free_loyalty_pass: z.boolean(),
  interested_in_loyalty_feat: z.boolean(),
  amount_saved_as_loyalty_member: z.number(),
  loyalty_pass_end_date: z.string().nullable(),
  loyalty_pass_member: z.boolean(),
  user_uid: z.string(),
  currentAccountInfo: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    is_loyalty_member: z.boolean(),
    is_digital_keycard_enabled: z.boolean(),
    current_building_code: z.string().nullable(),
    membership_details: z.array(membershipDetail).describe('Company memberships; none yet for on-demand customers'),
  }),
})
export type UserInfo = z.infer<typeof userInfoAnswer>

export const customerInfoAnswer = z.object({ data: userInfoAnswer })
export type CustomerInfoAnswer = z.infer<typeof customerInfoAnswer>
export const customerUpdatedAnswer = z.object({ data: userInfoAnswer, message: z.literal('Details Updated Successfully') })
export type CustomerUpdatedAnswer = z.infer<typeof customerUpdatedAnswer>

export const referralLinkAnswer = z.object({
  data: z.object({ referral_code: z.string(), referral_link: z.url() }),
  message: z.literal('Referral link created successfully'),
})
export type ReferralLinkAnswer = z.infer<typeof referralLinkAnswer>

const buildingCredit = z.object({
  building_code: z.string(),
  building_name: z.string(),
  credit: z.object({ available: z.number().int(), utilized: z.number().int(), purchased: z.number().int(), expiry_date: z.iso.date() }),
})

export const creditsPageAnswer = z.object({
  data: z.object({
    list: z.array(buildingCredit),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), total_pages: z.number().int() }),
  }),
})
export type CreditsPageAnswer = z.infer<typeof creditsPageAnswer>

export const loyaltyDetailsAnswer = z.object({
  data: z.object({
    validity: z.string().nullable().describe('When the membership ends; null for a non-member'),
    utilisation: z.object({ cost_saved: z.number().describe('Rupees saved as a member') }),
    is_active: z.boolean(),
  }),
})
export type LoyaltyDetailsAnswer = z.infer<typeof loyaltyDetailsAnswer>

export const loyaltyFeatureConfigAnswer = z.object({
  data: z.object({
    enabled: z.boolean(),
    pass_price: z.number().describe('Rupees'),
    pass_validity_days: z.number().int(),
    day_pass_discount_percent: z.number(),
    coupon_code: z.string(),
    free_conference_room_hours: z.number(),
    free_conference_room_coupon_code: z.string(),
    expiring_soon_days: z.number().int(),
  }),
})

/** 'Team member / contact' of spec section 3. */
export const contactAnswer = z.object({
  contact_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string(),
  profile_url: z.string().nullable(),
  is_team_member: z.literal(true),
})
export type ContactAnswer = z.infer<typeof contactAnswer>

export const contactsAnswer = z.object({ data: z.array(contactAnswer) })
export type ContactsAnswer = z.infer<typeof contactsAnswer>
export const deletedContactsAnswer = z.object({
  data: z.object({ deleted: z.array(z.string()).describe('The ids removed; ids not found or not the caller’s are left out') }),
})
export const kycStatusAnswer = z.object({ data: z.object({ kyc_status: z.enum(KYC_STATUSES) }) })
export type KycStatusAnswer = z.infer<typeof kycStatusAnswer>
export const wifiDetailsAnswer = z.object({ data: z.object({ user_name: z.string().nullable(), password: z.string().nullable() }) })
export type WifiDetailsAnswer = z.infer<typeof wifiDetailsAnswer>
