import { readFileSync } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { formatPaise } from '@/domain/money'
import type { TaxInvoice } from '@/domain/invoices/tax-invoice'

// The GST tax invoice as a PDF, drawn with pdfkit. None of the 14 standard PDF fonts has the rupee sign, so the
// document embeds DejaVu Sans (TrueType, with U+20B9; pdfkit subsets it to the glyphs used). The Inter file the site
// ships is a subset holding only '₹', so it cannot set a whole invoice. No standard font is ever loaded: the document
// is created with DejaVu as its default font.

/**
 * The DejaVu files, found from the working directory (the app's root) at run time: `require.resolve` of a .ttf makes
 * the Next.js bundler try to bundle the font as a module, which fails the build of every route that renders invoices.
 */
function fontFile(name: string): string {
  return path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', name)
}

let fonts: { regularPath: string; regular: Buffer; bold: Buffer } | null = null
function loadFonts(): { regularPath: string; regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const regularPath = fontFile('DejaVuSans.ttf')
    fonts = {
      regularPath,
      regular: readFileSync(regularPath),
      bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
    }
  }
  return fonts
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const INK = '#111827'
const MUTED = '#4B5563'
const RULE = '#D1D5DB'

interface Column {
  title: string
  width: number
  align: 'left' | 'right'
  cell: (line: TaxInvoice['lines'][number]) => string
}

function columns(invoice: TaxInvoice): Column[] {
  return [
    { title: '#', width: 16, align: 'left', cell: (l) => String(l.index) },
    { title: 'Description', width: 150, align: 'left', cell: (l) => l.description },
    { title: 'SAC', width: 40, align: 'left', cell: (l) => l.sac },
    { title: 'Value', width: 62, align: 'right', cell: (l) => formatPaise(l.grossPaise) },
    { title: 'Discount', width: 57, align: 'right', cell: (l) => formatPaise(l.discountPaise) },
    { title: 'Taxable value', width: 64, align: 'right', cell: (l) => formatPaise(l.taxablePaise) },
    { title: `CGST ${invoice.cgstRateLabel}`, width: 63, align: 'right', cell: (l) => formatPaise(l.cgstPaise) },
    { title: `${invoice.stateTaxName} ${invoice.stateTaxRateLabel}`, width: 63, align: 'right', cell: (l) => formatPaise(l.stateTaxPaise) },
  ]
}

