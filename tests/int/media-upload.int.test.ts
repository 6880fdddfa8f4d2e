import { crc32 } from 'node:zlib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_MESSAGES } from '@/server/security/image-upload'
import { testPayload } from '../helpers/payload'

// Operators' pictures (Media) are measured before Payload decodes them into their sizes: a decompression bomb (a small
// file whose header promises billions of pixels) is refused with a message and nothing is stored; an SVG, which could
// carry script on our own origin, is not taken; an ordinary photo goes through.

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'media', id }).catch(() => undefined)
  await payload.destroy()
})

/** A valid PNG of one pixel whose header then claims `width` × `height` (its CRC made right, so decoders believe it). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  // IHDR's CRC covers its type and data: bytes 12 to 29.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs

function upload(data: Buffer, name: string, mimetype: string) {
  return payload.create({ collection: 'media', data: { alt: 'Upload check' }, file: { data, name, mimetype, size: data.length } })
}

describe('operator picture uploads', () => {
  it('refuses a decompression bomb before decoding it, and stores nothing', async () => {
    const bomb = await pngClaiming(12_000, 12_000)
    expect(bomb.length).toBeLessThan(200)
    expect((await sharp(bomb).metadata()).width).toBe(12_000)
    const before = await mediaCount()
    await expect(upload(bomb, 'bomb.png', 'image/png')).rejects.toThrow(MEDIA_MESSAGES.tooManyPixels)
    expect(await mediaCount()).toBe(before)
  })

  it('does not take an SVG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
    const before = await mediaCount()
    await expect(upload(svg, 'logo.svg', 'image/svg+xml')).rejects.toThrow()
    expect(await mediaCount()).toBe(before)
  })

  it('takes an ordinary photo and makes its sizes', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer()
    const doc = await upload(photo, `upload-check-${Date.now()}.jpg`, 'image/jpeg')
    created.push(doc.id)
    expect(doc.width).toBe(2400)
    expect(doc.sizes?.hero?.width).toBe(1600)
  })
})
