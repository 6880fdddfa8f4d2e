import { describe, expect, it } from 'vitest'
import {
  BOUNCE_MS,
  BUILDING_ZOOM,
  DEFAULT_ZOOM,
  MARKER_MIN_DISTANCE,
  MARKER_SIZE,
  MUMBAI,
  WIDE_SCREEN_PX,
  googleMapsUrl,
  mapCentre,
  mapStyleUrl,
  DEFAULT_MAP_STYLE_URL,
  shouldScrollToCard,
  toggledMarker,
  type LatLng,
} from '../../src/domain/maps/map-rules'

const at = (latitude: number, longitude: number): LatLng => ({ latitude, longitude })

describe('map constants', () => {
  it('match the spec', () => {
    expect(MUMBAI).toEqual({ latitude: 19.076, longitude: 72.8777 })
    expect(DEFAULT_ZOOM).toBe(11)
    expect(BUILDING_ZOOM).toBe(14)
    expect(MARKER_SIZE).toBe(56)
    expect(BOUNCE_MS).toBe(700)
    expect(WIDE_SCREEN_PX).toBe(1024)
  })

  it('keep nudged markers apart by more than half a marker (each centre stays clickable) and less than a whole one', () => {
    expect(MARKER_MIN_DISTANCE).toBeGreaterThan(MARKER_SIZE / 2)
    expect(MARKER_MIN_DISTANCE).toBeLessThan(MARKER_SIZE)
  })
})

describe('mapCentre', () => {
  it.each<{ name: string; buildings: LatLng[]; selected?: LatLng | null; centre: LatLng }>([
    { name: 'no buildings: Mumbai', buildings: [], centre: MUMBAI },
    { name: 'no buildings, null selection: Mumbai', buildings: [], selected: null, centre: MUMBAI },
    { name: 'one building: its location', buildings: [at(12.9757, 77.6406)], centre: at(12.9757, 77.6406) },
    { name: 'two buildings: the midpoint', buildings: [at(10, 70), at(20, 80)], centre: at(15, 75) },
    { name: 'three buildings: the average', buildings: [at(1, 2), at(3, 4), at(5, 9)], centre: at(3, 5) },
    { name: 'selected wins over the average', buildings: [at(10, 70), at(20, 80)], selected: at(12, 71), centre: at(12, 71) },
    { name: 'selected with no buildings', buildings: [], selected: at(28.6, 77.2), centre: at(28.6, 77.2) },
    {
      name: 'unusable selection falls back to the average',
      buildings: [at(10, 70), at(20, 80)],
      selected: at(Number.NaN, 71),
      centre: at(15, 75),
    },
    { name: 'unusable coordinates are ignored', buildings: [at(10, 70), at(Number.NaN, 80), at(95, 10), at(20, 80)], centre: at(15, 75) },
    { name: 'only unusable coordinates: Mumbai', buildings: [at(Number.POSITIVE_INFINITY, 0), at(0, 200)], centre: MUMBAI },
  ])('$name', ({ buildings, selected, centre }) => {
    const got = mapCentre(buildings, selected)
    expect(got.latitude).toBeCloseTo(centre.latitude, 9)
    expect(got.longitude).toBeCloseTo(centre.longitude, 9)
  })

  it('returns a fresh object, never the shared default', () => {
    const centre = mapCentre([])
    centre.latitude = 0
    expect(mapCentre([])).toEqual(MUMBAI)
  })

  it('reads only latitude and longitude from richer objects', () => {
    expect(mapCentre([{ latitude: 1, longitude: 2, name: 'x' } as LatLng])).toEqual(at(1, 2))
  })
})

describe('googleMapsUrl', () => {
  it.each<{ name: string; building: LatLng & { googlePlaceId?: string | null }; url: string }>([
    { name: 'coordinates only', building: at(19.0663, 72.8664), url: 'https://www.google.com/maps/search/?api=1&query=19.0663,72.8664' },
    {
      name: 'null place id',
      building: { ...at(19.0663, 72.8664), googlePlaceId: null },
      url: 'https://www.google.com/maps/search/?api=1&query=19.0663,72.8664',
    },
    {
      name: 'blank place id',
      building: { ...at(19.0663, 72.8664), googlePlaceId: '  ' },
      url: 'https://www.google.com/maps/search/?api=1&query=19.0663,72.8664',
    },
    {
      name: 'with a place id',
      building: { ...at(12.9757, 77.6406), googlePlaceId: 'ChIJ21DhMABwi1JJTMGox9tRENv' },
      url: 'https://www.google.com/maps/search/?api=1&query=12.9757,77.6406&query_place_id=ChIJ21DhMABwi1JJTMGox9tRENv',
    },
    {
      name: 'negative coordinates',
      building: at(-33.8688, 151.2093),
      url: 'https://www.google.com/maps/search/?api=1&query=-33.8688,151.2093',
    },
    {
      name: 'place id is URL-encoded',
      building: { ...at(1, 2), googlePlaceId: 'a&b=c' },
      url: 'https://www.google.com/maps/search/?api=1&query=1,2&query_place_id=a%26b%3Dc',
    },
  ])('$name', ({ building, url }) => {
    expect(googleMapsUrl(building)).toBe(url)
  })
})

describe('toggledMarker: clicking opens or closes the popup', () => {
  it.each<{ open: number | null; clicked: number; next: number | null }>([
    { open: null, clicked: 1, next: 1 },
    { open: 1, clicked: 1, next: null },
    { open: 1, clicked: 2, next: 2 },
    { open: 0, clicked: 0, next: null },
  ])('open $open, click $clicked -> $next', ({ open, clicked, next }) => {
    expect(toggledMarker(open, clicked)).toBe(next)
  })
})

describe('shouldScrollToCard', () => {
  it.each<{ width: number; enabled: boolean; scroll: boolean }>([
    { width: 390, enabled: true, scroll: false },
    { width: 1023, enabled: true, scroll: false },
    { width: 1024, enabled: true, scroll: true },
    { width: 1440, enabled: true, scroll: true },
    { width: 1440, enabled: false, scroll: false },
    { width: 1024, enabled: false, scroll: false },
  ])('$width px, enabled $enabled -> $scroll', ({ width, enabled, scroll }) => {
    expect(shouldScrollToCard(width, enabled)).toBe(scroll)
  })
})

describe('mapStyleUrl', () => {
  it.each<{ raw: string | null | undefined; url: string | null }>([
    { raw: undefined, url: DEFAULT_MAP_STYLE_URL },
    { raw: null, url: DEFAULT_MAP_STYLE_URL },
    { raw: '', url: DEFAULT_MAP_STYLE_URL },
    { raw: '   ', url: DEFAULT_MAP_STYLE_URL },
    { raw: 'none', url: null },
    { raw: 'https://tiles.example.com/style.json', url: 'https://tiles.example.com/style.json' },
    { raw: ' http://localhost:8080/style.json ', url: 'http://localhost:8080/style.json' },
    { raw: '/map/style.json', url: '/map/style.json' },
    { raw: '//evil.example.com/style.json', url: null },
    { raw: 'javascript:alert(1)', url: null },
    { raw: 'not a url', url: null },
  ])('$raw -> $url', ({ raw, url }) => {
    expect(mapStyleUrl(raw)).toBe(url)
  })
})