/** Renders the invoice; the promise gives the whole PDF file. */
export function renderInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const { regularPath, regular, bold } = loadFonts()
  const issued = new Date(`${invoice.issuedOn}T00:00:00+05:30`)
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // The default font: without it pdfkit would load Helvetica's metrics first.
    font: regularPath,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Tax invoice ${invoice.serialNumber}`,
      Author: invoice.supplier.legalName,
      Subject: `Order ${invoice.orderNumber}`,
      CreationDate: issued,
      ModDate: issued,
    },
  })
  doc.registerFont('Body', regular)
  doc.registerFont('Bold', bold)

  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = PAGE.margin
  const text = (
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { font?: 'Body' | 'Bold'; size?: number; color?: string } = {},
  ) => {
    const { font = 'Body', size = 9, color = INK, ...rest } = options
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, x, y, { lineBreak: true, ...rest })
    return doc.y
  }
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()

  // Heading.
  text('Tax invoice', left, PAGE.margin, { font: 'Bold', size: 18 })
  text('Original for recipient', left, PAGE.margin + 4, { size: 8, color: MUTED, width: CONTENT_WIDTH, align: 'right' })

  // Supplier (left) and the invoice's particulars (right).
  const s = invoice.supplier
  let y = PAGE.margin + 34
  let supplierY = text(s.legalName, left, y, { font: 'Bold', size: 10, width: 250 })
  if (s.tradeName && s.tradeName !== s.legalName) supplierY = text(s.tradeName, left, supplierY, { width: 250 })
  supplierY = text(s.addressLines.join('\n'), left, supplierY, { width: 250, color: MUTED })
  supplierY = text(`GSTIN: ${s.gstin}`, left, supplierY + 2, { font: 'Bold', width: 250 })
  supplierY = text(`State: ${s.stateName} (${s.gstStateCode})`, left, supplierY, { width: 250 })
  if (s.pan) supplierY = text(`PAN: ${s.pan}`, left, supplierY, { width: 250 })
  if (s.cin) supplierY = text(`CIN: ${s.cin}`, left, supplierY, { width: 250 })
  const contact = [s.email, s.phone].filter(Boolean).join(' · ')
  if (contact) supplierY = text(contact, left, supplierY, { width: 250, color: MUTED })

  const facts: [string, string][] = [
    ['Invoice number', invoice.serialNumber],
    ['Invoice date', invoice.issuedOnLabel],
    ['Order number', invoice.orderNumber],
    ['Place of supply', invoice.placeOfSupply.label],
    ['Reverse charge', invoice.reverseCharge ? 'Yes' : 'No'],
    ...(invoice.paymentReference ? ([['Payment reference', invoice.paymentReference]] as [string, string][]) : []),
  ]
  let factsY = y
  for (const [label, value] of facts) {
    const labelBottom = text(label, left + 275, factsY, { color: MUTED, width: 95 })
    factsY = Math.max(labelBottom, text(value, left + 370, factsY, { font: 'Bold', width: CONTENT_WIDTH - 370 }))
  }
  y = Math.max(supplierY, factsY) + 10
  rule(y)

  // Recipient.
  const r = invoice.recipient
  y = text('Bill to', left, y + 8, { size: 8, color: MUTED })
  y = text(r.name, left, y, { font: 'Bold', size: 10 })
  if (r.attention) y = text(`Attention: ${r.attention}`, left, y)
  y = text(r.addressLines.join('\n'), left, y, { color: MUTED, width: 300 })
  y = text(`State: ${r.stateName}${r.gstStateCode ? ` (${r.gstStateCode})` : ''}`, left, y)
  if (r.gstin) y = text(`GSTIN: ${r.gstin}`, left, y, { font: 'Bold' })
  y += 12

  // Lines.
  const cols = columns(invoice)
  const header = (top: number) => {
    doc.rect(left, top, CONTENT_WIDTH, 18).fill('#F3F4F6')
    let x = left
    for (const col of cols) {
      text(col.title, x + 3, top + 5, { font: 'Bold', size: 7.5, width: col.width - 6, align: col.align })
      x += col.width
    }
    return top + 18
  }
  y = header(y)
  const bottomLimit = PAGE.height - PAGE.margin - 40
  for (const line of invoice.lines) {
    doc.font('Body').fontSize(8)
    const height = Math.max(...cols.map((c) => doc.heightOfString(c.cell(line), { width: c.width - 6 }))) + 8
    if (y + height > bottomLimit) {
      doc.addPage()
      y = header(PAGE.margin)
    }
    let x = left
    for (const col of cols) {
      text(col.cell(line), x + 3, y + 4, { size: 8, width: col.width - 6, align: col.align })
      x += col.width
    }
    y += height
    rule(y)
  }

  // Totals.
  const t = invoice.totals
  const totals: [string, string, boolean][] = [
    ['Value of supply', formatPaise(t.grossPaise), false],
    ['Discount', `− ${formatPaise(t.discountPaise)}`, false],
    ['Taxable value', formatPaise(t.taxablePaise), false],
    [`CGST @ ${invoice.cgstRateLabel}`, formatPaise(t.cgstPaise), false],
    [`${invoice.stateTaxName} @ ${invoice.stateTaxRateLabel}`, formatPaise(t.stateTaxPaise), false],
    ['Invoice total', formatPaise(t.totalPaise), true],
  ]
  if (y + totals.length * 14 + 150 > PAGE.height - PAGE.margin) {
    doc.addPage()
    y = PAGE.margin
  }
  y += 8
  for (const [label, value, strong] of totals) {
    text(label, left + 300, y, { font: strong ? 'Bold' : 'Body', size: strong ? 10 : 9, width: 110 })
    text(value, left + 410, y, { font: strong ? 'Bold' : 'Body', size: strong ? 10 : 9, width: CONTENT_WIDTH - 410, align: 'right' })
    y += strong ? 16 : 13
  }
  y += 6
  y = text(`Amount in words: ${invoice.amountInWords}`, left, y, { width: CONTENT_WIDTH })
  y = text(`Whether tax is payable on reverse charge: ${invoice.reverseCharge ? 'Yes' : 'No'}`, left, y + 4, { width: CONTENT_WIDTH })
  y = text(
    `SAC ${invoice.lines[0]!.sac}: rental or leasing services involving own or leased non-residential property. Place of supply under section 12(3) of the IGST Act.`,
    left,
    y + 4,
    { width: CONTENT_WIDTH, size: 7.5, color: MUTED },
  )

  // Signature.
  const signTop = Math.max(y + 24, PAGE.height - PAGE.margin - 80)
  text(`For ${s.legalName}`, left + 300, signTop, { width: CONTENT_WIDTH - 300, align: 'right' })
  doc
    .moveTo(left + 360, signTop + 44)
    .lineTo(left + CONTENT_WIDTH, signTop + 44)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke()
  text('Authorised signatory', left + 300, signTop + 48, { font: 'Bold', width: CONTENT_WIDTH - 300, align: 'right' })

  doc.end()
  return done
}
