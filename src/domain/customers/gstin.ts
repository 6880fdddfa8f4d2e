// GSTIN (spec section 5): upper-cased before update. Format: 2-digit state code, the 10-character PAN, the entity
// number, 'Z', and a check character (GST rules; the check digit is validated too).

export const INVALID_GSTIN_MESSAGE = 'Invalid GSTIN'
const FORMAT = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
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

export function isValidGstin(value: string): boolean {
  const g = normaliseGstin(value)
  return FORMAT.test(g) && gstinCheckCharacter(g.slice(0, 14)) === g[14]
}
