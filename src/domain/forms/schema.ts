import { z } from 'zod'
import {
  configuredValidationError,
  emailError,
  emailOrPhoneError,
  MAX_LENGTH,
  matchesPattern,
  maxLengthMessage,
  normalisePhone,
  NUMBER_MESSAGE,
  OPTION_MESSAGE,
  INVALID_INPUT_MESSAGE,
  phoneError,
  requiredMessage,
} from './rules'
import { asText, isFieldActive, isTicked, type RawValues } from './active'
import type { FormFieldDefinition, FormValues } from './types'

// One schema per form, built from its field definitions: the browser form (react-hook-form's resolver) and the
// server (POST /api/leads) both validate with it, so a message shown inline is the message the server answers.

export { isFieldActive, type RawValues } from './active'

export interface FormCheck {
  /** The clean values of the active fields (see FormValues). */
  values: FormValues
  /** One message per invalid field, keyed by field name, in the form's order. */
  errors: Record<string, string>
}

const NUMBER = /^-?\d+(\.\d+)?$/

/** The message for one field's raw value, and its clean value when valid (undefined: nothing to keep). */
export function checkField(field: FormFieldDefinition, raw: unknown): { error: string | null; value?: string | boolean } {
  if (field.type === 'checkbox') {
    const ticked = isTicked(raw)
    if (field.required && !ticked) return { error: requiredMessage(field) }
    return { error: null, value: ticked }
  }
  const text = asText(raw)
  if (text === null) return { error: INVALID_INPUT_MESSAGE }
  if (field.type === 'email-or-phone') {
    const error = emailOrPhoneError(text, field)
    return error ? { error } : { error: null, value: text || undefined }
  }
  const value = field.type === 'phone' ? normalisePhone(text) : text
  if (value === '') return { error: field.required ? requiredMessage(field) : null }
  const max = field.type === 'textarea' ? MAX_LENGTH.textarea : MAX_LENGTH.other
  if ([...value].length > max) return { error: maxLengthMessage(max) }
  const error = typeError(field, value) ?? configuredValidationError(value, field.validations)
  return error ? { error } : { error: null, value }
}

function typeError(field: FormFieldDefinition, value: string): string | null {
  switch (field.type) {
    case 'email':
      return emailError(value, field)
    case 'phone':
      return phoneError(value)
    case 'number':
      return NUMBER.test(value) ? null : NUMBER_MESSAGE
    case 'select':
      return field.options?.some((o) => o.value === value) ? null : OPTION_MESSAGE
    default:
      // text and textarea: the field's own pattern, when the operators set one.
      return field.pattern && !matchesPattern(value, field.pattern) ? field.message || INVALID_INPUT_MESSAGE : null
  }
}

/** Every rule of every active field; inactive fields (a dependent field whose condition is not met) are ignored. */
export function checkForm(fields: readonly FormFieldDefinition[], raw: RawValues): FormCheck {
  const values: FormValues = {}
  const errors: Record<string, string> = {}
  for (const field of fields) {
    if (!isFieldActive(field, fields, raw)) continue
    const { error, value } = checkField(field, raw[field.name])
    if (error) errors[field.name] = error
    else if (value !== undefined && value !== '') values[field.name] = value
  }
  return { values, errors }
}

/** The zod schema of a form: parses raw values into FormValues, or fails with one issue per invalid field. */
export function buildFormSchema(fields: readonly FormFieldDefinition[]) {
  return z.record(z.string(), z.unknown()).transform((raw, ctx): FormValues => {
    const { values, errors } = checkForm(fields, raw)
    const entries = Object.entries(errors)
    if (entries.length === 0) return values
    for (const [name, message] of entries) ctx.issues.push({ code: 'custom', path: [name], message, input: raw[name] })
    return z.NEVER
  })
}
