import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { BillingAddressServer } from '@/domain/billing/address'
import { DEFAULT_COUPON_RULES } from '@/domain/cart/coupons'
import { GUEST_STANDING, priceCart, type CartPrice } from '@/domain/cart/price'
import { gstinCheckCharacter } from '@/domain/gst/gstin'
import { paise } from '@/domain/money'
import { amountInWords, numberInIndianWords } from '@/domain/money/words'
import { buildTaxInvoice, type BuildTaxInvoiceInput, type TaxInvoice } from '@/domain/invoices/tax-invoice'
import { renderInvoicePdf } from '@/server/documents/invoice-pdf'
import { pdfText } from '../helpers/pdf-text'

const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`
const SUPPLIER_KA = withCheck('29AAKCS1234M1Z')
const SUPPLIER_CH = withCheck('04AAKCS1234M1Z')
// Registered in Maharashtra: the place of supply stays Karnataka, where the workspace is.
const RECIPIENT_GSTIN = '27AAPFU0939F1ZV'

function price(stateCode: string): CartPrice {
  const result = priceCart({
    lines: {
      buildingCode: 'BLR-KOR',
      dayPasses: [
        { date: '2026-12-14', people: 3 },
        { date: '2026-12-15', people: 1 },
      ],
      conference: { roomId: 'r8', date: '2026-12-14', startTime: '10:00', durationMinutes: 90 },
      bundles: [],
      loyaltyMembership: false,
    },
    buildingStateCode: stateCode,
    catalogue: {
      dayPassPaise: paise(499_00),
      conferenceRoomHourlyPaise: { r8: paise(1_199_00) },
      bundles: {},
      loyalty: null,
    },
    standing: GUEST_STANDING,
    couponCode: null,
    coupons: DEFAULT_COUPON_RULES,
    now: new Date('2026-12-11T10:00:00+05:30'),
  })
  if (!result.ok) throw new Error(result.problem.message)
  return result.price
}

const billing: BillingAddressServer = {
  first_name: 'Priya Sharma',
  address_line1: '4th Floor, Lotus Business Park',
  address_line2: 'Andheri East',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400069',
  phone_number: '9876543210',
  is_default: true,
  gstin: RECIPIENT_GSTIN,
  company_name: 'Foo Analytics LLP',
}

function input(overrides: Partial<BuildTaxInvoiceInput> = {}): BuildTaxInvoiceInput {
  return {
    serialNumber: 'STH/2627/000123',
    issuedAt: new Date('2026-12-11T23:10:00+05:30'),
    orderNumber: 'STH-261211-7K3M9Q2X',
    paymentReference: 'pay_29QQoUBi66xm2f',
    supplier: {
      legalName: 'Sthana Workspaces Private Limited',
      tradeName: 'Sthana Workspaces',
      addressLines: ['No. 12, 80 Feet Road, Koramangala 4th Block', 'Bengaluru 560034'],
      stateIsoCode: 'KA',
      gstin: SUPPLIER_KA,
      pan: 'AAKCS1234M',
      cin: 'U70100KA2019PTC123456',
      email: 'accounts@sthanaworkspaces.in',
      phone: '080 4567 8900',
    },
    billing,
    buildingName: 'Koramangala, Bangalore',
    price: price('KA'),
    ...overrides,
  }
}

function built(overrides: Partial<BuildTaxInvoiceInput> = {}): TaxInvoice {
  const result = buildTaxInvoice(input(overrides))
  if (!result.ok) throw new Error(result.message)
  return result.invoice
}

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [1_005, 'One Thousand Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [1_23_45_67_890, 'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety'],
  ])('%i → %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words)
  })

  it('rupees and paise', () => {
    expect(amountInWords(1_178_82)).toBe('Rupees One Thousand One Hundred Seventy-Eight and Eighty-Two Paise Only')
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only')
    expect(amountInWords(101)).toBe('Rupees One and One Paisa Only')
    expect(amountInWords(50)).toBe('Fifty Paise Only')
    expect(amountInWords(0)).toBe('Rupees Zero Only')
    expect(() => amountInWords(1.5)).toThrow(RangeError)
  })
})

describe('the tax invoice view model (Rule 46)', () => {
  it('is built from the priced lines: per-line tax, totals that add up, place of supply of the building', () => {
    const invoice = built()
    const p = price('KA')
    expect(invoice.lines).toHaveLength(3)
    expect(invoice.lines[0]).toMatchObject({
      index: 1,
      description: 'Day pass, 14 Dec 2026, 3 people, Koramangala, Bangalore',
      sac: '997212',
    })
    expect(invoice.totals.totalPaise).toBe(p.totalEstimatedPrice)
    expect(invoice.totals.cgstPaise).toBe(p.gst.cgstPaise)
    expect(invoice.totals.stateTaxPaise).toBe(p.gst.stateTaxPaise)
    expect(invoice.placeOfSupply).toEqual({ name: 'Karnataka', gstCode: '29', label: 'Karnataka (29)' })
    expect(invoice.stateTaxName).toBe('SGST')
    expect(invoice.recipient).toMatchObject({
      name: 'Foo Analytics LLP',
      attention: 'Priya Sharma',
      stateName: 'Maharashtra',
      gstStateCode: '27',
      gstin: RECIPIENT_GSTIN,
    })
    // The date is the date in India: 23:10 IST on 11 December.
    expect(invoice.issuedOn).toBe('2026-12-11')
    expect(invoice.reverseCharge).toBe(false)
  })

  it('refuses a supplier GSTIN of another state than the place of supply, bad GSTINs, bad serials', () => {
    expect(buildTaxInvoice(input({ supplier: { ...input().supplier, gstin: SUPPLIER_CH, stateIsoCode: 'CH' } }))).toMatchObject({
      ok: false,
      problem: 'supplier-state-mismatch',
    })
    expect(
      buildTaxInvoice(input({ supplier: { ...input().supplier, gstin: SUPPLIER_KA.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) } })),
    ).toMatchObject({
      ok: false,
      problem: 'bad-supplier-gstin',
    })
    expect(buildTaxInvoice(input({ billing: { ...billing, gstin: '27AAPFU0939F1ZX' } }))).toMatchObject({
      ok: false,
      problem: 'bad-recipient-gstin',
    })
    expect(buildTaxInvoice(input({ serialNumber: 'STH/2627/00000000123' }))).toMatchObject({ ok: false, problem: 'bad-serial' })
    expect(buildTaxInvoice(input({ billing: { ...billing, state: 'Atlantis' } }))).toMatchObject({
      ok: false,
      problem: 'unknown-recipient-state',
    })
  })

  it('a buyer without a GSTIN gets the invoice in their own name', () => {
    const invoice = built({ billing: { ...billing, gstin: null, company_name: null } })
    expect(invoice.recipient).toMatchObject({ name: 'Priya Sharma', attention: null, gstin: null })
  })
})

describe('the invoice PDF', () => {
  it('embeds a font with ₹ and carries every Rule 46 field', async () => {
    const invoice = built()
    const pdf = await renderInvoicePdf(invoice)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // The font is embedded (a subset), not one of the standard 14.
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/FontFile2/)
    expect(raw).toMatch(/DejaVuSans/)
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)

    const text = await pdfText(pdf)
    expect(text).toContain('Tax invoice')
    expect(text).toContain('Sthana Workspaces Private Limited')
    expect(text).toContain(`GSTIN: ${SUPPLIER_KA}`)
    expect(text).toContain(`GSTIN: ${RECIPIENT_GSTIN}`)
    expect(text).toContain('Foo Analytics LLP')
    expect(text).toContain('Maharashtra (27)')
    expect(text).toContain('STH/2627/000123')
    expect(text).toContain('11 Dec 2026')
    expect(text).toContain('STH-261211-7K3M9Q2X')
    expect(text).toContain('pay_29QQoUBi66xm2f')
    expect(text).toContain('Karnataka (29)')
    expect(text).toMatch(/Reverse charge\s+No/)
    expect(text).toContain('Whether tax is payable on reverse charge: No')
    expect(text).toContain('997212')
    expect(text).toContain('Day pass, 14 Dec 2026, 3 people')
    expect(text).toContain('CGST 9%')
    expect(text).toContain('SGST 9%')
    const p = price('KA')
    const rupees = (n: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n / 100)
    expect(text).toContain(rupees(p.gst.cgstPaise))
    expect(text).toContain(rupees(p.gst.stateTaxPaise))
    expect(text).toContain(rupees(p.gst.taxablePaise))
    expect(text).toContain(rupees(p.totalEstimatedPrice))
    expect(rupees(p.totalEstimatedPrice)).toMatch(/^₹/)
    for (const line of p.lines) {
      expect(text).toContain(rupees(line.tax.taxablePaise))
      expect(text).toContain(rupees(line.tax.cgstPaise))
    }
    expect(text).toContain(amountInWords(p.totalEstimatedPrice))
    expect(text).toContain('Authorised signatory')
    expect(text).toContain('For Sthana Workspaces Private Limited')
  })

  it('prints UTGST in a union territory without a legislature', async () => {
    const invoice = built({ supplier: { ...input().supplier, gstin: SUPPLIER_CH, stateIsoCode: 'CH' }, price: price('CH') })
    const text = await pdfText(await renderInvoicePdf(invoice))
    expect(text).toContain('UTGST 9%')
    expect(text).toContain('Chandigarh (04)')
    expect(text).not.toContain('SGST')
  })

  it('runs onto a second page when the lines do not fit, with the totals intact', async () => {
    const many = price('KA')
    const lines = Array.from({ length: 30 }, (_, i) => ({ ...many.lines[0]!, id: `line-${i}` }))
    const longPrice = {
      lines,
      gst: {
        ...many.gst,
        cgstPaise: paise(lines.reduce((s, l) => s + l.tax.cgstPaise, 0)),
        stateTaxPaise: paise(lines.reduce((s, l) => s + l.tax.stateTaxPaise, 0)),
      },
    }
    const invoice = built({ price: longPrice })
    const pdf = await renderInvoicePdf(invoice)
    const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, isEvalSupported: false }).promise
    expect(doc.numPages).toBeGreaterThan(1)
    await doc.destroy()
    const text = await pdfText(pdf)
    expect(text).toContain(amountInWords(invoice.totals.totalPaise))
  })
})
