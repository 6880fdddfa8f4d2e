import { z } from 'zod'
import { NAME_PATTERN } from '@/domain/forms/rules'
import { INDIAN_STATES, stateName, type IndianStateCode } from '@/domain/geo/indian-states'
import { checkGstinForState, COMPANY_NAME_REQUIRED_MESSAGE, INVALID_GSTIN_MESSAGE, normaliseGstin } from '@/domain/gst/gstin'

// The billing address of an order (spec section 3): the checkout form's fields ('client') and the stored and API
// fields ('server'). One zod schema checks both the form in the browser and the body on the server, so a message
// shown under a field is the server's message too. The server recomputes isGSTValid; it never trusts the browser's.

export const PINCODE_MESSAGE = 'Enter a valid 6-digit PIN code'
export const MOBILE_MESSAGE = 'Enter a valid phone number'
export const NAME_MESSAGE = 'Enter your full name (letters, dots and apostrophes)'
export const STATE_MESSAGE = 'Choose a state'
export const REQUIRED_MESSAGE = 'This field is required'

/** Indian PIN codes: 6 digits, the first (the postal region) 1–9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/
/** Indian mobile numbers: 10 digits starting 6–9, sent and stored as text without +91. */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/

const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [IndianStateCode, ...IndianStateCode[]]

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`)
const required = (max: number) => text(max).min(1, REQUIRED_MESSAGE)

export const billingAddressClientSchema = z
  .strictObject({
    fullName: required(100).regex(new RegExp(NAME_PATTERN), NAME_MESSAGE),
    addressLine1: required(200),
    addressLine2: text(200).default(''),
    city: required(100),
    /** ISO code of the state or union territory (KA), as the form's select holds it. */
    state: z.enum(STATE_CODES, { error: STATE_MESSAGE }),
    pincode: z.string().trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
    phoneNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
      .pipe(z.string().regex(MOBILE_PATTERN, MOBILE_MESSAGE)),
    saveBillingAddress: z.boolean().default(false),
    isGSTAvailable: z.boolean().default(false),
    gstin: z.string().default(''),
    /** The browser's own verdict, for its display; the server checks the GSTIN again. */
    isGSTValid: z.boolean().optional(),
    companyName: text(200).default(''),
  })
  .superRefine((address, ctx) => {
    if (!address.isGSTAvailable) return
    const gstin = normaliseGstin(address.gstin)
    if (gstin === '') ctx.addIssue({ code: 'custom', path: ['gstin'], message: INVALID_GSTIN_MESSAGE })
    else {
      const check = checkGstinForState(gstin, address.state)
      if (!check.ok) ctx.addIssue({ code: 'custom', path: ['gstin'], message: check.message })
    }
    if (address.companyName === '') ctx.addIssue({ code: 'custom', path: ['companyName'], message: COMPANY_NAME_REQUIRED_MESSAGE })
  })
  .transform((address) => {
    const gstin = address.isGSTAvailable ? normaliseGstin(address.gstin) : ''
    return { ...address, gstin, isGSTValid: address.isGSTAvailable, companyName: address.isGSTAvailable ? address.companyName : '' }
  })

/** The form's fields as typed (before defaults). */
export type BillingAddressClientInput = z.input<typeof billingAddressClientSchema>
/** The form's fields once checked: trimmed, GSTIN upper-cased, isGSTValid recomputed. */
export type BillingAddressClient = z.output<typeof billingAddressClientSchema>

export const billingAddressServerSchema = z.strictObject({
  first_name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  /** The state's name (Karnataka), as invoices print it. */
  state: z.string(),
  pincode: z.string(),
  phone_number: z.string(),
  is_default: z.boolean(),
  gstin: z.string().nullable(),
  company_name: z.string().nullable(),
})
export type BillingAddressServer = z.infer<typeof billingAddressServerSchema>

/** The checked form as the server stores and answers it: the state code becomes its name; no GSTIN, no company. */
export function toServerBillingAddress(address: BillingAddressClient): BillingAddressServer {
  return {
    first_name: address.fullName,
    address_line1: address.addressLine1,
    address_line2: address.addressLine2 === '' ? null : address.addressLine2,
    city: address.city,
    state: stateName(address.state)!,
    pincode: address.pincode,
    phone_number: address.phoneNumber,
    is_default: address.saveBillingAddress,
    gstin: address.isGSTAvailable ? address.gstin : null,
    company_name: address.isGSTAvailable ? address.companyName : null,
  }
}

/** The form's values: as the schema's input, with no state chosen yet allowed (''). */
export type BillingAddressFormValues = Omit<BillingAddressClientInput, 'state'> & { state: IndianStateCode | '' }

/** A saved address back into the form (choosing a saved address fills the form); an unknown state name leaves it unchosen. */
export function toClientBillingAddress(address: BillingAddressServer): BillingAddressFormValues {
  const state = INDIAN_STATES.find((s) => s.name === address.state)?.code
  return {
    fullName: address.first_name,
    addressLine1: address.address_line1,
    addressLine2: address.address_line2 ?? '',
    city: address.city,
    state: state ?? '',
    pincode: address.pincode,
    phoneNumber: address.phone_number,
    saveBillingAddress: address.is_default,
    isGSTAvailable: address.gstin !== null,
    gstin: address.gstin ?? '',
    isGSTValid: address.gstin !== null,
    companyName: address.company_name ?? '',
  }
}
