import { describe, expect, it } from 'vitest'
import {
  checkTemplate,
  documentTemplateSchema,
  placeholdersOf,
  renderTemplate,
  renderedText,
  TemplateError,
  type DocumentTemplate,
  type PlaceholderCatalogue,
} from '@/domain/documents/template'
import {
  checkSignRequestAgainstFacts,
  DEFAULT_VO_AGREEMENT_TEMPLATE,
  rupeeTextToPaise,
  VO_AGREEMENT_PLACEHOLDERS,
  voAgreementValues,
} from '@/domain/documents/vo-agreement'
import { ADDRESS_NOC_PLACEHOLDERS, addressNocValues, DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import { agreementFacts, nocFacts } from './helpers/esign-fixtures'

const catalogue: PlaceholderCatalogue = [
  { name: 'member.companyName', description: '', example: '' },
  { name: 'fees.total', description: '', example: '' },
]

function template(paragraphs: string[], extra: Partial<DocumentTemplate> = {}): DocumentTemplate {
  return documentTemplateSchema.parse({
    version: 't1',
    title: 'Agreement for {{member.companyName}}',
    sections: [{ heading: 'Fees', paragraphs }],
    ...extra,
  })
}

describe('document templates', () => {
  it('lists every unknown placeholder, once each, with where it is', () => {
    const t = template(['Pay {{fees.total}} to {{provider.bank}}.', 'Also {{provider.bank}} and {{ member.gstin }}.'])
    const problems = checkTemplate(t, catalogue)
    expect(problems).toEqual([
      { kind: 'unknown-placeholder', name: 'provider.bank', where: 'sections[0].paragraphs[0]' },
      { kind: 'unknown-placeholder', name: 'provider.bank', where: 'sections[0].paragraphs[1]' },
      { kind: 'unknown-placeholder', name: 'member.gstin', where: 'sections[0].paragraphs[1]' },
    ])
    expect(() => renderTemplate(t, catalogue, { 'member.companyName': 'Foo', 'fees.total': '₹1.00' })).toThrow(
      'Unknown placeholders: {{provider.bank}}, {{member.gstin}}.',
    )
  })

  it('refuses malformed placeholders and unclosed braces', () => {
    const t = template(['Bad {{fees total}} and {{}} and {{fees.total', 'and stray }} here'])
    const error = (() => {
      try {
        renderTemplate(t, catalogue, { 'member.companyName': 'Foo', 'fees.total': '₹1.00' })
      } catch (e) {
        return e as TemplateError
      }
      throw new Error('rendered')
    })()
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.problems.map((p) => p.kind)).toEqual([
      'malformed-placeholder',
      'malformed-placeholder',
      'malformed-placeholder',
      'malformed-placeholder',
    ])
    expect(error.message).toContain('Not a placeholder')
  })

  it('refuses to render with a placeholder left blank', () => {
    const t = template(['Pay {{fees.total}}.'])
    expect(() => renderTemplate(t, catalogue, { 'member.companyName': 'Foo', 'fees.total': '  ' })).toThrow('No value for: {{fees.total}}.')
  })

  it('numbers clauses, keeps bullets unnumbered, and reads bold before filling values in', () => {
    const t = template(['The fee is **{{fees.total}}**.', '- a bullet for {{member.companyName}}', 'Second clause.'], {
      preamble: ['Between us and **{{member.companyName}}**.'],
    })
    const rendered = renderTemplate(t, catalogue, { 'member.companyName': 'A **B** C', 'fees.total': '₹17,988.00' })
    expect(rendered.title).toBe('Agreement for A **B** C')
    expect(rendered.blocks).toEqual([
      {
        kind: 'paragraph',
        number: null,
        runs: [
          { text: 'Between us and ', bold: false },
          { text: 'A **B** C', bold: true },
          { text: '.', bold: false },
        ],
      },
      { kind: 'heading', number: '1', text: 'Fees' },
      {
        kind: 'paragraph',
        number: '1.1',
        runs: [
          { text: 'The fee is ', bold: false },
          { text: '₹17,988.00', bold: true },
          { text: '.', bold: false },
        ],
      },
      { kind: 'bullet', runs: [{ text: 'a bullet for A **B** C', bold: false }] },
      { kind: 'paragraph', number: '1.2', runs: [{ text: 'Second clause.', bold: false }] },
    ])
    expect(placeholdersOf(t)).toEqual(['member.companyName', 'fees.total'])
  })

  it('the default agreement and NOC use only their own placeholders and render completely', () => {
    expect(checkTemplate(DEFAULT_VO_AGREEMENT_TEMPLATE, VO_AGREEMENT_PLACEHOLDERS)).toEqual([])
    expect(checkTemplate(DEFAULT_ADDRESS_NOC_TEMPLATE, ADDRESS_NOC_PLACEHOLDERS)).toEqual([])
    const agreement = renderedText(
      renderTemplate(DEFAULT_VO_AGREEMENT_TEMPLATE, VO_AGREEMENT_PLACEHOLDERS, voAgreementValues(agreementFacts())),
    )
    expect(agreement).toContain('Agreement no. SW/VO/2026/000123 dated 11 December 2026')
    expect(agreement).toContain('The fee for the term is ₹17,988.00 (₹1,499.00 per month)')
    expect(agreement).toContain('refundable security deposit of ₹5,000.00')
    expect(agreement).toContain('from 1 January 2027 until 31 December 2027. Desk or mailbox reference: BLR-KOR-VO-042.')
    expect(agreement).toContain('the courts at Bengaluru have exclusive jurisdiction')
    expect(agreement).not.toContain('{{')
    const noc = renderedText(renderTemplate(DEFAULT_ADDRESS_NOC_TEMPLATE, ADDRESS_NOC_PLACEHOLDERS, addressNocValues(nocFacts())))
    expect(noc).toContain('We have no objection to Foo Analytics Private Limited using these premises as its registered office')
    // Every placeholder the catalogue offers has a value, so an operator can use any of them.
    const values = voAgreementValues(agreementFacts({ deskId: null, member: { ...agreementFacts().member, industry: null } }))
    for (const { name } of VO_AGREEMENT_PLACEHOLDERS) expect(values[name]?.trim(), name).toBeTruthy()
    expect(values['desk.id']).toBe('Not assigned')
  })

  it('an operator’s edit with an unknown placeholder is refused by name', () => {
    const edited = structuredClone(DEFAULT_VO_AGREEMENT_TEMPLATE)
    edited.sections[0]!.paragraphs.push('Parking bay {{parking.bay}} is included.')
    expect(checkTemplate(edited, VO_AGREEMENT_PLACEHOLDERS)).toEqual([
      { kind: 'unknown-placeholder', name: 'parking.bay', where: 'sections[0].paragraphs[4]' },
    ])
  })
})

