import { z } from 'zod'
import { isEnquiryProduct, type EnquiryProduct } from './enquiry-products'
import { LEAD_CHANNELS, UTM_FIELDS, type LeadChannel, type UtmField } from './fields'

// What travels with a lead besides the visitor's answers: hidden inputs the form engine adds to every form (the page,
// the building and city it is about, the product, UTM parameters), the separate marketing consent, and the honeypot.

export {
  CONSENT_FIELD,
  CONTEXT_FIELD,
  HONEYPOT_FIELD,
  LEAD_CHANNELS,
  RESERVED_FIELD_NAMES,
  THANK_YOU_PATH,
  UTM_FIELDS,
  type LeadChannel,
  type UtmField,
} from './fields'

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined)

/** A same-site path: one leading slash (not two: that would be another site), no control characters. */
export const sitePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/)

// Hidden values are best effort: one that does not fit is dropped, never a reason to refuse the visitor's enquiry.
export const leadContextSchema = z.object({
  form: z
    .string({ error: 'Say which form this is.' })
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'Say which form this is.'),
  lead_page: sitePath.optional().catch(undefined),
  lead_building: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/)
    .optional()
    .catch(undefined),
  lead_city: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,40}$/)
    .optional()
    .catch(undefined),
  lead_product: z
    .string()
    .trim()
    .refine((v): v is EnquiryProduct => isEnquiryProduct(v))
    .optional()
    .catch(undefined),
  lead_channel: z.enum(LEAD_CHANNELS).catch('form').default('form'),
  utm_source: text(200),
  utm_medium: text(200),
  utm_campaign: text(200),
  utm_term: text(200),
  utm_content: text(200),
  marketing_consent: z
    .unknown()
    .optional()
    .transform((v) => v === true || (typeof v === 'string' && ['on', 'true', '1', 'yes'].includes(v.trim().toLowerCase()))),
  website: z.unknown().optional(),
})

export interface LeadContext {
  form: string
  page?: string
  building?: string
  city?: string
  product?: EnquiryProduct
  channel: LeadChannel
  utm: Partial<Record<UtmField, string>>
  marketingConsent: boolean
  /** The honeypot was filled in: a bot. */
  isBot: boolean
}

export function toLeadContext(parsed: z.infer<typeof leadContextSchema>): LeadContext {
  const utm: Partial<Record<UtmField, string>> = {}
  for (const f of UTM_FIELDS) if (parsed[f]) utm[f] = parsed[f]
  const honeypot = parsed.website
  return {
    form: parsed.form,
    page: parsed.lead_page,
    building: parsed.lead_building,
    city: parsed.lead_city,
    product: parsed.lead_product,
    channel: parsed.lead_channel,
    utm,
    marketingConsent: parsed.marketing_consent,
    isBot: honeypot !== undefined && honeypot !== null && honeypot !== '' && honeypot !== false,
  }
}
