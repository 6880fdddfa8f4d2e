import {
  renderTemplate,
  type DocumentTemplate,
  type PlaceholderCatalogue,
  type RenderedDocument,
  type TemplateValues,
  type TextRun,
} from '@/domain/documents/template'
import { VO_AGREEMENT_PLACEHOLDERS, voAgreementValues, type VoAgreementFacts } from '@/domain/documents/vo-agreement'
import { ADDRESS_NOC_PLACEHOLDERS, addressNocValues, type AddressNocFacts } from '@/domain/documents/address-noc'
import { A4, CONTENT_WIDTH, createWriter, MARGIN, MUTED, type DocumentWriter } from './pdf-writer'

// A rendered template (src/domain/documents/template.ts) as a PDF: title, numbered clauses, bullets, bold runs, a footer
// with the document's reference on every page. The agreement ends with an execution block whose member signature box
// is reported back (page and position), so a provider that places its own signature field (the newer provider's tab)
// puts it there, and the built-in signing appends a signature page that refers to it.

export interface SignatureBox {
  /** 1-based page number. */
  page: number
  /** Points from the page's top-left corner, as the newer provider places tabs. */
  x: number
  y: number
  width: number
  height: number
}

export interface TemplatePdf {
  pdf: Buffer
  pageCount: number
  /** Where the member signs (agreement only). */
  signatureBox: SignatureBox | null
}

interface Execution {
  providerName: string
  memberCompany: string
  memberSignatory: string
}

export interface TemplatePdfOptions {
  author: string
  createdAt: Date
  footer: string
  subject?: string
  execution?: Execution
}

const INDENT = 30
const BODY_SIZE = 9.5
const PARAGRAPH_GAP = 5

function writeRuns(w: DocumentWriter, runs: TextRun[], x: number, y: number, width: number) {
  const { doc } = w
  // pdfkit drops the spaces that open a continued run: move them to the end of the run before.
  const pieces = runs.map((r) => ({ ...r }))
  for (let i = 1; i < pieces.length; i++) {
    const lead = /^\s+/.exec(pieces[i]!.text)?.[0]
    if (lead) {
      pieces[i - 1]!.text += lead
      pieces[i]!.text = pieces[i]!.text.slice(lead.length)
    }
  }
  pieces.forEach((run, i) => {
    doc.font(run.bold ? 'Bold' : 'Body').fontSize(BODY_SIZE)
    const options = { width, align: 'left' as const, continued: i < pieces.length - 1, lineGap: 1.5 }
    if (i === 0) doc.text(run.text, x, y, options)
    else doc.text(run.text, options)
  })
}

function runsHeight(w: DocumentWriter, runs: TextRun[], width: number): number {
  // Measured in the body face: bold is slightly wider, so leave a line of slack when deciding on page breaks.
  w.doc.font('Body').fontSize(BODY_SIZE)
  return w.doc.heightOfString(runs.map((r) => r.text).join(''), { width, lineGap: 1.5 }) + BODY_SIZE
}

export function drawRenderedDocument(w: DocumentWriter, rendered: RenderedDocument): void {
  const { doc } = w
  w.text(rendered.title, { font: 'Bold', size: 17, x: MARGIN, y: MARGIN, width: CONTENT_WIDTH, align: 'center' })
  if (rendered.subtitle) w.text(rendered.subtitle, { size: 9.5, color: MUTED, width: CONTENT_WIDTH, align: 'center', x: MARGIN })
  doc.moveDown(1.2)

  for (const block of rendered.blocks) {
    if (block.kind === 'heading') {
      w.ensureSpace(50)
      doc.moveDown(0.4)
      w.text(`${block.number}. ${block.text}`, { font: 'Bold', size: 10.5, x: MARGIN, width: CONTENT_WIDTH })
      doc.y += 3
      continue
    }
    const indent = block.kind === 'bullet' ? INDENT + 14 : block.number ? INDENT : 0
    const width = CONTENT_WIDTH - indent
    const height = runsHeight(w, block.runs, width)
    w.ensureSpace(Math.min(height, 60))
    const top = doc.y
    if (block.kind === 'bullet') w.text('•', { x: MARGIN + INDENT + 2, y: top, size: BODY_SIZE, lineBreak: false })
    else if (block.number) w.text(block.number, { x: MARGIN, y: top, size: BODY_SIZE, lineBreak: false })
    writeRuns(w, block.runs, MARGIN + indent, top, width)
    doc.x = MARGIN
    doc.y += PARAGRAPH_GAP
  }
}

