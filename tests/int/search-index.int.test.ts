import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/search-index/route'
import { SEARCH_INDEX_MAX_BYTES, searchIndexAnswer, type SearchIndexAnswer } from '@/contracts/search-index'
import { searchIndex, SERVER_SEARCH_LIMIT } from '@/server/search/search-index'
import { testPayload } from '../helpers/payload'

// GET /api/search-index against the seeded database: the whole index while it is small, and the server's own search
// (?q=) that the palette uses once a large catalogue takes the index past 100 kB.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const call = async (query = ''): Promise<{ status: number; body: SearchIndexAnswer & { error?: { message: string } } }> => {
  const answer = await GET(new Request(`http://localhost/api/search-index${query}`))
  return { status: answer.status, body: (await answer.json()) as SearchIndexAnswer & { error?: { message: string } } }
}

describe('GET /api/search-index', () => {
  it('sends the demo catalogue whole, under 100 kB, for the palette to filter itself', async () => {
    const { status, body } = await call()
    expect(status).toBe(200)
    expect(searchIndexAnswer.parse(body)).toEqual(body)
    expect(body.complete).toBe(true)
    expect(Buffer.byteLength(JSON.stringify(body.data))).toBeLessThanOrEqual(SEARCH_INDEX_MAX_BYTES)
    expect(body.data.some((t) => t.kind === 'building' && t.title === 'Meridian Tower')).toBe(true)
  })

  it('searches on the server with ?q=, typos allowed, best first, at most 20', async () => {
    const { status, body } = await call('?q=meridan%20towr')
    expect(status).toBe(200)
    expect(body.complete).toBe(false)
    expect(body.data[0]).toMatchObject({ kind: 'building', title: 'Meridian Tower', href: '/bangalore/meridian-tower-indiranagar/' })
    expect((await call('?q=a')).body.data.length).toBeLessThanOrEqual(SERVER_SEARCH_LIMIT)
    expect((await call('?q=zzzzqqqq')).body.data).toEqual([])
  })

  it('refuses an empty or overlong query and unknown parameters with a message', async () => {
    for (const [query, message] of [
      ['?q=%20', /Type something/],
      [`?q=${'x'.repeat(101)}`, /under 100 characters/],
      ['?verbose=1', /only q/],
    ] as const) {
      const { status, body } = await call(query)
      expect(status, query).toBe(400)
      // The field says what is wrong with it; an unknown parameter gets the call's own message.
      expect(JSON.stringify(body.error), query).toMatch(message)
    }
  })

  it('past its size limit sends what is always listed, and the buildings only through the search', async () => {
    const whole = await searchIndex()
    const large = await searchIndex(undefined, 1000)
    expect(large.complete).toBe(false)
    expect(large.data.some((t) => t.kind === 'building')).toBe(false)
    expect(large.data).toEqual(whole.data.filter((t) => t.kind !== 'building'))
    expect(large.data.some((t) => t.kind === 'city')).toBe(true)
    expect((await searchIndex('meridian', 1000)).data[0]).toMatchObject({ kind: 'building', title: 'Meridian Tower' })
  })
})
