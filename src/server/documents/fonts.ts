import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// Fonts the generated documents embed (pdfkit subsets each to the glyphs used). DejaVu Sans for text, as the invoice
// does: it has the rupee sign, which none of the 14 standard PDF fonts has. Dancing Script (SIL Open Font Licence,
// from @fontsource/dancing-script) sets a typed signature; its Latin subset covers every name the sign form accepts
// (letters, dots and apostrophes), and fontkit reads the WOFF file as it reads a TTF.
//
// Each face is parsed once per process with fontkit (the library pdfkit uses) and the parsed font handed to every
// document: parsing DejaVu's tables is most of the time of a small document otherwise.

const require = createRequire(import.meta.url)

/** A parsed font as pdfkit accepts it in place of a file (fontkit's Font). */
export interface ParsedFont {
  layout: (...args: never[]) => unknown
}

const fontkit = require('fontkit') as { create(buffer: Buffer): ParsedFont }

export interface DocumentFonts {
  regular: ParsedFont
  bold: ParsedFont
  script: ParsedFont
}

let fonts: DocumentFonts | null = null

export function documentFonts(): DocumentFonts {
  if (!fonts) {
    const load = (id: string) => fontkit.create(readFileSync(require.resolve(id)))
    fonts = {
      regular: load('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      bold: load('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
      script: load('@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff'),
    }
  }
  return fonts
}
