import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(site)/[city]/map.json/route'
import type { MapMarker } from '@/domain/maps/marker'
import { cityMapPath } from '@/domain/urls'
import { testPayload } from '../helpers/payload'

// GET /{city}/map.json: the markers the city page's map fetches, instead of carrying them in the page.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const call = async (city: string, query = '') => {
  const answer = await GET(new Request(`http://localhost${cityMapPath(city)}${query}`), { params: Promise.resolve({ city }) })
  return { answer, body: (await answer.json()) as { markers?: MapMarker[]; error?: { message: string } } }
}

describe('GET /{city}/map.json', () => {
  it("answers a marker for each of the city's live buildings, at its location, linked to its page", async () => {
    const { answer, body } = await call('bangalore')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=60/)
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    const city = (await payload.find({ collection: 'cities', where: { handle: { equals: 'bangalore' } }, limit: 1 })).docs[0]!
    const { docs: live } = await payload.find({
      collection: 'buildings',
      where: { and: [{ city: { equals: city.id } }, { isLive: { equals: true } }] },
      limit: 0,
      pagination: false,
      depth: 0,
    })
    expect(live.length).toBeGreaterThan(1)
    expect(body.markers!.map((m) => m.id).sort()).toEqual(live.map((b) => b.id).sort())
    for (const b of live) {
      const marker = body.markers!.find((m) => m.id === b.id)!
      expect(marker, b.name).toMatchObject({
        name: b.name,
        href: `/bangalore/${b.slug}/`,
        latitude: b.location.latitude,
        longitude: b.location.longitude,
      })
      expect(marker.area, b.name).toBeTruthy()
    }
  })

  it('answers 404 with a message for a city that is not live or does not exist, and 400 for parameters', async () => {
    const hidden = await payload.create({
      collection: 'cities',
      data: { name: 'Shimla', handle: 'shimla-map-test', stateCode: 'HP', isLive: false, location: { latitude: 31.1, longitude: 77.17 } },
      context: { disableRevalidate: true },
    })
    try {
      for (const handle of ['shimla-map-test', 'atlantis', 'bangalore%00', '..']) {
        const { answer, body } = await call(handle)
        expect(answer.status, handle).toBe(404)
        expect(body.error?.message, handle).toMatch(/no such city/)
      }
    } finally {
      await payload.delete({ collection: 'cities', id: hidden.id, context: { disableRevalidate: true } })
    }
    const { answer, body } = await call('bangalore', '?bounds=1')
    expect(answer.status).toBe(400)
    expect(body.error?.message).toMatch(/takes no parameters/)
  })
})
