// WhatsApp's click-to-chat link (https://wa.me/<number>): the number in international form, digits only.

/**
 * The click-to-chat address of a number as operators type it ('+91 98765 43210', '98765 43210', '+44 20 7946 0000');
 * a 10-digit number without a country code is an Indian one. Null when it is not a phone number.
 */
export function whatsappHref(number: string | null | undefined): string | null {
  if (!number) return null
  const trimmed = number.trim()
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (!trimmed.startsWith('+')) {
    if (/^0\d{10}$/.test(digits)) digits = digits.slice(1)
    if (/^\d{10}$/.test(digits)) digits = `91${digits}`
  }
  // E.164: a country code and up to 15 digits in all; anything shorter than a country code and 8 digits is not a number.
  if (digits.length < 10 || digits.length > 15 || digits.startsWith('0')) return null
  return `https://wa.me/${digits}`
}
