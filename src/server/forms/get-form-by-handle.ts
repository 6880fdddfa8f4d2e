import { createHash } from 'node:crypto'
import { cache } from 'react'
import type { FormDefinition, FormFieldDefinition, VersionedForm } from '@/domain/forms/types'
import type { Form } from '@/payload-types'
import { getPayloadClient } from '../payload'

/** The engine's view of a CMS form: only what rendering and validation need (no ids, no timestamps). */
export function toFormDefinition(form: Form): FormDefinition {
  return {
    handle: form.handle,
    title: form.title,
    description: form.description ?? null,
    submitLabel: form.submitLabel,
    fields: form.fields.map((f): FormFieldDefinition => ({
      name: f.name,
      customName: f.customName,
      type: f.type,
      required: f.required ?? false,
      column: f.column ?? 'full',
      placeholder: f.placeholder ?? null,
      value: f.value ?? null,
      pattern: f.pattern ?? null,
      message: f.message ?? null,
      allowedKinds: f.allowedKinds?.length ? f.allowedKinds : null,
      options: f.options?.map((o) => ({ label: o.label, value: o.value })) ?? null,
      validations:
        f.validations?.map((v) => ({ key: v.key, value: v.value ?? null, pattern: v.pattern ?? null, message: v.message })) ?? null,
      dependentOn: f.dependentOn ?? null,
      dependentFor: f.dependentFor?.length ? f.dependentFor : null,
    })),
  }
}

/** The definition with its version: a digest of the definition, so any edit of the form gives a new one. */
export function versioned(definition: FormDefinition): VersionedForm {
  const version = createHash('sha256').update(JSON.stringify(definition)).digest('base64url').slice(0, 12)
  return { ...definition, version }
}

/** The 'Get in touch' form of the header, building pages, product pages and guided selling. */
export const LEAD_FORM_HANDLE = 'lead-form'

/** The form with this handle ('lead-form' is the "Get in touch" form), with its id and version; null when there is none. */
export const getFormByHandle = cache(async (handle: string): Promise<(VersionedForm & { id: number }) | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'forms', where: { handle: { equals: handle } }, limit: 1, depth: 0, pagination: false })
  const form = docs[0]
  return form ? { id: form.id, ...versioned(toFormDefinition(form)) } : null
})
