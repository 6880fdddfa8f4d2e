import sharp, { type Metadata } from 'sharp'

// Checks an uploaded image (the company logo of POST /api/s3/route) by its bytes, never by its name or declared type,
// and answers a clean copy re-encoded by sharp: what is stored is never the bytes the browser sent.
//  1. at most 2 MB;
//  2. PNG, JPEG or WebP by their magic numbers (a PDF renamed .png is refused here);
//  3. the container ends where the format says it ends (PNG at IEND, JPEG at its end-of-image marker, WebP at the RIFF
//     size) and holds no other file's signature (PDF, ZIP, HTML, script, SVG/XML, PHP): polyglots are refused;
//  4. at most MAX_PIXELS pixels, read from the header before decoding and enforced by sharp while decoding, so a
//     small file that inflates to gigabytes (a decompression bomb) is refused;
//  5. decoded, turned upright (EXIF orientation), shrunk to fit 1024 × 1024, and encoded again in the same format with
//     no metadata.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** 4096 × 4096: far more than a logo needs, far less than a bomb. */
export const MAX_PIXELS = 4096 * 4096
export const MAX_OUTPUT_SIDE = 1024

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp'

export const IMAGE_MESSAGES = {
  empty: 'Choose an image to upload.',
  tooLarge: 'The image is larger than 2 MB. Choose a smaller one.',
  unsupported: 'Upload a PNG, JPEG or WebP image.',
  polyglot: 'This file is not a plain image. Save it again as PNG, JPEG or WebP and upload that.',
  tooManyPixels: 'The image is too large in pixels (at most 4096 × 4096).',
  unreadable: 'The image could not be read. Save it again and upload that.',
} as const

export type ImageRefusalCode = 'empty' | 'too-large' | 'unsupported-type' | 'polyglot' | 'too-many-pixels' | 'unreadable'

export interface CleanImage {
  buffer: Buffer
  mime: ImageMime
  extension: 'png' | 'jpg' | 'webp'
  width: number
  height: number
}

export type ImageCheckResult =
  | { ok: true; image: CleanImage }
  /** `status`: the HTTP status the upload row answers (413 too large, 415 not an image we take, 400 otherwise). */
  | { ok: false; code: ImageRefusalCode; status: 400 | 413 | 415; message: string }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The format the first bytes announce, or null. */
export function sniffImageType(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** Where a PNG's chunks end (just after IEND's CRC), or null if the chunk structure is broken. */
function pngEnd(bytes: Buffer): number | null {
  let offset = 8
  let first = true
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (first && type !== 'IHDR') return null
    first = false
    const next = offset + 12 + length
    if (length > 0x7fffffff || next > bytes.length) return null
    if (type === 'IEND') return next
    offset = next
  }
  return null
}

/** Where a JPEG ends: just after its last end-of-image marker (FF D9), or null if it has none. */
function jpegEnd(bytes: Buffer): number | null {
  const index = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]))
  return index < 0 ? null : index + 2
}

/** Where a WebP ends by its RIFF size (chunks are padded to even lengths), or null if it claims more than there is. */
function webpEnd(bytes: Buffer): number | null {
  const size = bytes.readUInt32LE(4)
  const end = 8 + size + (size % 2)
  return end <= bytes.length ? end : null
}

// Signatures of other files that have no business inside a logo. Matched case-insensitively; each is long enough
// (5+ fixed bytes) that compressed pixel data will not contain it by chance.
const FOREIGN_TEXT = ['%pdf-', '<html', '<script', '<?php', '<!doctype', '<?xml', '<svg ', '<svg>', '<svg\n', '<iframe']
// ZIP local file header with a usual 'version needed' (1.0, 2.0, 4.5): 'PK' 03 04 0A|14|2D 00.
const ZIP_HEADERS = [0x0a, 0x14, 0x2d].map((v) => Buffer.from([0x50, 0x4b, 0x03, 0x04, v, 0x00]))

