import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx } from '../../scripts/lib/nginx'
import { startGroup, stopGroup, waitForHttp } from '../../scripts/lib/processes'
import { BASE_URL } from './browser'
import { newLoginCode, loginCodesSentTo } from './login-codes'

// The production profile (`npm run start:cluster`): nginx in front of two app instances on the test build and
// database. A customer's journey works whichever instance answers each request; nginx keeps prerendered pages for a
// moment, never a signed-in visitor's; it compresses; it routes around an instance that dies.

const root = path.resolve(import.meta.dirname, '../..')
const base = Number(new URL(BASE_URL).port || 80)
const nginxPort = base + 10
const instancePorts = [base + 11, base + 12]
const site = `http://localhost:${nginxPort}`

const running: ChildProcess[] = []
const visitor = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

beforeAll(async () => {
  for (const port of instancePorts) {
    const instance = startGroup(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--port', String(port), '--hostname', '127.0.0.1'],
      {
        cwd: root,
        // Two proxies: this test stands for a load balancer in front of nginx, so each journey has an address of its own
        // (the shared test server's limits count 127.0.0.1).
        env: { ...process.env, NODE_ENV: 'production', SITE_URL: site, TRUST_PROXY_HOPS: '2', JOB_WORKERS: 'off' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    running.push(instance)
  }
  running.push(startNginx({ dir: path.join(root, 'test-results', 'nginx'), port: nginxPort, upstreams: instancePorts }))
  await Promise.all(instancePorts.map((port) => waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000)))
  await waitForHttp(`${site}/api/health`, 30_000)
})

afterAll(async () => {
  await Promise.all(running.map((child) => stopGroup(child)))
})

const upstreamPort = (response: Response) => Number(response.headers.get('x-upstream')?.split(':').pop())

async function post(pathname: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${site}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': visitor, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
}

describe('nginx in front of two app instances', () => {
  it('spreads requests over both instances, each healthy', async () => {
    const served = new Set<number>()
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${site}/api/health`)
      expect(response.status).toBe(200)
      served.add(upstreamPort(response))
    }
    expect([...served].sort()).toEqual(instancePorts)
  })

  it("carries one customer's sign-in and account through both instances", async () => {
    const email = `cluster.${Date.now()}@example.in`
    const before = await loginCodesSentTo(email)
    const sent = await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })
    expect(sent.status).toBe(200)
    const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp: await newLoginCode(email, before) })
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => c.includes('sthana'))
      .join('; ')
    const created = await post('/api/customers/create', { name: 'Cluster Customer', phone: `9${String(Date.now()).slice(-9)}` }, cookie)
    expect(created.status).toBe(201)

    const served = new Set<number>()
    for (let i = 0; i < 6; i++) {
      const info = await fetch(`${site}/api/customers/get-info`, { headers: { cookie } })
      expect(info.status).toBe(200)
      expect(((await info.json()) as { data: { email: string } }).data.email).toBe(email)
      served.add(upstreamPort(info))
    }
    expect(served.size).toBe(2)
  })

  it('keeps a prerendered page for a moment, but never for a signed-in visitor', async () => {
    const first = await fetch(`${site}/blogs/`)
    await first.arrayBuffer()
    const second = await fetch(`${site}/blogs/`)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache')).toBe('HIT')
    const signedIn = await fetch(`${site}/blogs/`, { headers: { cookie: 'sthana_signed_in=1' } })
    expect(signedIn.headers.get('x-cache')).toBe('BYPASS')
    const api = await fetch(`${site}/api/search-index`)
    expect(api.headers.get('x-cache')).toBeNull()
  })

  it('compresses pages and scripts (brotli when asked, else gzip)', async () => {
    const page = await fetch(`${site}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const brotli = await fetch(`${site}/`, { headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    // As a browser asks: nginx takes Accept-Encoding away, the instance rewrites the page's scripts and sends it
    // plain, and the page arrives whole (a fresh address, so an instance renders it).
    const browser = await fetch(`${site}/?fresh=${Date.now()}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })
    const html = await browser.text()
    expect(html).toContain('__scriptsAfterPaint')
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
  })

  it('routes around an instance that dies', async () => {
    const victim = running[0]!
    victim.kill('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${site}/api/health`)
      expect(response.status).toBe(200)
      expect(upstreamPort(response)).toBe(instancePorts[1])
    }
  })
})
