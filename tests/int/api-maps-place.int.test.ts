import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/maps/place/route'
import { createGooglePlacesProvider, NO_REVIEWS_MESSAGE, selectReviewsProvider } from '@/integrations/reviews'
import { relativeTimeDescription } from '@/integrations/reviews/relative-time'
import type { Building, Review } from '@/payload-types'
import { getPlaceReviews } from '@/server/reviews/get-place-reviews'
import { testPayload } from '../helpers/payload'

// GET /api/maps/place against the seeded database (the built-in reviews adapter), and the Google Places adapter on a recorded answer.

let payload: Payload
const context = { disableRevalidate: true }
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'reviews', id, context })
  await payload.destroy()
})

const call = (query: string) => GET(new Request(`http://localhost/api/maps/place${query}`))

async function buildingByCode(code: string): Promise<Building> {
  const { docs } = await payload.find({ collection: 'buildings', where: { buildingCode: { equals: code } }, depth: 0, limit: 1 })
  return docs[0]!
}

async function publishedReviews(buildingId: number): Promise<Review[]> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ building: { equals: buildingId } }, { isPublished: { equals: true } }] },
    sort: '-publishedAt',
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs
}

const RELATIVE = /^(just now|(a|an|\d+) (minute|hour|day|week|month|year)s? ago)$/

describe('GET /api/maps/place', () => {
  it('answers the rating summary and the newest reviews of the building with that place id', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const reviews = await publishedReviews(building.id)
    expect(reviews.length).toBeGreaterThan(0)

    const response = await call(`?place_id=${building.googlePlaceId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
    const body = await response.json()

    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
    expect(body.avgRating).toBe(Math.round(mean * 10) / 10)
    expect(body.user_ratings_total).toBe(reviews.length)
    expect(body.message).toBeUndefined()
    expect(body.reviews.map((r: Record<string, unknown>) => ({ ...r, relative_time_description: undefined }))).toEqual(
      reviews.slice(0, 10).map((r) => ({
        author_name: r.authorName,
        rating: r.rating,
        text: r.text,
        time: Math.floor(new Date(r.publishedAt).getTime() / 1000),
        relative_time_description: undefined,
      })),
    )
    for (const r of body.reviews) expect(r.relative_time_description).toMatch(RELATIVE)
    expect(Object.keys(body).sort()).toEqual(['avgRating', 'reviews', 'user_ratings_total'])
  })

  it('gives at most 10 reviews, newest first, averages over all published ones and leaves out unpublished ones', async () => {
    const building = await buildingByCode('BLR-KOR-01')
    const before = await publishedReviews(building.id)
    const now = Date.now()
    // 8 new published reviews (rating 1, all newer than the seeded ones) and one unpublished 5 that must not count.
    for (let i = 0; i < 8; i++) {
      const doc = await payload.create({
        collection: 'reviews',
        context,
        data: {
          building: building.id,
          authorName: `Test reviewer ${i}`,
          rating: 1,
          text: `Test review ${i}`,
          publishedAt: new Date(now - i * 3_600_000).toISOString(),
          isPublished: true,
        },
      })
      created.push(doc.id)
    }
    const hidden = await payload.create({
      collection: 'reviews',
      context,
      data: {
        building: building.id,
        authorName: 'Hidden reviewer',
        rating: 5,
        text: 'Not published',
        publishedAt: new Date(now + 60_000).toISOString(),
        isPublished: false,
      },
    })
    created.push(hidden.id)

    const all = await publishedReviews(building.id)
    expect(all.length).toBe(before.length + 8)
    expect(all.length).toBeGreaterThan(10)

    const body = await (await call(`?place_id=${building.googlePlaceId}`)).json()
    expect(body.user_ratings_total).toBe(all.length)
    expect(body.avgRating).toBe(Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10)
    expect(body.reviews).toHaveLength(10)
    expect(body.reviews.map((r: { author_name: string }) => r.author_name)).toEqual(all.slice(0, 10).map((r) => r.authorName))
    expect(body.reviews.map((r: { author_name: string }) => r.author_name)).not.toContain('Hidden reviewer')
    expect(body.reviews[0].relative_time_description).toBe('just now')
    expect(body.reviews[1].relative_time_description).toBe('an hour ago')
    const times = body.reviews.map((r: { time: number }) => r.time)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('says there are no reviews for a building without any', async () => {
    const { docs: buildings } = await payload.find({
      collection: 'buildings',
      where: { isLive: { equals: true } },
      depth: 0,
      limit: 0,
      pagination: false,
    })
    const { docs: reviews } = await payload.find({
      collection: 'reviews',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { building: true },
    })
    const reviewed = new Set(reviews.map((r) => r.building))
    const quiet = buildings.find((b) => b.googlePlaceId && !reviewed.has(b.id))
    expect(quiet, 'the seed has buildings without reviews').toBeDefined()

    const response = await call(`?place_id=${quiet!.googlePlaceId}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      avgRating: 0,
      user_ratings_total: 0,
      reviews: [],
      message: 'No reviews available for this placeId',
    })
  })

  it('says the same for a place id no building has', async () => {
    const response = await call('?place_id=ChIJ_no_such_place_0000000')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ avgRating: 0, user_ratings_total: 0, reviews: [], message: NO_REVIEWS_MESSAGE })
  })

  it.each([
    ['missing', ''],
    ['blank', '?place_id=%20%20'],
    ['empty', '?place_id='],
    ['too long', `?place_id=${'a'.repeat(301)}`],
    ['not a place id', '?place_id=%27%20OR%201%3D1--'],
  ])('answers 400 with a message when place_id is %s', async (_name, query) => {
    const response = await call(query)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.code).toBe('bad_request')
    expect(body.error.message).toBe('The place_id is missing or not valid.')
    expect(body.error.fields.place_id).toEqual(expect.any(String))
  })

  it('is the same answer server components get from getPlaceReviews', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const direct = await getPlaceReviews(building.googlePlaceId!)
    const viaApi = await (await call(`?place_id=${building.googlePlaceId}`)).json()
    expect(viaApi).toEqual(JSON.parse(JSON.stringify(direct)))
  })
})

