import { getImageProps } from 'next/image'
// What Next.js applies to next.config.ts's rewrites: the source's matcher, and the destination made from the match.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'
import { SHORT_IMAGE_REWRITE, shortImageAddress, shortImageAddresses, trimSrcSet } from '../../src/domain/media/srcset'

// next/image's own srcset is the input: the trimmed one keeps the candidates that are different pictures.

const widths = (srcSet: string | undefined) => srcSet!.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1]))
const props = (sizes?: string) =>
  getImageProps({ src: '/cms-api/media/file/card-480x320.jpg', alt: '', width: 480, height: 320, ...(sizes ? { sizes } : {}) }).props

describe('trimSrcSet', () => {
  it('keeps the widths below the file’s and the first that covers it, and points src at the largest kept', () => {
    const all = props('(min-width: 1024px) 22rem, 100vw')
    expect(widths(all.srcSet).length).toBeGreaterThan(6)
    const trimmed = trimSrcSet(all, 480)
    expect(widths(trimmed.srcSet)).toEqual(widths(all.srcSet).filter((w, i, list) => w < 480 || list.findIndex((x) => x >= 480) === i))
    expect(widths(trimmed.srcSet).at(-1)).toBeGreaterThanOrEqual(480)
    expect(trimmed.src).toBe(trimmed.srcSet!.split(', ').at(-1)!.split(' ')[0])
    expect(trimmed.src).toMatch(/[?&]w=640&/)
    // Everything else is next/image's own.
    expect({ ...trimmed, src: all.src, srcSet: all.srcSet }).toEqual(all)
  })

  it('keeps an exact width once, and every candidate of a file wider than them all', () => {
    expect(widths(trimSrcSet(props('100vw'), 640).srcSet).at(-1)).toBe(640)
    const all = props('100vw')
    expect(trimSrcSet(all, 6000)).toEqual({ ...all, src: all.srcSet!.split(', ').at(-1)!.split(' ')[0] })
  })

  it('leaves density descriptors and unknown widths alone', () => {
    const fixed = props()
    expect(fixed.srcSet).toMatch(/ 2x$/)
    expect(trimSrcSet(fixed, 480)).toEqual(fixed)
    const all = props('100vw')
    expect(trimSrcSet(all, 0)).toEqual(all)
  })
})

describe('shortImageAddresses', () => {
  it('gives every media-library candidate its short address, at the same width', () => {
    const all = trimSrcSet(props('100vw'), 1200)
    const short = shortImageAddresses(all)
    expect(short.src).toBe('/img/card-480x320.jpg?w=1200')
    expect(short.srcSet!.split(', ')).toEqual(
      all.srcSet!.split(', ').map((entry) => entry.replace(/^.*&w=(\d+)&q=75 /, '/img/card-480x320.jpg?w=$1 ')),
    )
    expect({ ...short, src: all.src, srcSet: all.srcSet }).toEqual(all)
  })

  it('leaves every other address as it is', () => {
    for (const url of [
      '/_next/image?url=%2Fseed-assets%2Fhero.jpg&w=640&q=75',
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fsub%252Fdir.jpg&w=640&q=75',
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa%20b.jpg&w=640&q=75',
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fcard.jpg&w=640&q=90',
      '/cms-api/media/file/card.jpg',
      'https://example.com/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fcard.jpg&w=640&q=75',
    ])
      expect(shortImageAddress(url)).toBe(url)
    const fixed = props()
    expect(shortImageAddresses({ src: '/cms-api/media/file/card.jpg' })).toEqual({ src: '/cms-api/media/file/card.jpg' })
    expect(shortImageAddresses(fixed).srcSet).toMatch(/^\/img\/card-480x320\.jpg\?w=\d+ 1x, \/img\/card-480x320\.jpg\?w=\d+ 2x$/)
  })
})

describe('SHORT_IMAGE_REWRITE', () => {
  /** The address Next.js's rewrite makes of a short one, as path and sorted query; null when the rewrite does not apply. */
  function rewritten(short: string): string | null {
    const url = new URL(short, 'http://localhost')
    const params = getPathMatch(SHORT_IMAGE_REWRITE.source, { removeUnnamedParams: true, strict: true })(url.pathname)
    if (!params) return null
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: SHORT_IMAGE_REWRITE.destination,
      params,
      query: Object.fromEntries(url.searchParams),
    })
    const query = Object.entries(parsedDestination.query).map(([k, v]) => `${k}=${String(v)}`)
    return `${parsedDestination.pathname}?${query.sort().join('&')}`
  }
  const params = (address: string) => {
    const url = new URL(address, 'http://localhost')
    return (
      url.pathname +
      '?' +
      [...url.searchParams]
        .map(([k, v]) => `${k}=${v}`)
        .sort()
        .join('&')
    )
  }

  it('takes every short address back to the optimiser’s own', () => {
    const { srcSet } = trimSrcSet(props('100vw'), 1200)
    for (const entry of srcSet!.split(', ')) {
      const original = entry.split(' ')[0]!
      expect(rewritten(shortImageAddress(original))).toBe(params(original))
    }
  })

  it('keeps the file and the quality its own, whatever the visitor adds', () => {
    expect(rewritten('/img/card.jpg?w=640&url=https://example.com/x.jpg&q=100')).toBe(
      '/_next/image?q=75&url=/cms-api/media/file/card.jpg&w=640',
    )
  })

  it('takes no other address: no folder, no hidden file, no name without an extension', () => {
    for (const address of ['/img/sub/card.jpg?w=640', '/img/.env?w=640', '/img/meridian-tower?w=640', '/img/a%2F..%2Fb.jpg?w=640'])
      expect(rewritten(address), address).toBeNull()
  })
})
