import { describe, expect, it } from 'vitest'
import { BASE_URL } from './browser'

// /dev/outbox lists login codes and enquiries: readable from this machine on a local start (the tests read codes
// there), never from anyone else, and never through a proxy.

describe('/dev/outbox', () => {
  it('answers a request straight from this machine', async () => {
    const response = await fetch(`${BASE_URL}/dev/outbox`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('The last 50 emails and text messages')
  })

  it.each([
    ['an address written by a proxy (or by the visitor)', { 'x-forwarded-for': '203.0.113.7' }],
    ['a Forwarded header', { forwarded: 'for=203.0.113.7' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.7' }],
  ])('refuses a request with %s: the not-found page, no messages', async (_name, headers) => {
    const response = await fetch(`${BASE_URL}/dev/outbox`, { headers })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('The last 50 emails and text messages')
    expect(html).not.toMatch(/login code/i)
  })
})