describe('relative time of stored reviews', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, 'a minute ago'],
    [3_600, 'an hour ago'],
    [7_200, '2 hours ago'],
    [86_400, 'a day ago'],
    [6 * 86_400, '6 days ago'],
    [12 * 86_400, 'a week ago'],
    [29 * 86_400, '4 weeks ago'],
    [47 * 86_400, 'a month ago'],
    [133 * 86_400, '4 months ago'],
    [400 * 86_400, 'a year ago'],
    [800 * 86_400, '2 years ago'],
    [-500, 'just now'],
  ])('%d seconds ago → %s', (seconds, text) => {
    expect(relativeTimeDescription(new Date(now.getTime() - seconds * 1000), now)).toBe(text)
  })
})

describe('Google Places reviews adapter (recorded answer shape, fetch injected)', () => {
  // The shape of a Place Details answer for fields=rating,user_ratings_total,reviews (values made up).
  const recorded = {
    html_attributions: [],
    result: {
      rating: 4.46,
      user_ratings_total: 523,
      reviews: [
        {
          author_name: 'Older Reviewer',
          author_url: 'https://www.google.com/maps/contrib/1',
          language: 'en',
          profile_photo_url: 'https://lh3.googleusercontent.com/a/1',
          rating: 4,
          relative_time_description: '3 months ago',
          text: 'Good coffee.',
          time: 1_700_000_000,
          translated: false,
        },
        {
          author_name: 'Newer Reviewer',
          author_url: 'https://www.google.com/maps/contrib/2',
          language: 'en',
          profile_photo_url: 'https://lh3.googleusercontent.com/a/2',
          rating: 5,
          relative_time_description: 'a week ago',
          text: 'Quiet floors and fast Wi-Fi.',
          time: 1_710_000_000,
          translated: false,
        },
        { author_name: 'Stars Only', rating: 3, relative_time_description: '5 months ago', time: 1_690_000_000 },
      ],
    },
    status: 'OK',
  }

  function fakeFetch(answer: unknown, status = 200) {
    const calls: URL[] = []
    const impl = (async (input: string | URL | Request) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)))
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
    return { impl, calls }
  }

  it('asks Place Details for the place and shapes its answer, newest review first', async () => {
    const { impl, calls } = fakeFetch(recorded)
    const provider = createGooglePlacesProvider({ apiKey: 'test-key', fetch: impl })
    const answer = await provider.getPlaceReviews('ChIJ21DhMABwi1JJTMGox9tRENv')

    expect(calls).toHaveLength(1)
    expect(calls[0]!.origin + calls[0]!.pathname).toBe('https://maps.googleapis.com/maps/api/place/details/json')
    expect(calls[0]!.searchParams.get('place_id')).toBe('ChIJ21DhMABwi1JJTMGox9tRENv')
    expect(calls[0]!.searchParams.get('fields')).toBe('rating,user_ratings_total,reviews')
    expect(calls[0]!.searchParams.get('key')).toBe('test-key')

    expect(answer).toEqual({
      avgRating: 4.5,
      user_ratings_total: 523,
      reviews: [
        {
          author_name: 'Newer Reviewer',
          rating: 5,
          text: 'Quiet floors and fast Wi-Fi.',
          time: 1_710_000_000,
          relative_time_description: 'a week ago',
        },
        { author_name: 'Older Reviewer', rating: 4, text: 'Good coffee.', time: 1_700_000_000, relative_time_description: '3 months ago' },
        { author_name: 'Stars Only', rating: 3, text: '', time: 1_690_000_000, relative_time_description: '5 months ago' },
      ],
    })
  })

  it.each([
    ['NOT_FOUND', { status: 'NOT_FOUND' }],
    ['ZERO_RESULTS', { status: 'ZERO_RESULTS' }],
    ['INVALID_REQUEST', { status: 'INVALID_REQUEST' }],
    ['a place without ratings', { status: 'OK', result: {} }],
  ])('answers "no reviews" for %s', async (_name, answer) => {
    const provider = createGooglePlacesProvider({ apiKey: 'k', fetch: fakeFetch(answer).impl })
    expect(await provider.getPlaceReviews('ChIJx')).toEqual({
      avgRating: 0,
      user_ratings_total: 0,
      reviews: [],
      message: NO_REVIEWS_MESSAGE,
    })
  })

  it('fails loudly (for the log) when Google refuses or errs', async () => {
    await expect(
      createGooglePlacesProvider({
        apiKey: 'k',
        fetch: fakeFetch({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }).impl,
      }).getPlaceReviews('ChIJx'),
    ).rejects.toThrow('REQUEST_DENIED: The provided API key is invalid.')
    await expect(createGooglePlacesProvider({ apiKey: 'k', fetch: fakeFetch({}, 503).impl }).getPlaceReviews('ChIJx')).rejects.toThrow(
      'HTTP 503',
    )
  })

  it('is chosen only when GOOGLE_PLACES_API_KEY is set', () => {
    const load = async () => ({ ratings: [], latest: [] })
    expect(selectReviewsProvider(load, { GOOGLE_PLACES_API_KEY: 'abc' }).name).toBe('google-places')
    expect(selectReviewsProvider(load, { GOOGLE_PLACES_API_KEY: ' ' }).name).toBe('database')
    expect(selectReviewsProvider(load, {}).name).toBe('database')
  })
})
