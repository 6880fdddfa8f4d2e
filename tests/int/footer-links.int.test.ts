import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(site)/footer.json/route'
import type { FooterLinksModel } from '@/domain/content/views'
import { footerLinksPath, micromarketPath } from '@/domain/urls'
import { testPayload } from '../helpers/payload'

// GET /footer.json: the footer's link columns and cities, which the footer fetches as it nears the screen.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const call = async (query = '') => {
  const answer = await GET(new Request(`http://localhost${footerLinksPath}${query}`))
  return { answer, body: (await answer.json()) as FooterLinksModel & { error?: { message: string } } }
}

describe('GET /footer.json', () => {
  it("answers the footer's menus and its cities with their neighbourhoods, as the admin set them", async () => {
    const { answer, body } = await call()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=60/)
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')

    const footer = await payload.findGlobal({ slug: 'footer', depth: 1 })
    expect(body.menus.map((m) => m.title)).toEqual((footer.menus ?? []).map((m) => m.title))
    const solutions = body.menus.find((m) => m.title === 'Solutions')!
    expect(solutions.links.map((l) => l.href)).toContain('/workspaces/private-office-space/')

    const entries = footer.citiesWithMicromarkets ?? []
    expect(body.cities.map((c) => c.name)).toEqual(entries.map((e) => (typeof e.city === 'object' ? e.city.name : null)))
    const bangalore = body.cities.find((c) => c.name === 'Bangalore')!
    expect(bangalore.href).toBe('/bangalore/')
    expect(bangalore.micromarkets.map((m) => m.href)).toContain(micromarketPath('bangalore', 'indiranagar'))
    // Only what the footer shows: no form, address or settings.
    expect(Object.keys(body).sort()).toEqual(['cities', 'menus'])
  })

  it('refuses parameters', async () => {
    const { answer, body } = await call('?menu=1')
    expect(answer.status).toBe(400)
    expect(body.error?.message).toBe('This address takes no parameters.')
  })
})
