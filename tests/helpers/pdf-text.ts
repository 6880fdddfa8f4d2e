import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A PDF's text as a reader's software extracts it (pdf.js), page after page, runs of spaces folded to one. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''))
  }
  await doc.destroy()
  return pages.join('\n').replace(/[ \t]+/g, ' ')
}
