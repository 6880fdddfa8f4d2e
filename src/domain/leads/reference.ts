import { THANK_YOU_PATH } from './fields'

// The enquiry reference a visitor sees on the thank-you page and in the confirmation email and SMS, and quotes on the
// phone: short, in capitals, without letters that read like digits (Crockford's base 32: no I, L, O or U).
// 'SW-7K4M-2PQX': 40 random bits, unique in the database (the leads table's index refuses a repeat).

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_PATTERN = /^SW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

/** The reference made of 8 random bytes (each byte picks one of the 32 characters: 256 is a multiple of 32). */
export function enquiryReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new Error('An enquiry reference needs 8 random bytes')
  const chars = [...randomBytes.slice(0, 8)].map((b) => ALPHABET[b % 32]).join('')
  return `SW-${chars.slice(0, 4)}-${chars.slice(4)}`
}

export function isEnquiryReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value)
}

/** The thank-you page showing the enquiry's reference and, for an enquiry from a building page, its next free visit slots. */
export function thankYouHref(reference: string | null, buildingCode?: string): string {
  const params = new URLSearchParams()
  if (isEnquiryReference(reference)) params.set('ref', reference)
  if (buildingCode) params.set('building', buildingCode)
  const query = params.toString()
  return query ? `${THANK_YOU_PATH}?${query}` : THANK_YOU_PATH
}
