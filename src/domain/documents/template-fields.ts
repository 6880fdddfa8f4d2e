import { documentTemplateSchema, type DocumentTemplate } from './template'

// A document template as the admin stores it (Payload arrays of rows: { text } paragraphs, sections with their
// paragraphs) and back. Pure, so the global's hook and the loader read it alike.

export interface TemplateFields {
  version?: string | null
  title?: string | null
  subtitle?: string | null
  preamble?: { text?: string | null }[] | null
  sections?: { heading?: string | null; paragraphs?: { text?: string | null }[] | null }[] | null
  closing?: { text?: string | null }[] | null
}

const texts = (rows: { text?: string | null }[] | null | undefined) =>
  (rows ?? []).map((r) => (r.text ?? '').trim()).filter((t) => t.length > 0)

export interface FilledTemplateFields {
  version: string
  title: string
  subtitle: string
  preamble: { text: string }[]
  sections: { heading: string; paragraphs: { text: string }[] }[]
  closing: { text: string }[]
}

export function templateToFields(template: DocumentTemplate): FilledTemplateFields {
  return {
    version: template.version,
    title: template.title,
    subtitle: template.subtitle ?? '',
    preamble: template.preamble.map((text) => ({ text })),
    sections: template.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs.map((text) => ({ text })) })),
    closing: template.closing.map((text) => ({ text })),
  }
}

/** The template the fields describe, or null when they hold none yet (no title): use the default. */
export function fieldsToTemplate(fields: TemplateFields | null | undefined, fallbackVersion: string): DocumentTemplate | null {
  if (!fields?.title?.trim()) return null
  return documentTemplateSchema.parse({
    version: fields.version?.trim() || fallbackVersion,
    title: fields.title,
    ...(fields.subtitle?.trim() ? { subtitle: fields.subtitle } : {}),
    preamble: texts(fields.preamble),
    sections: (fields.sections ?? []).map((s) => ({ heading: s.heading ?? '', paragraphs: texts(s.paragraphs) })),
    closing: texts(fields.closing),
  })
}
