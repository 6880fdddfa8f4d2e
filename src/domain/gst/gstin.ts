import { stateName } from '@/domain/geo/indian-states'
import { gstStateByCode, gstStateForIsoCode } from './state-codes'

// GSTIN (spec section 5: upper-cased before update; 'Invalid GSTIN'). Fifteen characters: the two-digit GST state code
// of the registration, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number (1–9, then A–Z), 'Z', and
// a check character: base-36 weighted sum of the first 14 characters, weights 1 and 2 alternating (research/payments.md).

export const INVALID_GSTIN_MESSAGE = 'Invalid GSTIN'
export const COMPANY_NAME_REQUIRED_MESSAGE = 'Enter the company name registered with this GSTIN'

const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** The GSTIN check character: base-36 weighted sum (weights 1, 2 alternating) of the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARSET[(36 - (sum % 36)) % 36]!
}

/** Format, a state code that exists today (not legacy 25 or 28), and the check character; spaces and case are forgiven. */
export function isValidGstin(value: string): boolean {
  const g = normaliseGstin(value)
  return FORMAT.test(g) && gstStateByCode(g.slice(0, 2)) !== undefined && gstinCheckCharacter(g.slice(0, 14)) === g[14]
}

/** The message when a GSTIN is registered in another state than the billing address's. */
export function gstinStateMismatchMessage(gstinStateName: string, billingStateName: string): string {
  return `This GSTIN is registered in ${gstinStateName}, but the billing state is ${billingStateName}. Choose ${gstinStateName} as the billing state or enter a GSTIN registered in ${billingStateName}.`
}

export type GstinCheck = { ok: true; gstin: string; gstCode: string } | { ok: false; reason: 'invalid' | 'state-mismatch'; message: string }

/**
 * The GSTIN of a billing address: valid (normalised), and registered in the billing state (its ISO code, as the
 * address form stores it) — the invoice's recipient GSTIN and recipient state must agree. 'Invalid GSTIN' for a bad
 * format, a legacy or unknown state code or a wrong check character; a message naming both states otherwise.
 */
export function checkGstinForState(value: string, billingStateIsoCode: string): GstinCheck {
  const gstin = normaliseGstin(value)
  if (!isValidGstin(gstin)) return { ok: false, reason: 'invalid', message: INVALID_GSTIN_MESSAGE }
  const registered = gstStateByCode(gstin.slice(0, 2))!
  const billing = gstStateForIsoCode(billingStateIsoCode)
  if (billing?.gstCode !== registered.gstCode) {
    const billingName = stateName(billingStateIsoCode) ?? billingStateIsoCode
    return { ok: false, reason: 'state-mismatch', message: gstinStateMismatchMessage(registered.name, billingName) }
  }
  return { ok: true, gstin, gstCode: registered.gstCode }
}
