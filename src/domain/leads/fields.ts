// The names of what travels with a lead besides the visitor's answers (see context.ts). Kept apart from the zod
// schemas, so the browser's form engine gets the names without zod.

export const CONTEXT_FIELD = {
  form: 'form',
  page: 'lead_page',
  building: 'lead_building',
  city: 'lead_city',
  product: 'lead_product',
  channel: 'lead_channel',
} as const
/** How the enquiry reached us: a form on the page, or the chat assistant's hand-off. */
export const LEAD_CHANNELS = ['form', 'chat'] as const
export type LeadChannel = (typeof LEAD_CHANNELS)[number]
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmField = (typeof UTM_FIELDS)[number]
export const CONSENT_FIELD = 'marketing_consent'
/** Where the visitor lands once the enquiry is saved. */
export const THANK_YOU_PATH = '/thank-you/'
/** A field people never see; bots fill it in. */
export const HONEYPOT_FIELD = 'website'

/** Names a CMS form field may not take: the engine's own inputs use them. */
export const RESERVED_FIELD_NAMES: readonly string[] = [...Object.values(CONTEXT_FIELD), ...UTM_FIELDS, CONSENT_FIELD, HONEYPOT_FIELD]
