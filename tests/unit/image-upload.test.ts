import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkImageUpload, IMAGE_MESSAGES, MAX_IMAGE_BYTES, sniffImageType } from '@/server/security/image-upload'

// Real images, made here with sharp.
function solid(width: number, height: number, alpha = false) {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 30, b: 60, alpha: 0.5 } : { r: 200, g: 30, b: 60 } },
  })
}
const png = () => solid(64, 32, true).png().toBuffer()
const jpeg = () => solid(64, 32).jpeg().toBuffer()
const webp = () => solid(64, 32).webp().toBuffer()

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00])
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'latin1')

describe('logo uploads: accepted images are re-encoded', () => {
  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['WebP', webp, 'image/webp', 'webp'],
  ] as const)('%s', async (_, make, mime, extension) => {
    const original = await make()
    const result = await checkImageUpload(original)
    expect(result).toMatchObject({ ok: true, image: { mime, extension, width: 64, height: 32 } })
    if (!result.ok) return
    expect(result.image.buffer.equals(original)).toBe(false)
    const metadata = await sharp(result.image.buffer).metadata()
    expect(metadata.format).toBe(mime === 'image/jpeg' ? 'jpeg' : mime.slice(6))
    expect(metadata.exif).toBeUndefined()
  })

  it('keeps transparency in a PNG', async () => {
    const result = await checkImageUpload(await png())
    expect(result.ok && (await sharp(result.image.buffer).metadata()).hasAlpha).toBe(true)
  })

  it('strips metadata and shrinks a large logo to 1024 px', async () => {
    const big = await solid(3000, 1500)
      .withMetadata({ exif: { IFD0: { Copyright: 'Someone', Artist: 'Secret location' } } })
      .jpeg()
      .toBuffer()
    expect((await sharp(big).metadata()).exif).toBeDefined()
    const result = await checkImageUpload(big)
    expect(result).toMatchObject({ ok: true, image: { width: 1024, height: 512 } })
    if (result.ok) expect((await sharp(result.image.buffer).metadata()).exif).toBeUndefined()
  })

  it('knows the type by the bytes, not the name', async () => {
    expect(sniffImageType(await png())).toBe('image/png')
    expect(sniffImageType(await jpeg())).toBe('image/jpeg')
    expect(sniffImageType(await webp())).toBe('image/webp')
    expect(sniffImageType(PDF)).toBeNull()
  })
})

describe('logo uploads: refusals', () => {
  it.each([
    ['a PDF renamed .png', async () => PDF, 'unsupported-type', 415, IMAGE_MESSAGES.unsupported],
    ['an HTML page', async () => HTML, 'unsupported-type', 415, IMAGE_MESSAGES.unsupported],
    ['a GIF', () => solid(8, 8).gif().toBuffer(), 'unsupported-type', 415, IMAGE_MESSAGES.unsupported],
    ['an empty file', async () => Buffer.alloc(0), 'empty', 400, IMAGE_MESSAGES.empty],
    ['a PNG with a PDF after it', async () => Buffer.concat([await png(), PDF]), 'polyglot', 400, IMAGE_MESSAGES.polyglot],
    [
      'a PNG with a ZIP after it',
      async () => Buffer.concat([await png(), ZIP_LOCAL_HEADER, Buffer.alloc(40)]),
      'polyglot',
      400,
      IMAGE_MESSAGES.polyglot,
    ],
    ['a JPEG with HTML after it', async () => Buffer.concat([await jpeg(), HTML]), 'polyglot', 400, IMAGE_MESSAGES.polyglot],
    ['a WebP with a PDF after it', async () => Buffer.concat([await webp(), PDF]), 'polyglot', 400, IMAGE_MESSAGES.polyglot],
    [
      'a PNG carrying a script in a text chunk',
      () =>
        solid(16, 16)
          .png()
          .toBuffer()
          .then((b) => withTextChunk(b, 'Comment', '<script>alert(1)</script>')),
      'polyglot',
      400,
      IMAGE_MESSAGES.polyglot,
    ],
    ['a truncated PNG', async () => (await png()).subarray(0, 40), 'unreadable', 400, IMAGE_MESSAGES.unreadable],
  ] as const)('%s', async (_, make, code, status, message) => {
    expect(await checkImageUpload(await make())).toEqual({ ok: false, code, status, message })
  })

  it('an image over 2 MB', async () => {
    const noise = Buffer.alloc(1200 * 1200 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES)
    expect(await checkImageUpload(big)).toEqual({ ok: false, code: 'too-large', status: 413, message: IMAGE_MESSAGES.tooLarge })
  })

  it('a decompression bomb: a small file of too many pixels', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES)
    expect(await checkImageUpload(bomb)).toEqual({ ok: false, code: 'too-many-pixels', status: 400, message: IMAGE_MESSAGES.tooManyPixels })
  })
})

/** A PNG with a tEXt chunk inserted after IHDR (CRC included), the way a payload hides in metadata. */
function withTextChunk(pngBytes: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1')
  const type = Buffer.from('tEXt', 'latin1')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])))
  const afterIhdr = 8 + 12 + pngBytes.readUInt32BE(8)
  return Buffer.concat([pngBytes.subarray(0, afterIhdr), length, type, data, crc, pngBytes.subarray(afterIhdr)])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