export function containsForeignSignature(bytes: Buffer): boolean {
  if (ZIP_HEADERS.some((h) => bytes.includes(h))) return true
  const text = bytes.toString('latin1').toLowerCase()
  return FOREIGN_TEXT.some((marker) => text.includes(marker))
}

function refuse(code: ImageRefusalCode): ImageCheckResult {
  const status = code === 'too-large' ? 413 : code === 'unsupported-type' ? 415 : 400
  const message = {
    empty: IMAGE_MESSAGES.empty,
    'too-large': IMAGE_MESSAGES.tooLarge,
    'unsupported-type': IMAGE_MESSAGES.unsupported,
    polyglot: IMAGE_MESSAGES.polyglot,
    'too-many-pixels': IMAGE_MESSAGES.tooManyPixels,
    unreadable: IMAGE_MESSAGES.unreadable,
  }[code]
  return { ok: false, code, status, message }
}

const SHARP_FORMAT: Record<ImageMime, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' }

export async function checkImageUpload(
  bytes: Buffer,
  limits: { maxBytes?: number; maxPixels?: number; maxOutputSide?: number } = {},
): Promise<ImageCheckResult> {
  const maxBytes = limits.maxBytes ?? MAX_IMAGE_BYTES
  const maxPixels = limits.maxPixels ?? MAX_PIXELS
  const maxSide = limits.maxOutputSide ?? MAX_OUTPUT_SIDE
  if (bytes.length === 0) return refuse('empty')
  if (bytes.length > maxBytes) return refuse('too-large')

  const mime = sniffImageType(bytes)
  if (mime === null) return refuse('unsupported-type')
  const end = mime === 'image/png' ? pngEnd(bytes) : mime === 'image/jpeg' ? jpegEnd(bytes) : webpEnd(bytes)
  if (end === null) return refuse('unreadable')
  if (end !== bytes.length || containsForeignSignature(bytes)) return refuse('polyglot')

  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).metadata()
  } catch (error) {
    return refuse(isPixelLimitError(error) ? 'too-many-pixels' : 'unreadable')
  }
  if (metadata.format !== SHARP_FORMAT[mime] || !metadata.width || !metadata.height) return refuse('unreadable')
  if (metadata.width * metadata.height > maxPixels) return refuse('too-many-pixels')

  try {
    let pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    pipeline =
      mime === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : mime === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 })
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
    return {
      ok: true,
      image: {
        buffer: data,
        mime,
        extension: mime === 'image/png' ? 'png' : mime === 'image/jpeg' ? 'jpg' : 'webp',
        width: info.width,
        height: info.height,
      },
    }
  } catch (error) {
    return refuse(isPixelLimitError(error) ? 'too-many-pixels' : 'unreadable')
  }
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message)
}

/** Operators' pictures (Media): camera photos reach 24–50 megapixels; a bomb is far beyond. */
export const MAX_MEDIA_PIXELS = 60_000_000

export const MEDIA_MESSAGES = {
  tooManyPixels: 'This picture is too large in pixels (at most 60 megapixels). Resize it and upload it again.',
  unreadable: 'This picture could not be read. Save it again as JPEG, PNG or WebP and upload that.',
} as const

/**
 * Checks an operator's picture before Payload decodes and resizes it: the size in pixels is read from the header and
 * enforced by sharp, so a small file that inflates to gigabytes is refused before any decoding. Answers the refusal's
 * message, or null when the picture may be processed.
 */
export async function checkMediaPixels(input: Buffer | string, maxPixels = MAX_MEDIA_PIXELS): Promise<string | null> {
  try {
    const metadata = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).metadata()
    if (!metadata.width || !metadata.height) return MEDIA_MESSAGES.unreadable
    const frames = metadata.pages ?? 1
    if (metadata.width * metadata.height * frames > maxPixels) return MEDIA_MESSAGES.tooManyPixels
    return null
  } catch (error) {
    return isPixelLimitError(error) ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.unreadable
  }
}
