import { readFileSync } from 'node:fs'
import path from 'node:path'
import { create as createFont } from 'fontkit'

// Fonts the generated documents embed (pdfkit subsets each to the glyphs used). DejaVu Sans for text, as the invoice
// does: it has the rupee sign, which none of the 14 standard PDF fonts has. Dancing Script (SIL Open Font Licence,
// from @fontsource/dancing-script) sets a typed signature; its Latin subset covers every name the sign form accepts
// (letters, dots and apostrophes), and fontkit reads the WOFF file as it reads a TTF.
//
// Each face is parsed once per process with fontkit (the library pdfkit uses) and the parsed font handed to every
// document: parsing DejaVu's tables is most of the time of a small document otherwise.
//
// The files are read from node_modules under the working directory (the app and the tests run from the project's
// root), not through require.resolve: Next.js's bundler rewrites require.resolve in a route into a module id, which
// is no path, and the build of any route that renders a document then fails.

/** A parsed font as pdfkit accepts it in place of a file (fontkit's Font). */
export interface ParsedFont {
  layout: (...args: never[]) => unknown
}

const fontFile = (...segments: string[]) => path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', ...segments)

export interface DocumentFonts {
  regular: ParsedFont
  bold: ParsedFont
  script: ParsedFont
}

let fonts: DocumentFonts | null = null

export function documentFonts(): DocumentFonts {
  if (!fonts) {
    const load = (...segments: string[]) => createFont(readFileSync(fontFile(...segments))) as unknown as ParsedFont
    fonts = {
      regular: load('dejavu-fonts-ttf', 'ttf', 'DejaVuSans.ttf'),
      bold: load('dejavu-fonts-ttf', 'ttf', 'DejaVuSans-Bold.ttf'),
      script: load('@fontsource', 'dancing-script', 'files', 'dancing-script-latin-400-normal.woff'),
    }
  }
  return fonts
}
