import { describe, expect, it } from 'vitest'
import { BASE_URL } from './browser'

// Against the running site: an /api address no row serves answers a JSON 404, not a redirect to the HTML 404 page.

describe('unknown API addresses', () => {
  it.each([
    ['POST', '/api/docusign/no-such-row'],
    ['GET', '/api/vo/document/no-such-row?partner=x'],
    ['PATCH', '/api/vo/no-such-row'],
  ])('%s %s answers a JSON 404', async (method, path) => {
    const response = await fetch(`${BASE_URL}${path}`, {
      method,
      redirect: 'manual',
      ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })

  it('still serves the rows that exist', async () => {
    expect((await fetch(`${BASE_URL}/api/openapi.json`)).status).toBe(200)
    expect((await fetch(`${BASE_URL}/api/search-index`)).status).toBe(200)
  })
})
