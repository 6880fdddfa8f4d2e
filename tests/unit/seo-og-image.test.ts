import { describe, expect, it } from 'vitest'
import type { MediaLike, MediaRef } from '../../src/domain/seo/media'
import { ogImageCandidates, ogImageFromMedia, pickOgImage, type OgImageSource } from '../../src/domain/seo/og-image'

const SITE = 'https://sthana.example'

const img = (name: string, extra: Partial<MediaLike> = {}): MediaLike => ({
  url: `/cms-api/media/file/${name}.webp`,
  alt: `${name} alt`,
  width: 3000,
  height: 2000,
  mimeType: 'image/webp',
  sizes: {
    thumb: { url: `/cms-api/media/file/${name}-480x320.webp`, width: 480, height: 320 },
    card: { url: `/cms-api/media/file/${name}-960x640.webp`, width: 960, height: 640 },
    hero: { url: `/cms-api/media/file/${name}-1600x900.webp`, width: 1600, height: 900 },
  },
  ...extra,
})

describe('ogImageFromMedia', () => {
  it.each<{ name: string; media: MediaRef; expected: unknown }>([
    {
      name: 'the hero rendition first',
      media: img('a'),
      expected: { url: `${SITE}/cms-api/media/file/a-1600x900.webp`, width: 1600, height: 900, alt: 'a alt' },
    },
    {
      name: 'the original without a hero rendition',
      media: img('b', { sizes: { card: { url: '/c.webp', width: 960, height: 640 } } }),
      expected: { url: `${SITE}/cms-api/media/file/b.webp`, width: 3000, height: 2000, alt: 'b alt' },
    },
    {
      name: 'the card when the original has no size',
      media: img('c', { width: null, height: null, sizes: { card: { url: '/c.webp', width: 960, height: 640 } } }),
      expected: { url: `${SITE}/c.webp`, width: 960, height: 640, alt: 'c alt' },
    },
    {
      name: 'absolute media urls as they are',
      media: img('d', { sizes: null, url: 'https://cdn.example/d.jpg' }),
      expected: { url: 'https://cdn.example/d.jpg', width: 3000, height: 2000, alt: 'd alt' },
    },
    {
      name: 'the fallback alt when the media has none',
      media: img('e', { alt: ' ' }),
      expected: { url: `${SITE}/cms-api/media/file/e-1600x900.webp`, width: 1600, height: 900, alt: 'Page title' },
    },
    { name: 'nothing for a video', media: img('f', { mimeType: 'video/mp4' }), expected: null },
    { name: 'nothing for an id', media: 12, expected: null },
    { name: 'nothing for null', media: null, expected: null },
    { name: 'nothing without a url', media: img('g', { url: null, sizes: null }), expected: null },
  ])('$name', ({ media, expected }) => {
    expect(ogImageFromMedia(media, SITE, 'Page title')).toEqual(expected)
  })
})

describe('ogImageCandidates + pickOgImage: meta image, else hero or first gallery image, else the site default', () => {
  const fallback = img('default')
  it.each<{ name: string; doc: OgImageSource; pick: string }>([
    { name: 'page with meta and hero', doc: { meta: { image: img('meta') }, hero: { image: img('hero') } }, pick: 'meta' },
    { name: 'page with only a hero', doc: { meta: { image: null }, hero: { image: img('hero') } }, pick: 'hero' },
    { name: 'city hero image', doc: { meta: {}, heroImage: img('city') }, pick: 'city' },
    { name: 'post cover', doc: { coverImage: img('cover') }, pick: 'cover' },
    {
      name: 'building first gallery image',
      doc: { meta: { image: 5 }, gallery: [{ image: img('slide1') }, { image: img('slide2') }] },
      pick: 'slide1',
    },
    { name: 'building whose first slide is a video poster id', doc: { gallery: [{ image: 4 }] }, pick: 'default' },
    { name: 'nothing at all', doc: {}, pick: 'default' },
  ])('$name → $pick', ({ doc, pick }) => {
    const out = pickOgImage([...ogImageCandidates(doc), fallback], { siteUrl: SITE })
    expect(out?.url).toBe(`${SITE}/cms-api/media/file/${pick}-1600x900.webp`)
  })

  it('is null when even the default is missing', () => {
    expect(pickOgImage([...ogImageCandidates({}), null], { siteUrl: SITE })).toBeNull()
  })
})
