import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core'
import indiaPhoneMetadata from './phone-metadata-in.json'
import type { ContactKind, FieldValidation, FormFieldDefinition } from './types'

// The validation rules of the dynamic forms (spec section 5), one function per rule, shared by the browser form and
// the server through buildFormSchema. The messages the spec names are exported so tests and UI use the same text.

export const EMAIL_MESSAGE = 'Enter a valid email address'
export const PHONE_MESSAGE = 'Enter a valid phone number'
export const INVALID_INPUT_MESSAGE = 'Please enter valid input'
export const OPTION_MESSAGE = 'Choose one of the options'
export const NUMBER_MESSAGE = 'Enter a number'

/** Email: a local part, @, a domain, and a top-level domain of 2–10 letters. */
export const EMAIL_PATTERN = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,10}$'
/** Name: letters, dots and apostrophes; words separated by single spaces. */
export const NAME_PATTERN = "^[A-Za-z.']+(?: [A-Za-z.']+)*$"
/** The second name pattern: letters, digits and !@#$%^*_|&- ; words separated by single spaces. */
export const NAME_WITH_SYMBOLS_PATTERN = '^[A-Za-z0-9!@#$%^*_|&-]+(?: [A-Za-z0-9!@#$%^*_|&-]+)*$'

/** The email-or-phone heuristic: 8–10 digits is meant as a phone number; an email-like prefix with @ as an email. */
const PHONE_LIKE = /^\d{8,10}$/
const EMAIL_LIKE = /^[A-Za-z0-9._%+-]+@/
const TEN_DIGITS = /^\d{10}$/
/** India's mobile numbers: 10 digits starting with 6, 7, 8 or 9 (landlines and short codes are not reachable by SMS). */
const INDIAN_MOBILE = /^[6-9]\d{9}$/

/** Longest value any field takes, whatever the operators configure: keeps stored leads and regex checks bounded. */
export const MAX_LENGTH = { textarea: 5000, other: 500 } as const

/**
 * The message of an empty required field, as a person would write it: 'Full name is required', but a question label
 * gets 'Choose an answer to “What are you looking for?”' (a list) or 'Answer “…”', and a tick box 'Tick “I agree” to
 * continue'.
 */
export function requiredMessage(field: Pick<FormFieldDefinition, 'customName'> & { type?: FormFieldDefinition['type'] }): string {
  const label = field.customName.trim()
  if (field.type === 'checkbox') return `Tick “${label}” to continue`
  if (label.endsWith('?')) return field.type === 'select' ? `Choose an answer to “${label}”` : `Answer “${label}”`
  return `${label} is required`
}

export function maxLengthMessage(max: number): string {
  return `Keep this under ${max.toLocaleString('en-IN')} characters`
}

export { fieldLabel } from './labels'

const compiled = new Map<string, RegExp | null>()

/** A configured pattern as a RegExp; null when the text is not a valid expression (such a rule is skipped, not fatal). */
export function compilePattern(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    let regex: RegExp | null
    try {
      regex = new RegExp(pattern)
    } catch {
      regex = null
    }
    compiled.set(pattern, regex)
  }
  return compiled.get(pattern)!
}

export function matchesPattern(value: string, pattern: string): boolean {
  const regex = compilePattern(pattern)
  return regex ? regex.test(value) : true
}

/**
 * Phone numbers as people type them: with spaces, dashes or brackets, India's country code (+91, 91, 0091) or the
 * trunk 0 ('098765 43210'). They are checked and stored as the 10 digits of the number; anything else is left for
 * phoneError to refuse.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, '')
  const national = /^(?:\+91|0091|91|0)(\d{10})$/.exec(compact)
  return national ? national[1]! : compact
}

// India's numbering plan from libphonenumber-js (scripts/make-phone-metadata.ts): 5 kB in the browser, not 150 kB.
const INDIA: unknown = indiaPhoneMetadata

/** Exactly 10 digits, an Indian mobile number, and one India can dial (the international phone-number check). */
export function phoneError(value: string): string | null {
  return TEN_DIGITS.test(value) && INDIAN_MOBILE.test(value) && isValidPhoneNumber(value, 'IN', INDIA as MetadataJson)
    ? null
    : PHONE_MESSAGE
}

/** Email fields: the field's own pattern (operators must set one; the default is the 2–10 letter domain rule). */
export function emailError(value: string, field: Pick<FormFieldDefinition, 'pattern' | 'message'> = {}): string | null {
  return matchesPattern(value, field.pattern || EMAIL_PATTERN) ? null : field.message || EMAIL_MESSAGE
}

/** What an email-or-phone input is meant as, or null when it looks like neither. */
export function contactKind(value: string): ContactKind | null {
  if (PHONE_LIKE.test(value)) return 'phone'
  if (EMAIL_LIKE.test(value)) return 'email'
  return null
}

/** The combined email-or-phone field. `value` is trimmed; empty and optional passes. */
export function emailOrPhoneError(value: string, field: Pick<FormFieldDefinition, 'required' | 'allowedKinds'>): string | null {
  if (value === '') return field.required ? INVALID_INPUT_MESSAGE : null
  const kind = contactKind(value)
  const allowed = field.allowedKinds?.length ? field.allowedKinds : (['email', 'phone'] as const)
  if (!kind || !allowed.includes(kind)) return INVALID_INPUT_MESSAGE
  if (kind === 'email') return matchesPattern(value, EMAIL_PATTERN) ? null : EMAIL_MESSAGE
  return phoneError(value)
}

/** The configured validations of a field, in order; the first that fails gives its message. */
export function configuredValidationError(value: string, validations: readonly FieldValidation[] | null | undefined): string | null {
  for (const rule of validations ?? []) {
    if (!passes(value, rule)) return rule.message
  }
  return null
}

function passes(value: string, rule: FieldValidation): boolean {
  switch (rule.key) {
    case 'pattern':
      return !rule.pattern || matchesPattern(value, rule.pattern)
    case 'minLength':
      return rule.value == null || [...value].length >= rule.value
    case 'maxLength':
      return rule.value == null || [...value].length <= rule.value
    case 'min':
    case 'max': {
      if (rule.value == null) return true
      const n = Number(value)
      if (!Number.isFinite(n)) return false
      return rule.key === 'min' ? n >= rule.value : n <= rule.value
    }
    default:
      return true
  }
}
