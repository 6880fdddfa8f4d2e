import { z } from 'zod'

// Document templates that operators edit in the admin (the virtual-office agreement, the address NOC): structured
// data, not a free-form file, so every agreement comes out with the same layout and every blank is a named field.
//
//   title, subtitle        plain text, may hold placeholders
//   preamble               paragraphs before the numbered clauses (the parties)
//   sections               numbered clauses: '1. Heading', its paragraphs '1.1', '1.2', …
//   closing                paragraphs after the clauses
//
// A paragraph is markdown-lite: `**bold**` runs, and a paragraph that starts with '- ' is a bullet (not numbered).
// `{{name}}` inserts a value ('{{member.companyName}}'); names are dotted camelCase words. A template is checked against
// the catalogue of placeholders its kind knows (an unknown one is an error that lists every unknown name), and rendered
// against values: substitution happens after the markdown is read, so a value with '**' in it stays literal text.

export const TEMPLATE_LIMITS = { title: 200, subtitle: 300, heading: 200, paragraph: 4000, paragraphs: 40, sections: 60 } as const

const paragraph = z.string().trim().min(1, 'A paragraph cannot be empty').max(TEMPLATE_LIMITS.paragraph)
const paragraphs = z.array(paragraph).max(TEMPLATE_LIMITS.paragraphs)

export const documentTemplateSchema = z.strictObject({
  /** Bumped by the admin on every edit; recorded with each signed document. */
  version: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(TEMPLATE_LIMITS.title),
  subtitle: z.string().trim().max(TEMPLATE_LIMITS.subtitle).optional(),
  preamble: paragraphs.default([]),
  sections: z
    .array(z.strictObject({ heading: z.string().trim().min(1).max(TEMPLATE_LIMITS.heading), paragraphs: paragraphs.min(1) }))
    .max(TEMPLATE_LIMITS.sections),
  closing: paragraphs.default([]),
})

export type DocumentTemplate = z.output<typeof documentTemplateSchema>

/** What a placeholder means, for the admin's help text next to the template editor. */
export interface PlaceholderSpec {
  name: string
  description: string
  example: string
}

export type PlaceholderCatalogue = readonly PlaceholderSpec[]

export type TemplateValues = Readonly<Record<string, string>>

export const PLACEHOLDER_NAME = /^[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*$/

export type TemplateProblem =
  | { kind: 'unknown-placeholder'; name: string; where: string }
  | { kind: 'malformed-placeholder'; text: string; where: string }
  | { kind: 'missing-value'; name: string; where: string }

export class TemplateError extends Error {
  constructor(readonly problems: readonly TemplateProblem[]) {
    super(describeProblems(problems))
    this.name = 'TemplateError'
  }
}

/** One sentence per kind of problem, naming each placeholder once: what the admin shows under the editor. */
export function describeProblems(problems: readonly TemplateProblem[]): string {
  const names = (kind: TemplateProblem['kind']) => [
    ...new Set(problems.filter((p) => p.kind === kind).map((p) => ('name' in p ? `{{${p.name}}}` : p.text))),
  ]
  const parts: string[] = []
  const unknown = names('unknown-placeholder')
  if (unknown.length) parts.push(`Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`)
  const malformed = names('malformed-placeholder')
  if (malformed.length) parts.push(`Not a placeholder (use {{name}} with letters, digits and dots): ${malformed.join(', ')}.`)
  const missing = names('missing-value')
  if (missing.length) parts.push(`No value for: ${missing.join(', ')}.`)
  return parts.join(' ')
}

// ── Reading text ────────────────────────────────────────────────────────────────────────────────────────────────

type Piece = { kind: 'text'; text: string; bold: boolean } | { kind: 'placeholder'; name: string; bold: boolean }

/** Splits text into literal runs and placeholders, reporting malformed ones ('{{ }}', '{{a b}}', an unclosed '{{'). */
function tokenize(text: string, where: string, problems: TemplateProblem[]): Piece[] {
  const pieces: Piece[] = []
  let bold = false
  let buffer = ''
  const flush = () => {
    if (buffer) pieces.push({ kind: 'text', text: buffer, bold })
    buffer = ''
  }
  let i = 0
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      flush()
      bold = !bold
      i += 2
    } else if (text.startsWith('{{', i)) {
      const end = text.indexOf('}}', i + 2)
      const inner = end < 0 ? null : text.slice(i + 2, end)
      if (inner === null || inner.includes('{')) {
        problems.push({ kind: 'malformed-placeholder', text: text.slice(i, end < 0 ? undefined : end + 2).slice(0, 60), where })
        buffer += '{{'
        i += 2
        continue
      }
      const name = inner.trim()
      if (!PLACEHOLDER_NAME.test(name)) problems.push({ kind: 'malformed-placeholder', text: `{{${inner}}}`, where })
      flush()
      pieces.push({ kind: 'placeholder', name, bold })
      i = end + 2
    } else if (text.startsWith('}}', i)) {
      problems.push({ kind: 'malformed-placeholder', text: '}}', where })
      buffer += '}}'
      i += 2
    } else {
      buffer += text[i]
      i += 1
    }
  }
  flush()
  return pieces
}

interface TextSlot {
  where: string
  text: string
}

