import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { RAZORPAY_CSP } from '@/integrations/payments/razorpay'
import { proxy } from '@/proxy'
import { contentSecurityPolicy, isNoncePage, newNonce, RAZORPAY_SCRIPT_ORIGINS } from '../../src/server/security/content-security-policy'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('the Content-Security-Policy', () => {
  it('allows inline scripts only where there is no nonce, and never objects, base tags or other sites framing us', () => {
    const staticPolicy = contentSecurityPolicy({ dev: false })
    expect(directive(staticPolicy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    const nonce = newNonce()
    const perRequest = contentSecurityPolicy({ dev: false, nonce })
    expect(directive(perRequest, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
    for (const csp of [staticPolicy, perRequest]) {
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).not.toContain('unsafe-eval')
    }
  })

  it("adds eval and websockets under next dev, and the chat widget's origins when the site is built with one", () => {
    const dev = contentSecurityPolicy({ dev: true })
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(dev, 'connect-src')).toContain('ws:')
    const widget = contentSecurityPolicy({
      dev: false,
      env: { NEXT_PUBLIC_CHAT_PROVIDER: 'freshchat', NEXT_PUBLIC_FRESHCHAT_HOST: 'https://acme.freshchat.com/' },
    })
    expect(directive(widget, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://acme.freshchat.com https://*.freshchat.com https://*.freshworks.com",
    )
  })

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16)
  })
})

describe("Razorpay's checkout in the policy", () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'secret-1234', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1234' }
  const scriptSrc = (env: Record<string, string>) =>
    contentSecurityPolicy({ dev: false, env })
      .split('; ')
      .find((d) => d.startsWith('script-src'))!

  it('allows checkout.js only when the Razorpay adapter is on', () => {
    expect(scriptSrc(keys)).toContain('https://checkout.razorpay.com')
    expect(scriptSrc({})).not.toContain('razorpay')
    expect(scriptSrc({ RAZORPAY_KEY_ID: 'rzp_test_abc123' })).not.toContain('razorpay')
  })

  it("names the same script origins as the adapter's list", () => {
    expect(RAZORPAY_SCRIPT_ORIGINS).toEqual(RAZORPAY_CSP.scriptSrc)
  })
})

describe('the pages rendered per request', () => {
  const SIGNING_PAGE = '/workspaces/virtual-office/sign/sl1.eyJkIjoxfQ.c2lnbmF0dXJl/'

  it('give the agreement signing page (its link is the credential) a fresh nonce and no inline allowance', async () => {
    const policies = await Promise.all(
      [1, 2].map(
        async () => (await proxy(new NextRequest(`http://localhost:3000${SIGNING_PAGE}`))).headers.get('content-security-policy') ?? '',
      ),
    )
    for (const csp of policies) {
      expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/)
    }
    expect(policies[0]).not.toBe(policies[1])
  })

  it('are the guided-selling results, the outbox and the signing page, each at its address with the trailing slash', () => {
    for (const path of ['/guided-selling/private-office-space/bangalore/', '/dev/outbox/', SIGNING_PAGE])
      expect(isNoncePage(path)).toBe(true)
    for (const path of ['/', '/bangalore/', '/workspaces/virtual-office/', '/workspaces/virtual-office/sign/', '/dev/outbox'])
      expect(isNoncePage(path)).toBe(false)
  })
})