describe('the sign request against the server’s facts', () => {
  const facts = agreementFacts()
  const request = {
    startingDate: '2027-01-01',
    mcn: 'SW/VO/2026/000123',
    term: '12 months',
    mainPremises: 'Unit 3F-12,  No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
    deskId: 'BLR-KOR-VO-042',
    npm: '₹1,499.00',
    tas: '17988',
    f1: '5000.00',
    f2: 'Rs. 999',
  }

  it('accepts figures as the screen showed them', () => {
    expect(checkSignRequestAgainstFacts(request, facts)).toEqual([])
    expect(checkSignRequestAgainstFacts({ startingDate: '2027-01-01' }, facts)).toEqual([])
  })

  it('names every field that differs from the server', () => {
    expect(
      checkSignRequestAgainstFacts({ ...request, startingDate: '2027-01-02', npm: '1,399.00', f2: '0', mcn: 'SW/VO/2026/000124' }, facts),
    ).toEqual(['startingDate', 'mcn', 'npm', 'f2'])
  })

  it('reads rupee text into paise without floating point', () => {
    expect(rupeeTextToPaise('₹1,499.50')).toBe(149_950)
    expect(rupeeTextToPaise('0.1')).toBe(10)
    expect(rupeeTextToPaise('INR 17988')).toBe(1_798_800)
    expect(rupeeTextToPaise('1,499.555')).toBeNull()
    expect(rupeeTextToPaise('-5')).toBeNull()
    expect(rupeeTextToPaise('abc')).toBeNull()
  })
})
