import { APIError, type Field, type GlobalBeforeChangeHook, type GlobalConfig } from 'payload'
import { ADDRESS_NOC_PLACEHOLDERS, DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import { checkTemplate, describeProblems, type DocumentTemplate, type PlaceholderCatalogue } from '@/domain/documents/template'
import { fieldsToTemplate, templateToFields, type TemplateFields } from '@/domain/documents/template-fields'
import { DEFAULT_VO_AGREEMENT_TEMPLATE, VO_AGREEMENT_PLACEHOLDERS } from '@/domain/documents/vo-agreement'
import { isOperator } from '../access'

// The texts of the virtual-office agreement and the address NOC (src/domain/documents/): operators edit the clauses
// here; the defaults are filled in until they do. A save is refused when a placeholder is unknown or malformed, and
// each save of a changed text gets a new version, which every agreement sent records (and its audit page shows).

const help = (catalogue: PlaceholderCatalogue) =>
  `Placeholders: ${catalogue.map((p) => `{{${p.name}}} ${p.description.toLowerCase()}`).join('; ')}. **bold** marks bold text; a paragraph starting "- " is a bullet.`

function templateGroup(name: string, label: string, template: DocumentTemplate, catalogue: PlaceholderCatalogue): Field {
  const defaults = templateToFields(template)
  const paragraphs = (fieldName: string, fieldLabel: string, value: { text: string }[]): Field => ({
    name: fieldName,
    label: fieldLabel,
    type: 'array',
    defaultValue: value,
    labels: { singular: 'Paragraph', plural: 'Paragraphs' },
    fields: [{ name: 'text', type: 'textarea', required: true }],
  })
  return {
    name,
    label,
    type: 'group',
    admin: { description: help(catalogue) },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'title', type: 'text', required: true, defaultValue: defaults.title },
          { name: 'version', type: 'text', defaultValue: defaults.version, admin: { readOnly: true, description: 'Set on each change.' } },
        ],
      },
      { name: 'subtitle', type: 'text', defaultValue: defaults.subtitle },
      paragraphs('preamble', 'Preamble', defaults.preamble),
      {
        name: 'sections',
        label: 'Clauses',
        type: 'array',
        defaultValue: defaults.sections,
        labels: { singular: 'Clause', plural: 'Clauses' },
        admin: { initCollapsed: true },
        fields: [
          { name: 'heading', type: 'text', required: true },
          {
            name: 'paragraphs',
            type: 'array',
            minRows: 1,
            labels: { singular: 'Paragraph', plural: 'Paragraphs' },
            fields: [{ name: 'text', type: 'textarea', required: true }],
          },
        ],
      },
      paragraphs('closing', 'Closing', defaults.closing),
    ],
  }
}

type Stored = { agreement?: TemplateFields | null; noc?: TemplateFields | null }

const comparable = (fields: TemplateFields | null | undefined) => JSON.stringify({ ...(fields ?? {}), version: undefined, id: undefined })

/** Refuses unknown placeholders; gives a changed text a new version. */
const checkAndVersion: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const next = data as Stored
  const before = (originalDoc ?? {}) as Stored
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)
  for (const [key, catalogue] of [
    ['agreement', VO_AGREEMENT_PLACEHOLDERS],
    ['noc', ADDRESS_NOC_PLACEHOLDERS],
  ] as const) {
    const fields = next[key]
    if (!fields) continue
    let template: DocumentTemplate | null
    try {
      template = fieldsToTemplate(fields, 'edited')
    } catch {
      throw new APIError(
        `The ${key === 'agreement' ? 'agreement' : 'NOC'} text is incomplete: every clause needs a heading and a paragraph.`,
        400,
        null,
        true,
      )
    }
    if (!template) continue
    const problems = checkTemplate(template, catalogue)
    if (problems.length > 0)
      throw new APIError(`${key === 'agreement' ? 'Agreement' : 'NOC'}: ${describeProblems(problems)}`, 400, null, true)
    // The first save (the seed, or an operator's first edit of the defaults) keeps the version it is given.
    if (before[key]?.title && comparable(fields) !== comparable(before[key])) fields.version = `edited-${stamp}`
  }
  return next
}

export const VoDocumentTemplates: GlobalConfig = {
  slug: 'vo-templates',
  label: 'Virtual-office agreement and NOC',
  access: { read: isOperator, update: isOperator },
  admin: {
    group: 'Catalogue',
    description:
      'The texts of the agreement customers sign and of the address NOC in their document pack. Changes apply to agreements sent from then on.',
  },
  hooks: { beforeChange: [checkAndVersion] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Agreement',
          fields: [templateGroup('agreement', 'Virtual-office agreement', DEFAULT_VO_AGREEMENT_TEMPLATE, VO_AGREEMENT_PLACEHOLDERS)],
        },
        {
          label: 'Address NOC',
          fields: [templateGroup('noc', 'Address no-objection certificate', DEFAULT_ADDRESS_NOC_TEMPLATE, ADDRESS_NOC_PLACEHOLDERS)],
        },
      ],
    },
  ],
}
