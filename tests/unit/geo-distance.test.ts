import { describe, expect, it } from 'vitest'
import { distanceKm, formatDistance, nearest } from '@/domain/geo/distance'

describe('distanceKm', () => {
  it.each([
    // Bengaluru (Indiranagar) to Mumbai (Bandra Kurla Complex): about 840 km as the crow flies.
    [{ latitude: 12.9719, longitude: 77.6412 }, { latitude: 19.0662, longitude: 72.8654 }, 830, 850],
    [{ latitude: 12.9719, longitude: 77.6412 }, { latitude: 12.9719, longitude: 77.6412 }, 0, 0],
    // One hundredth of a degree of latitude is about 1.11 km.
    [{ latitude: 12.97, longitude: 77.64 }, { latitude: 12.98, longitude: 77.64 }, 1.1, 1.12],
  ])('%o to %o is between %d and %d km', (a, b, low, high) => {
    const km = distanceKm(a, b)
    expect(km).toBeGreaterThanOrEqual(low)
    expect(km).toBeLessThanOrEqual(high)
  })
})

describe('formatDistance', () => {
  it.each([
    [0.01, '50 m'],
    [0.849, '850 m'],
    [1, '1.0 km'],
    [2.44, '2.4 km'],
    [9.96, '10.0 km'],
    [12.6, '13 km'],
  ])('%d km reads %s', (km, text) => expect(formatDistance(km)).toBe(text))
})

describe('nearest', () => {
  it('sorts by distance and keeps the first n', () => {
    const origin = { latitude: 12.97, longitude: 77.64 }
    const far = { id: 'far', latitude: 13.2, longitude: 77.7 }
    const near = { id: 'near', latitude: 12.975, longitude: 77.64 }
    const mid = { id: 'mid', latitude: 13.0, longitude: 77.64 }
    expect(nearest(origin, [far, near, mid], 2).map((n) => n.item.id)).toEqual(['near', 'mid'])
  })
})
