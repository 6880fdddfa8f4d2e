import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { containsForeignSignature } from '@/server/security/image-upload'

// The signer's mark on the in-app signing page: a drawing from the signature pad (a canvas exported as a PNG data URL)
// or their name typed, which the execution page sets in a script face (Dancing Script). A drawing is checked by its
// bytes, never trusted as sent:
//   - a `data:image/png;base64,` URL of at most 200 KB of PNG;
//   - PNG signature, IHDR first, every chunk's CRC right, nothing after IEND, no other file's signature inside;
//   - 200–2000 × 60–1000 pixels, read from the header before anything is decoded;
//   - enough ink: a blank pad (or a white rectangle) is refused;
//   - decoded and encoded again by sharp with no metadata: the PDF embeds our PNG, not the browser's.
// A typed signature must be the signer's name as the sign request gave it (case and spacing aside).

export const SIGNATURE_LIMITS = { maxBytes: 200 * 1024, minWidth: 200, maxWidth: 2000, minHeight: 60, maxHeight: 1000, minInkPixels: 150 }

export const SIGNATURE_MESSAGES = {
  notPng: 'Draw your signature again: it did not arrive as an image.',
  tooLarge: 'The drawn signature is too large. Clear the pad and draw it again.',
  badSize: 'Draw your signature on the signature pad.',
  blank: 'The signature pad is empty. Draw your signature, or type your name instead.',
  unreadable: 'Draw your signature again: the image could not be read.',
  typedMismatch: 'Type your name exactly as given for the signer.',
} as const

export type SignatureRefusal = 'not-png' | 'too-large' | 'bad-size' | 'blank' | 'unreadable'

export type DrawnSignatureCheck =
  { ok: true; png: Buffer; width: number; height: number; inkPixels: number } | { ok: false; code: SignatureRefusal; message: string }

export type SignatureMark = { kind: 'drawn'; png: Buffer } | { kind: 'typed'; text: string }

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const DATA_URL_PREFIX = 'data:image/png;base64,'

const MESSAGE_OF: Record<SignatureRefusal, string> = {
  'not-png': SIGNATURE_MESSAGES.notPng,
  'too-large': SIGNATURE_MESSAGES.tooLarge,
  'bad-size': SIGNATURE_MESSAGES.badSize,
  blank: SIGNATURE_MESSAGES.blank,
  unreadable: SIGNATURE_MESSAGES.unreadable,
}

const refuse = (code: SignatureRefusal): DrawnSignatureCheck => ({ ok: false, code, message: MESSAGE_OF[code] })

/** The PNG bytes of a canvas data URL, or a refusal. The length is checked before decoding. */
export function pngFromDataUrl(dataUrl: string): { ok: true; bytes: Buffer } | { ok: false; code: SignatureRefusal; message: string } {
  if (typeof dataUrl !== 'string' || dataUrl.slice(0, DATA_URL_PREFIX.length).toLowerCase() !== DATA_URL_PREFIX)
    return { ok: false, code: 'not-png', message: MESSAGE_OF['not-png'] }
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length)
  if (base64.length > Math.ceil((SIGNATURE_LIMITS.maxBytes * 4) / 3) + 4)
    return { ok: false, code: 'too-large', message: MESSAGE_OF['too-large'] }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
    return { ok: false, code: 'not-png', message: MESSAGE_OF['not-png'] }
  return { ok: true, bytes: Buffer.from(base64, 'base64') }
}

/** Walks the chunks: IHDR first, CRCs right, IEND last with nothing after it. Answers the header's size. */
function pngStructure(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return null
  let offset = 8
  let header: { width: number; height: number } | null = null
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const end = offset + 12 + length
    if (length > bytes.length || end > bytes.length) return null
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) return null
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) return null
      header = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) }
    }
    if (type === 'IEND') return end === bytes.length ? header : null
    offset = end
  }
  return null
}

export async function checkDrawnSignature(bytes: Buffer): Promise<DrawnSignatureCheck> {
  if (bytes.length > SIGNATURE_LIMITS.maxBytes) return refuse('too-large')
  const header = pngStructure(bytes)
  if (!header || containsForeignSignature(bytes)) return refuse('not-png')
  const { width, height } = header
  if (
    width < SIGNATURE_LIMITS.minWidth ||
    width > SIGNATURE_LIMITS.maxWidth ||
    height < SIGNATURE_LIMITS.minHeight ||
    height > SIGNATURE_LIMITS.maxHeight
  )
    return refuse('bad-size')
  try {
    const image = sharp(bytes, { limitInputPixels: SIGNATURE_LIMITS.maxWidth * SIGNATURE_LIMITS.maxHeight })
    const { data, info } = await image.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    if (info.width !== width || info.height !== height) return refuse('unreadable')
    // Ink: a pixel that is visible (alpha) and dark enough to be a stroke on white paper.
    let ink = 0
    for (let i = 0; i < data.length; i += 4) {
      const luminance = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!
      if (data[i + 3]! > 64 && luminance < 160) ink += 1
    }
    if (ink < SIGNATURE_LIMITS.minInkPixels) return refuse('blank')
    const png = await image.png({ compressionLevel: 9, palette: false }).toBuffer()
    return { ok: true, png, width, height, inkPixels: ink }
  } catch {
    return refuse('unreadable')
  }
}

/** A data URL from the pad, checked: the one call the signing page's handler needs. */
export async function checkSignatureDataUrl(dataUrl: string): Promise<DrawnSignatureCheck> {
  const decoded = pngFromDataUrl(dataUrl)
  if (!decoded.ok) return decoded
  return checkDrawnSignature(decoded.bytes)
}

const squash = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim()

/** A typed signature: the signer's name, which the execution page sets in the script face. */
export function checkTypedSignature(typed: string, signerName: string): { ok: true; text: string } | { ok: false; message: string } {
  const text = squash(typed)
  if (!text || text.length > 100 || text.toLowerCase() !== squash(signerName).toLowerCase())
    return { ok: false, message: SIGNATURE_MESSAGES.typedMismatch }
  return { ok: true, text: squash(signerName) }
}
