import { isPan, normaliseIdentifier } from './identifiers'

// What identity numbers look like wherever a person sees them (the account, the admin, an API answer).
// PAN: the first five letters and the last one stay, the four digits become X ('AAPPV1234K' → 'AAPPVXXXXK'), as in
// research/payments.md; the holder type (4th letter) stays readable, which is what an operator checks.
// Aadhaar: only the last 4 digits are ever accepted or stored (UIDAI circular K-11020/205/2017: full numbers need an
// Aadhaar Data Vault), shown as 'XXXX XXXX 1234'.

export const AADHAAR_LAST4_MESSAGE = 'Enter the last 4 digits of the Aadhaar number'
export const FULL_AADHAAR_REFUSED_MESSAGE = 'Enter only the last 4 digits of the Aadhaar number, never the full number'

/** 'AAPPV1234K' → 'AAPPVXXXXK'. Anything that is not a PAN is masked whole (never echoed back). */
export function maskPan(value: string): string {
  const pan = normaliseIdentifier(value)
  if (!isPan(pan)) return 'X'.repeat(Math.min(Math.max(pan.length, 1), 10))
  return `${pan.slice(0, 5)}XXXX${pan[9]}`
}

export type AadhaarLast4Check = { ok: true; last4: string } | { ok: false; reason: 'full-number' | 'invalid'; message: string }

/**
 * The last 4 digits of an Aadhaar number as typed ('1234', ' 12 34'). A full number (12 digits, with or without
 * spaces or hyphens) is refused with its own message, so a form can say why; so is anything but exactly 4 digits.
 * The input is never echoed in a message.
 */
export function parseAadhaarLast4(value: string): AadhaarLast4Check {
  const digits = value.replace(/[\s-]+/g, '')
  if (/^[0-9]{12}$/.test(digits)) return { ok: false, reason: 'full-number', message: FULL_AADHAAR_REFUSED_MESSAGE }
  if (!/^[0-9]{4}$/.test(digits)) return { ok: false, reason: 'invalid', message: AADHAAR_LAST4_MESSAGE }
  return { ok: true, last4: digits }
}

/** '1234' → 'XXXX XXXX 1234'. */
export function maskAadhaarLast4(last4: string): string {
  const check = parseAadhaarLast4(last4)
  return check.ok ? `XXXX XXXX ${check.last4}` : 'XXXX XXXX XXXX'
}
