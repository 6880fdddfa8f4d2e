import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

// Single sign-on through an OpenID Connect provider (OIDC_* set): a small provider on this machine answers discovery,
// the token exchange and userinfo; the callback signs the customer in with a session cookie.

let payload: Payload
let provider: Server
let issuer = ''
const ORIGIN = 'http://localhost:3100'
const tokenRequests: string[] = []

beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer || 'http://127.0.0.1')
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname === '/.well-known/openid-configuration')
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
      })
    if (url.pathname === '/token') {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        tokenRequests.push(body)
        send(200, { access_token: 'provider-access-token', token_type: 'Bearer', expires_in: 3600 })
      })
      return
    }
    if (url.pathname === '/userinfo') {
      if (req.headers.authorization !== 'Bearer provider-access-token') return send(401, { error: 'invalid_token' })
      return send(200, { sub: 'emp-4471', email: 'leela.das@acme-corp.example', email_verified: true, name: 'Leela Das' })
    }
    send(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  Object.assign(process.env, {
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: 'sthana-web',
    OIDC_CLIENT_SECRET: 'provider-secret',
    SITE_URL: ORIGIN,
  })
  payload = await testPayload()
})
afterAll(async () => {
  for (const key of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) delete process.env[key]
  await new Promise((resolve) => provider.close(resolve))
  await payload.destroy()
})

describe('single sign-on', () => {
  it('goes to the provider, comes back through the callback and starts a session', async () => {
    const { GET, POST } = await import('@/app/api/auth/[...all]/route')
    const start = await POST(
      new Request(`${ORIGIN}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ provider: 'sso', callbackURL: '/account' }),
      }),
    )
    expect(start.status).toBe(200)
    const { url } = (await start.json()) as { url: string }
    const authorize = new URL(url)
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`)
    expect(authorize.searchParams.get('client_id')).toBe('sthana-web')
    const cookies = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')

    const callback = await GET(
      new Request(`${ORIGIN}/api/auth/callback/sso?code=provider-code&state=${encodeURIComponent(authorize.searchParams.get('state')!)}`, {
        headers: { cookie: cookies },
      }),
    )
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/account')
    expect(callback.headers.getSetCookie().join(';')).toContain('sthana.session=')
    expect(tokenRequests.at(-1)).toContain('code=provider-code')
    const { rows } = await payload.db.pool.query<{ email: string }>(`SELECT email FROM auth."user" WHERE email = $1`, [
      'leela.das@acme-corp.example',
    ])
    expect(rows).toHaveLength(1)
  })
})
