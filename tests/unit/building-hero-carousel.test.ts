import { describe, expect, it } from 'vitest'
import { HERO_CAROUSEL_DURATION, settleMs } from '../../src/domain/building/carousel-speed'
import { toHeroSlides, type GalleryItemLike } from '../../src/domain/building/hero-slides'
import type { MediaLike } from '../../src/domain/seo/media'

const picture = (name: string, extra: Partial<MediaLike> = {}): MediaLike => ({
  url: `/cms-api/media/file/${name}.webp`,
  alt: `${name} alt`,
  width: 3000,
  height: 2000,
  mimeType: 'image/webp',
  sizes: { hero: { url: `/cms-api/media/file/${name}-1600x900.webp`, width: 1600, height: 900 } },
  ...extra,
})
const upload = (filename: string, mimeType = 'video/mp4'): MediaLike => ({ url: `/cms-api/media/file/${filename}`, alt: 'tour', mimeType })
const heroOf = (name: string) => ({ src: `/cms-api/media/file/${name}-1600x900.webp`, alt: `${name} alt`, width: 1600, height: 900 })

describe('toHeroSlides', () => {
  it.each<{ name: string; item: GalleryItemLike; expected: unknown }>([
    {
      name: 'an image slide uses the hero rendition',
      item: { id: 'a', type: 'image', image: picture('a') },
      expected: { key: 'a', kind: 'image', image: heroOf('a') },
    },
    {
      name: 'the original when there is no hero rendition, with its own size',
      item: { id: 'b', type: 'image', image: picture('b', { sizes: null }) },
      expected: { key: 'b', kind: 'image', image: { src: '/cms-api/media/file/b.webp', alt: 'b alt', width: 3000, height: 2000 } },
    },
    {
      name: 'a 16:9 size and the building name when the media has neither',
      item: { id: 'c', type: 'image', image: picture('c', { sizes: null, width: null, height: null, alt: ' ' }) },
      expected: { key: 'c', kind: 'image', image: { src: '/cms-api/media/file/c.webp', alt: 'Meridian Tower', width: 1600, height: 900 } },
    },
    {
      name: 'an uploaded video streams through /api/stream-video',
      item: { id: 'v', type: 'video', image: picture('d'), video: upload('hero-tour.mp4') },
      expected: {
        key: 'v',
        kind: 'video',
        image: heroOf('d'),
        video: { src: '/api/stream-video?videoUrl=%2Fcms-api%2Fmedia%2Ffile%2Fhero-tour.mp4', type: 'video/mp4' },
      },
    },
    {
      name: 'the upload wins over an address',
      item: {
        id: 'v',
        type: 'video',
        image: picture('d'),
        video: upload('tour.webm', 'video/webm'),
        videoUrl: 'https://videos.example/x.mp4',
      },
      expected: {
        key: 'v',
        kind: 'video',
        image: heroOf('d'),
        video: { src: '/api/stream-video?videoUrl=%2Fcms-api%2Fmedia%2Ffile%2Ftour.webm', type: 'video/webm' },
      },
    },
    {
      name: 'an external address is used as it is',
      item: { id: 'v', type: 'video', image: picture('d'), videoUrl: ' https://videos.example/tour.mp4?v=2 ' },
      expected: { key: 'v', kind: 'video', image: heroOf('d'), video: { src: 'https://videos.example/tour.mp4?v=2', type: 'video/mp4' } },
    },
    {
      name: 'an address of our own media library (absolute or not) is streamed',
      item: { id: 'v', type: 'video', image: picture('d'), videoUrl: 'https://www.sthanaworkspaces.in/cms-api/media/file/tour.mp4' },
      expected: {
        key: 'v',
        kind: 'video',
        image: heroOf('d'),
        video: {
          src: '/api/stream-video?videoUrl=https%3A%2F%2Fwww.sthanaworkspaces.in%2Fcms-api%2Fmedia%2Ffile%2Ftour.mp4',
          type: 'video/mp4',
        },
      },
    },
    {
      name: 'an address with no known extension has no type',
      item: { id: 'v', type: 'video', image: picture('d'), videoUrl: 'https://stream.example/play/123' },
      expected: { key: 'v', kind: 'video', image: heroOf('d'), video: { src: 'https://stream.example/play/123' } },
    },
    {
      name: 'a video slide without a video shows its image',
      item: { id: 'v', type: 'video', image: picture('d'), video: null, videoUrl: '' },
      expected: { key: 'v', kind: 'image', image: heroOf('d') },
    },
    {
      name: 'an upload that is not a video is ignored',
      item: { id: 'v', type: 'video', image: picture('d'), video: picture('e') },
      expected: { key: 'v', kind: 'image', image: heroOf('d') },
    },
    {
      name: 'a key from the position when the item has no id',
      item: { type: 'image', image: picture('a') },
      expected: { key: 'slide-0', kind: 'image', image: heroOf('a') },
    },
  ])('$name', ({ item, expected }) => {
    expect(toHeroSlides([item], 'Meridian Tower')).toEqual([expected])
  })

  it.each<{ name: string; item: GalleryItemLike }>([
    { name: 'an unpopulated image (an id)', item: { type: 'image', image: 7 } },
    { name: 'a missing image', item: { type: 'image', image: null } },
    { name: 'an image without an address', item: { type: 'image', image: picture('x', { url: null, sizes: null }) } },
    { name: 'a video file in the image field', item: { type: 'image', image: upload('x.mp4') } },
  ])('skips $name', ({ item }) => {
    expect(toHeroSlides([item], 'Meridian Tower')).toEqual([])
  })

  it('keeps the gallery order and has nothing for no gallery', () => {
    const slides = toHeroSlides(
      [
        { id: '1', type: 'image', image: picture('a') },
        { id: '2', type: 'video', image: picture('b'), video: upload('hero-tour.mp4') },
        { id: '3', type: 'image', image: picture('c') },
      ],
      'x',
    )
    expect(slides.map((s) => `${s.key}:${s.kind}`)).toEqual(['1:image', '2:video', '3:image'])
    expect(toHeroSlides(null, 'x')).toEqual([])
    expect(toHeroSlides(undefined, 'x')).toEqual([])
  })
})

describe('the hero carousel speed (spec: 500 ms)', () => {
  it.each([390, 880, 1280])('moves a %i px slide to within 1%% of its place in about 500 ms', (distance) => {
    const ms = settleMs(HERO_CAROUSEL_DURATION, distance)
    expect(ms).toBeGreaterThanOrEqual(450)
    expect(ms).toBeLessThanOrEqual(520)
  })

  it.each<{ duration: number; ms: number }>([
    { duration: 15, ms: 300 },
    { duration: 25, ms: 700 },
    { duration: 40, ms: 1267 },
  ])('grows with the duration: $duration takes $ms ms', ({ duration, ms }) => {
    expect(settleMs(duration, 880)).toBe(ms)
  })
})
