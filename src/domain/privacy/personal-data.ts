// What personal data looks like in free text: an email address, a long run of digits (a phone or account number) or a
// PAN. Analytics drops values that contain any of them; the chat log keeps the question with each one masked.

export const EMAIL_PATTERN = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i
export const PAN_PATTERN = /\b[A-Z]{5}\d{4}[A-Z]\b/
/** Eight or more digits once spaces and dashes are taken out (Indian mobiles have 10). */
const LONG_NUMBER = /\d{8,}/

export function looksPersonal(value: string): boolean {
  return EMAIL_PATTERN.test(value) || LONG_NUMBER.test(value.replace(/[\s-]/g, '')) || PAN_PATTERN.test(value)
}

/** The text with emails, phone-like numbers and PANs replaced by [email], [number] and [PAN]. */
export function maskPersonalData(text: string): string {
  return text
    .replace(new RegExp(EMAIL_PATTERN.source, 'gi'), '[email]')
    .replace(new RegExp(PAN_PATTERN.source, 'gi'), '[PAN]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, (run) => (run.replace(/\D/g, '').length >= 8 ? '[number]' : run))
}
