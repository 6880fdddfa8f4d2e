import type { FormFieldDefinition } from './types'

// What a form shows before any validation runs; apart from rules.ts, so rendering a form loads no phone metadata.

/** The label a field shows: required ones end in ' *'. */
export function fieldLabel(field: Pick<FormFieldDefinition, 'customName' | 'required'>): string {
  return field.required ? `${field.customName} *` : field.customName
}
