import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/stream-video/route'
import type { Media } from '@/payload-types'
import { testPayload } from '../helpers/payload'

// GET /api/stream-video against the seeded media library (the hero film) on disk in MEDIA_DIR.

let payload: Payload
let video: Media
let file: Buffer

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', where: { mimeType: { like: 'video/' } }, depth: 0, limit: 1 })
  video = docs[0]!
  file = readFileSync(path.resolve(process.env.MEDIA_DIR || '.data/media', video.filename!))
})
afterAll(async () => {
  await payload.destroy()
})

const call = (videoUrl: string | null, range?: string) => {
  const query = videoUrl === null ? '' : `?videoUrl=${encodeURIComponent(videoUrl)}`
  return GET(new Request(`http://localhost/api/stream-video${query}`, { headers: range ? { range } : {} }))
}
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('GET /api/stream-video', () => {
  it('streams the whole video for its media-library address', async () => {
    expect(video.url).toBe(`/cms-api/media/file/${video.filename}`)
    expect(file.length).toBe(video.filesize)
    const response = await call(video.url!)
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-type')).toBe(video.mimeType)
    expect(response.headers.get('content-length')).toBe(String(file.length))
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('content-range')).toBeNull()
    expect((await bytes(response)).equals(file)).toBe(true)
  })

  it('accepts an absolute address on any host when the path is the library path', async () => {
    const response = await call(`https://cdn.example.com/cms-api/media/file/${video.filename}`)
    expect(response.status).toBe(200)
    expect((await bytes(response)).length).toBe(file.length)
  })

  it('answers 206 with exactly the first 100 bytes for bytes=0-99', async () => {
    const response = await call(video.url!, 'bytes=0-99')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${file.length}`)
    expect(response.headers.get('content-length')).toBe('100')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-type')).toBe(video.mimeType)
    const body = await bytes(response)
    expect(body.length).toBe(100)
    expect(body.equals(file.subarray(0, 100))).toBe(true)
  })

  it('answers the last 50 bytes for bytes=-50', async () => {
    const response = await call(video.url!, 'bytes=-50')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes ${file.length - 50}-${file.length - 1}/${file.length}`)
    expect(response.headers.get('content-length')).toBe('50')
    expect((await bytes(response)).equals(file.subarray(file.length - 50))).toBe(true)
  })

  it('answers from an offset to the end for bytes=1000-', async () => {
    const response = await call(video.url!, 'bytes=1000-')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 1000-${file.length - 1}/${file.length}`)
    expect((await bytes(response)).equals(file.subarray(1000))).toBe(true)
  })

  it('clips a range that runs past the end, and a suffix longer than the file', async () => {
    let response = await call(video.url!, `bytes=${file.length - 10}-${file.length + 5000}`)
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes ${file.length - 10}-${file.length - 1}/${file.length}`)
    expect((await bytes(response)).equals(file.subarray(file.length - 10))).toBe(true)

    response = await call(video.url!, `bytes=-${file.length * 2}`)
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-${file.length - 1}/${file.length}`)
    expect((await bytes(response)).equals(file)).toBe(true)
  })

  it.each([
    ['a range starting past the end', () => `bytes=${file.length}-`],
    ['a range far past the end', () => `bytes=${file.length + 100}-${file.length + 200}`],
    ['an empty suffix', () => 'bytes=-0'],
    ['an end before the start', () => 'bytes=500-100'],
  ])('answers 416 with Content-Range bytes */size for %s', async (_name, range) => {
    const response = await call(video.url!, range())
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe(`bytes */${file.length}`)
    const body = await response.json()
    expect(body.error.code).toBe('range_not_satisfiable')
    expect(body.error.message).toEqual(expect.any(String))
  })

  // RFC 9110 §14.2: a Range the server cannot read, or several ranges it does not serve, is ignored: the whole file.
  it.each([
    ['no numbers', 'bytes=-'],
    ['another unit', 'items=0-10'],
    ['garbage', 'bytes=abc'],
    ['several ranges', 'bytes=0-10,20-30'],
    ['several overlapping ranges', 'bytes=0-,0-,0-'],
    ['an empty header', ''],
  ])('ignores a Range header with %s and sends the whole video', async (_name, range) => {
    const response = await GET(
      new Request(`http://localhost/api/stream-video?videoUrl=${encodeURIComponent(video.url!)}`, { headers: { range } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-range')).toBeNull()
    expect(response.headers.get('content-length')).toBe(String(file.length))
    expect((await bytes(response)).equals(file)).toBe(true)
  })

  it.each([
    ['a NUL, encoded', '/cms-api/media/file/%00'],
    ['a NUL inside a name', '/cms-api/media/file/hero%00.mp4'],
    ['a control character, encoded', '/cms-api/media/file/hero%0d%0a.mp4'],
  ])('answers 400 for a file name with %s', async (_name, videoUrl) => {
    const response = await call(videoUrl)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Only videos from our media library can be streamed.' },
    })
  })

  it('answers 400 for the address of the outside probe, videoUrl=/cms-api/media/file/%2500', async () => {
    const response = await GET(new Request('http://localhost/api/stream-video?videoUrl=/cms-api/media/file/%2500'))
    expect(response.status).toBe(400)
  })

  it.each([
    ['a path outside the library', '/etc/passwd'],
    ['another API path', '/cms-api/media/1'],
    ['a traversal out of the library', '/cms-api/media/file/../../../etc/passwd'],
    ['a traversal back into the library', '/cms-api/media/file/../file/hero-tour.mp4'],
    ['an encoded traversal', '/cms-api/media/file/%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded slash', '/cms-api/media/file/..%2F..%2Fetc%2Fpasswd'],
    ['a backslash', '/cms-api/media/file/..\\..\\etc\\passwd'],
    ['a bare dot-dot filename', '/cms-api/media/file/..'],
    ['a traversal in an absolute address', 'https://example.com/cms-api/media/file/../../etc/passwd'],
    ['a protocol-relative address', '//evil.example/etc/passwd'],
    ['a file: address', `file:///cms-api/media/file/hero-tour.mp4`],
    ['a javascript: address', 'javascript:alert(1)'],
    ['an address without a filename', '/cms-api/media/file/'],
    ['an address with a subfolder', '/cms-api/media/file/a/hero-tour.mp4'],
    ['a hidden file', '/cms-api/media/file/.env'],
  ])('answers 400 with a message for %s', async (_name, videoUrl) => {
    const response = await call(videoUrl)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Only videos from our media library can be streamed.' },
    })
  })

  it('answers 400 with the field when videoUrl is missing or blank', async () => {
    for (const videoUrl of [null, '', '   ']) {
      const response = await call(videoUrl)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.error.code).toBe('bad_request')
      expect(body.error.fields.videoUrl).toEqual(expect.any(String))
    }
  })

  it('answers 404 for a file the library does not have, and for a library image', async () => {
    const { docs: images } = await payload.find({ collection: 'media', where: { mimeType: { like: 'image/' } }, depth: 0, limit: 1 })
    expect(images[0]!.url).toBe(`/cms-api/media/file/${images[0]!.filename}`)
    for (const videoUrl of ['/cms-api/media/file/no-such-film.mp4', images[0]!.url!]) {
      const response = await call(videoUrl)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'We could not find that video in our media library.' } })
    }
  })
})
