import { describe, expect, it } from 'vitest'
import { BASE_URL } from './browser'

// Security headers on every kind of response: pages, the API, media, the admin.
describe('security headers', () => {
  it.each(['/', '/bangalore/meridian-tower-indiranagar', '/account', '/api/maps/place?place_id=none', '/api/openapi.json', '/admin/login', '/sw.js'])('%s', async (path) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    // HSTS only where the site is served over https (the test server is plain http on localhost).
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})
