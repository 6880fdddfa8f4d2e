import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULT_VO_AGREEMENT_TEMPLATE } from '@/domain/documents/vo-agreement'
import { DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import { TemplateError } from '@/domain/documents/template'
import { renderAddressNocPdf, renderVoAgreementPdf } from '@/server/documents/template-pdf'
import { agreementFacts, nocFacts, pdfPages } from './helpers/esign-fixtures'

const createdAt = new Date('2026-12-11T10:00:00+05:30')

describe('the agreement PDF', { timeout: 60_000 }, () => {
  it('shows the sign request’s fields and the server’s amounts', async () => {
    const { pdf, pageCount, signatureBox } = await renderVoAgreementPdf(DEFAULT_VO_AGREEMENT_TEMPLATE, agreementFacts(), createdAt)
    const pages = await pdfPages(pdf)
    expect(pages).toHaveLength(pageCount)
    const text = pages.join(' ')
    expect(pages[0]).toContain('Virtual Office Agreement')
    expect(text).toContain('Agreement no. SW/VO/2026/000123 dated 11 December 2026')
    expect(text).toContain('Foo Analytics Private Limited')
    expect(text).toContain('authorised signatory Priya Sharma')
    expect(text).toContain('Unit 3F-12, No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034')
    expect(text).toContain('Desk or mailbox reference: BLR-KOR-VO-042')
    expect(text).toContain('This agreement runs for 12 Months, from 1 January 2027 to 31 December 2027')
    expect(text).toContain('₹17,988.00 (₹1,499.00 per month)')
    expect(text).toContain('onboarding fee of ₹999.00 and a refundable security deposit of ₹5,000.00')
    expect(text).toContain('for Software services')
    expect(text).toContain('priya.sharma@example.in')
    expect(pages[pageCount - 1]).toContain('For the Member')
    expect(pages[0]).toContain('Virtual office agreement SW/VO/2026/000123 · Foo Analytics Private Limited')
    expect(pages[0]).toContain('Page 1')
    // The member signs in the box on the last page.
    expect(signatureBox).toMatchObject({ page: pageCount, width: expect.any(Number), height: 56 })
  })

  it('gives the same bytes for the same facts, so its SHA-256 identifies what was sent', async () => {
    const a = await renderVoAgreementPdf(DEFAULT_VO_AGREEMENT_TEMPLATE, agreementFacts(), createdAt)
    const b = await renderVoAgreementPdf(DEFAULT_VO_AGREEMENT_TEMPLATE, agreementFacts(), createdAt)
    const c = await renderVoAgreementPdf(DEFAULT_VO_AGREEMENT_TEMPLATE, agreementFacts({ deskId: 'BLR-KOR-VO-043' }), createdAt)
    const hash = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex')
    expect(hash(a.pdf)).toBe(hash(b.pdf))
    expect(hash(a.pdf)).not.toBe(hash(c.pdf))
  })

  it('refuses a template with an unknown placeholder before drawing anything', async () => {
    const edited = structuredClone(DEFAULT_VO_AGREEMENT_TEMPLATE)
    edited.closing.push('Witness: {{witness.name}}')
    await expect(renderVoAgreementPdf(edited, agreementFacts(), createdAt)).rejects.toThrow(TemplateError)
    await expect(renderVoAgreementPdf(edited, agreementFacts(), createdAt)).rejects.toThrow('Unknown placeholder: {{witness.name}}.')
  })

  it('renders the address NOC', async () => {
    const { pdf } = await renderAddressNocPdf(DEFAULT_ADDRESS_NOC_TEMPLATE, nocFacts(), createdAt)
    const text = (await pdfPages(pdf)).join(' ')
    expect(text).toContain('No Objection Certificate')
    expect(text).toContain('Ref. SW/NOC/2026/000123 · 12 December 2026')
    expect(text).toContain('We have no objection to Foo Analytics Private Limited using these premises as its registered office')
    expect(text).toContain('from 1 January 2027 to 31 December 2027')
    expect(text).toContain('Arjun Rao, Director (authorised signatory)')
  })
})
