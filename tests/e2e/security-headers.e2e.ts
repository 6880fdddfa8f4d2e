import { describe, expect, it } from 'vitest'
import { BASE_URL, launch } from './browser'

// Security headers on every kind of response: pages, the API, media, the admin.
describe('security headers', () => {
  it.each([
    '/',
    '/bangalore/meridian-tower-indiranagar',
    '/account',
    '/api/maps/place?place_id=none',
    '/api/openapi.json',
    '/admin/login',
    '/sw.js',
  ])('%s', async (path) => {
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
    // The colour-scheme client hint is the admin's alone: elsewhere `Critical-CH` would make Chrome load the page twice.
    const admin = path.startsWith('/admin')
    expect(response.headers.get('critical-ch') !== null).toBe(admin)
    expect(response.headers.get('accept-ch') !== null).toBe(admin)
  })
})

// Pages rendered per request carry a fresh nonce and 'strict-dynamic' instead of allowing inline scripts; static
// pages, rendered at build time, keep the documented allowance (docs/decisions/0003-security-headers.md).
describe('the script policy', () => {
  const scriptSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  const GUIDED = '/guided-selling/private-office-space/bangalore?team=11-50'

  it('gives a page rendered per request a new nonce each time, on every script Next.js writes, and no inline allowance', async () => {
    const first = await fetch(`${BASE_URL}${GUIDED}`)
    const second = await fetch(`${BASE_URL}${GUIDED}`)
    const csp = first.headers.get('content-security-policy') ?? ''
    // One policy, not the static one as well.
    expect(csp.match(/default-src/g)).toHaveLength(1)
    expect(scriptSrc(csp)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    expect(/'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')![1]).not.toBe(nonce)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')

    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes('application/ld+json'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
  })

  it('gives the agreement signing page (its link is the credential) a nonce on every script, and one policy', async () => {
    const response = await fetch(`${BASE_URL}/workspaces/virtual-office/sign/sl1.not-a-real-signing-link/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp.match(/default-src/g)).toHaveLength(1)
    expect(scriptSrc(csp)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/)
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes('application/ld+json'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
  })

  it('keeps the inline allowance, and no nonce, on a static page', async () => {
    const csp = (await fetch(`${BASE_URL}/bangalore`)).headers.get('content-security-policy') ?? ''
    expect(scriptSrc(csp)).toBe("script-src 'self' 'unsafe-inline'")
  })

  it('runs the nonce page in a browser with no script refused', async () => {
    const browser = await launch()
    try {
      const page = await browser.newPage({ baseURL: BASE_URL })
      const refused: string[] = []
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text())
      })
      await page.goto(GUIDED)
      await page.waitForLoadState('networkidle')
      expect(refused).toEqual([])
      // Hydrated: the page's client behaviour works (the '?' dialog is a client component of every page).
      await page.locator('body').press('?')
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    } finally {
      await browser.close()
    }
  })
})
