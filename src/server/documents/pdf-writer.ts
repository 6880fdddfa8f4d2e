import PDFDocument from 'pdfkit'
import { documentFonts } from './fonts'

// A pdfkit document set up the way every generated document is: A4, DejaVu Sans as the default font (plus bold and the
// script face for typed signatures), fixed creation date (the same input gives the same bytes), a footer on every
// page, and the finished file as one Buffer.

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 56
export const CONTENT_WIDTH = A4.width - 2 * MARGIN
export const INK = '#111827'
export const MUTED = '#4B5563'
export const RULE = '#D1D5DB'

export type FontName = 'Body' | 'Bold' | 'Script'

export interface WriterOptions {
  title: string
  author: string
  subject?: string
  /** The PDF's creation date; also what makes its /ID repeatable. */
  createdAt: Date
  /** Left part of every page's footer ('Agreement SW/VO/2026/000123'); 'Page n' is added on the right. */
  footer: string
  /** Page numbers start after this many pages (a page appended to a signed document continues its numbering). */
  pageOffset?: number
}

export interface DocumentWriter {
  doc: PDFKit.PDFDocument
  text(
    value: string,
    options?: PDFKit.Mixins.TextOptions & { font?: FontName; size?: number; color?: string; x?: number; y?: number },
  ): number
  rule(y: number, x1?: number, x2?: number): void
  /** Starts a new page when less than `height` points are left on this one. */
  ensureSpace(height: number): void
  bottom(): number
  finish(): Promise<Buffer>
}

export function createWriter(options: WriterOptions): DocumentWriter {
  const fonts = documentFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The default font: without it pdfkit would load Helvetica's metrics first. pdfkit takes a parsed font here as in
    // registerFont, though its type declarations name only a path.
    font: fonts.regular as unknown as string,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      Producer: options.author,
      Creator: options.author,
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  })
  doc.registerFont('Body', fonts.regular as unknown as string)
  doc.registerFont('Bold', fonts.bold as unknown as string)
  doc.registerFont('Script', fonts.script as unknown as string)
  doc.font('Body')

  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const bottom = () => A4.height - MARGIN - 20

  const writer: DocumentWriter = {
    doc,
    text(value, { font = 'Body', size = 10, color = INK, x, y, ...rest } = {}) {
      doc.font(font).fontSize(size).fillColor(color)
      if (x !== undefined || y !== undefined) doc.text(value, x ?? doc.x, y ?? doc.y, rest)
      else doc.text(value, rest)
      return doc.y
    },
    rule(y, x1 = MARGIN, x2 = MARGIN + CONTENT_WIDTH) {
      doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(RULE).stroke()
    },
    ensureSpace(height) {
      if (doc.y + height > bottom()) doc.addPage()
    },
    bottom,
    finish() {
      const range = doc.bufferedPageRange()
      const offset = options.pageOffset ?? 0
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i)
        // Writing below the bottom margin would make pdfkit add a page: lift the margin while the footer is written.
        const margin = doc.page.margins.bottom
        doc.page.margins.bottom = 0
        const y = A4.height - MARGIN + 14
        doc.font('Body').fontSize(7.5).fillColor(MUTED)
        doc.text(options.footer, MARGIN, y, { width: CONTENT_WIDTH * 0.7, lineBreak: false })
        doc.text(`Page ${i + 1 + offset}`, MARGIN, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false })
        doc.page.margins.bottom = margin
      }
      doc.end()
      return done
    },
  }
  return writer
}
