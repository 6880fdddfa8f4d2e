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

/** What a form's values are once validated: trimmed text, booleans for checkboxes; inactive and empty fields left out. */
export type FormValues = Record<string, string | boolean>