function drawExecution(w: DocumentWriter, execution: Execution): SignatureBox {
  const { doc } = w
  w.ensureSpace(170)
  doc.moveDown(1)
  const top = doc.y
  const column = (CONTENT_WIDTH - 30) / 2
  const right = MARGIN + column + 30
  w.text('For the Provider', { font: 'Bold', x: MARGIN, y: top, width: column })
  w.text(execution.providerName, { x: MARGIN, width: column })
  w.text('Sealed with the Provider’s digital signature when the Member signs.', { x: MARGIN, width: column, size: 8.5, color: MUTED })

  w.text('For the Member', { font: 'Bold', x: right, y: top, width: column })
  w.text(execution.memberCompany, { x: right, width: column })
  const boxTop = doc.y + 8
  const box = { x: right, y: boxTop, width: column, height: 56 }
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).dash(3, { space: 3 }).strokeColor(MUTED).stroke().undash()
  w.text('Signature', { x: right + 4, y: boxTop + box.height - 12, size: 7, color: MUTED, lineBreak: false })
  w.text(`Name: ${execution.memberSignatory}`, { x: right, y: boxTop + box.height + 6, width: column })
  w.text('Date: as recorded on signing', { x: right, width: column, size: 8.5, color: MUTED })
  doc.x = MARGIN
  const page = doc.bufferedPageRange().start + doc.bufferedPageRange().count
  return { page, ...box }
}

async function renderPdf(rendered: RenderedDocument, options: TemplatePdfOptions): Promise<TemplatePdf> {
  const w = createWriter({
    title: rendered.title,
    author: options.author,
    subject: options.subject,
    createdAt: options.createdAt,
    footer: options.footer,
  })
  drawRenderedDocument(w, rendered)
  const signatureBox = options.execution ? drawExecution(w, options.execution) : null
  const pageCount = w.doc.bufferedPageRange().count
  const pdf = await w.finish()
  return { pdf, pageCount, signatureBox }
}

/** Any template with its catalogue and values; throws a TemplateError for unknown placeholders or missing values. */
export async function renderTemplatePdf(
  template: DocumentTemplate,
  catalogue: PlaceholderCatalogue,
  values: TemplateValues,
  options: TemplatePdfOptions,
): Promise<TemplatePdf> {
  return renderPdf(renderTemplate(template, catalogue, values), options)
}

/**
 * The virtual-office agreement as the member is asked to sign it. `createdAt` fixes the file's dates, so rendering
 * the same facts again gives the same bytes (and the same SHA-256).
 */
export function renderVoAgreementPdf(template: DocumentTemplate, facts: VoAgreementFacts, createdAt: Date): Promise<TemplatePdf> {
  return renderTemplatePdf(template, VO_AGREEMENT_PLACEHOLDERS, voAgreementValues(facts), {
    author: facts.provider.legalName,
    subject: `Virtual office agreement ${facts.agreementNumber}`,
    createdAt,
    footer: `Virtual office agreement ${facts.agreementNumber} · ${facts.member.companyName}`,
    execution: {
      providerName: facts.provider.legalName,
      memberCompany: facts.member.companyName,
      memberSignatory: facts.member.signatoryName,
    },
  })
}

/** The address NOC of the document pack. */
export function renderAddressNocPdf(template: DocumentTemplate, facts: AddressNocFacts, createdAt: Date): Promise<TemplatePdf> {
  return renderTemplatePdf(template, ADDRESS_NOC_PLACEHOLDERS, addressNocValues(facts), {
    author: facts.grantor.legalName,
    subject: `No objection certificate ${facts.reference}`,
    createdAt,
    footer: `No objection certificate ${facts.reference} · ${facts.member.companyName}`,
  })
}

export { A4 }