function slots(template: DocumentTemplate): TextSlot[] {
  const out: TextSlot[] = [{ where: 'title', text: template.title }]
  if (template.subtitle) out.push({ where: 'subtitle', text: template.subtitle })
  template.preamble.forEach((text, i) => out.push({ where: `preamble[${i}]`, text }))
  template.sections.forEach((section, s) => {
    out.push({ where: `sections[${s}].heading`, text: section.heading })
    section.paragraphs.forEach((text, p) => out.push({ where: `sections[${s}].paragraphs[${p}]`, text }))
  })
  template.closing.forEach((text, i) => out.push({ where: `closing[${i}]`, text }))
  return out
}

/** Every placeholder name a template uses, in order of first use. */
export function placeholdersOf(template: DocumentTemplate): string[] {
  const names = new Set<string>()
  for (const slot of slots(template))
    for (const piece of tokenize(slot.text, slot.where, [])) if (piece.kind === 'placeholder') names.add(piece.name)
  return [...names]
}

/** The problems of a template against its catalogue: unknown and malformed placeholders. Empty when it is good. */
export function checkTemplate(template: DocumentTemplate, catalogue: PlaceholderCatalogue): TemplateProblem[] {
  const known = new Set(catalogue.map((p) => p.name))
  const problems: TemplateProblem[] = []
  for (const slot of slots(template))
    for (const piece of tokenize(slot.text, slot.where, problems))
      if (piece.kind === 'placeholder' && PLACEHOLDER_NAME.test(piece.name) && !known.has(piece.name))
        problems.push({ kind: 'unknown-placeholder', name: piece.name, where: slot.where })
  return problems
}

// ── Rendering ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface TextRun {
  text: string
  bold: boolean
}

export type RenderedBlock =
  | { kind: 'heading'; number: string; text: string }
  | { kind: 'paragraph'; number: string | null; runs: TextRun[] }
  | { kind: 'bullet'; runs: TextRun[] }

export interface RenderedDocument {
  templateVersion: string
  title: string
  subtitle: string | null
  blocks: RenderedBlock[]
}

function merge(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = []
  for (const run of runs) {
    if (!run.text) continue
    const last = out[out.length - 1]
    if (last && last.bold === run.bold) last.text += run.text
    else out.push({ ...run })
  }
  return out
}

/**
 * The template with every placeholder filled in. Throws a TemplateError listing every unknown or malformed placeholder,
 * and every placeholder without a value, so nothing is ever printed with a blank in it.
 */
export function renderTemplate(template: DocumentTemplate, catalogue: PlaceholderCatalogue, values: TemplateValues): RenderedDocument {
  const problems = checkTemplate(template, catalogue)
  if (problems.length) throw new TemplateError(problems)
  const missing: TemplateProblem[] = []

  const fill = (text: string, where: string): TextRun[] =>
    merge(
      tokenize(text, where, []).map((piece) => {
        if (piece.kind === 'text') return { text: piece.text, bold: piece.bold }
        const value = Object.hasOwn(values, piece.name) ? values[piece.name] : undefined
        if (value === undefined || value.trim() === '') {
          missing.push({ kind: 'missing-value', name: piece.name, where })
          return { text: '', bold: piece.bold }
        }
        return { text: value, bold: piece.bold }
      }),
    )
  const plain = (text: string, where: string) =>
    fill(text, where)
      .map((r) => r.text)
      .join('')

  const paragraphBlock = (text: string, where: string, number: string | null): RenderedBlock => {
    if (text.startsWith('- ')) return { kind: 'bullet', runs: fill(text.slice(2).trimStart(), where) }
    return { kind: 'paragraph', number, runs: fill(text, where) }
  }

  const blocks: RenderedBlock[] = []
  template.preamble.forEach((text, i) => blocks.push(paragraphBlock(text, `preamble[${i}]`, null)))
  template.sections.forEach((section, s) => {
    const number = String(s + 1)
    blocks.push({ kind: 'heading', number, text: plain(section.heading, `sections[${s}].heading`) })
    let clause = 0
    section.paragraphs.forEach((text, p) => {
      const bullet = text.startsWith('- ')
      if (!bullet) clause += 1
      blocks.push(paragraphBlock(text, `sections[${s}].paragraphs[${p}]`, bullet ? null : `${number}.${clause}`))
    })
  })
  template.closing.forEach((text, i) => blocks.push(paragraphBlock(text, `closing[${i}]`, null)))

  const title = plain(template.title, 'title')
  const subtitle = template.subtitle ? plain(template.subtitle, 'subtitle') : null
  if (missing.length) throw new TemplateError(missing)
  return { templateVersion: template.version, title, subtitle, blocks }
}

/** The rendered text as plain lines (search, tests, the text part of an email). */
export function renderedText(document: RenderedDocument): string {
  const lines = [document.title, ...(document.subtitle ? [document.subtitle] : [])]
  for (const block of document.blocks) {
    const text = block.kind === 'heading' ? block.text : block.runs.map((r) => r.text).join('')
    lines.push(
      block.kind === 'heading'
        ? `${block.number}. ${text}`
        : block.kind === 'bullet'
          ? `• ${text}`
          : block.number
            ? `${block.number} ${text}`
            : text,
    )
  }
  return lines.join('\n')
}
