import type { FormFieldDefinition } from './types'

// Which fields of a form take part, from the raw values: the browser form needs this to render, before any validation
// (schema.ts, with zod) has loaded.

export type RawValues = Record<string, unknown>

const TICKED = new Set(['on', 'true', '1', 'yes'])

/** Text as submitted: strings trimmed; a number becomes its text; anything else (arrays, objects) is not text. */
export function asText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return ''
  if (typeof raw === 'string') return raw.trim()
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return null
}

export function isTicked(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw
  return typeof raw === 'string' && TICKED.has(raw.trim().toLowerCase())
}

/**
 * Whether a field takes part: a field with dependentOn is shown and validated only while that field is active and
 * holds one of the dependentFor values (any value when none are listed). Chains resolve; a loop counts as inactive.
 */
export function isFieldActive(
  field: FormFieldDefinition,
  fields: readonly FormFieldDefinition[],
  raw: RawValues,
  seen: Set<string> = new Set(),
): boolean {
  if (!field.dependentOn) return true
  if (seen.has(field.name)) return false
  const parent = fields.find((f) => f.name === field.dependentOn)
  if (parent && !isFieldActive(parent, fields, raw, new Set([...seen, field.name]))) return false
  const value = parent?.type === 'checkbox' ? String(isTicked(raw[field.dependentOn])) : asText(raw[field.dependentOn])
  if (!value) return false
  return field.dependentFor?.length ? field.dependentFor.includes(value) : true
}
