// A form the operators configure in the CMS (collection `forms`), as the form engine sees it. Field names follow the
// spec's dynamic-form contract (section 3): name, customName, type, key, value, pattern, message, column,
// dependentOn, dependentFor. Payload's generated `Form['fields'][number]` fits this shape.

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'email-or-phone', 'select', 'number', 'textarea', 'checkbox'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

export const VALIDATION_KEYS = ['minLength', 'maxLength', 'min', 'max', 'pattern'] as const
export type ValidationKey = (typeof VALIDATION_KEYS)[number]

export type ContactKind = 'email' | 'phone'

export interface FieldValidation {
  key: ValidationKey
  value?: number | null
  pattern?: string | null
  message: string
}

export interface FormFieldDefinition {
  name: string
  customName: string
  type: FormFieldType
  required?: boolean | null
  column?: 'full' | 'half' | null
  placeholder?: string | null
  /** Default value. */
  value?: string | null
  pattern?: string | null
  message?: string | null
  /** What an email-or-phone field accepts; none listed means both. */
  allowedKinds?: ContactKind[] | null
  options?: { label: string; value: string }[] | null
  validations?: FieldValidation[] | null
  /** Show (and validate) only when the field of this name … */
  dependentOn?: string | null
  /** … has one of these values. */
  dependentFor?: string[] | null
}

export interface FormDefinition {
  handle: string
  title: string
  description?: string | null
  submitLabel: string
  fields: FormFieldDefinition[]
}

/**
 * A form's definition with its version: a digest of the definition, which changes with every edit of the form. Pages
 * render their forms from it on the server but hand the browser only the form's source (below).
 */
export type VersionedForm = FormDefinition & { version: string }

/**
 * Where the browser fetches a form's definition when the form comes alive (formPath): its handle, and the version
 * the page was rendered with, under which the answer may be kept for good.
 */
export interface FormSource {
  handle: string
  version: string
}

/** What a form's values are once validated: trimmed text, booleans for checkboxes; inactive and empty fields left out. */
export type FormValues = Record<string, string | boolean>
