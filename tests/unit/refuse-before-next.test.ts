import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { METHOD_NOT_ALLOWED_MESSAGE, refuseBeforeNext, SERVED_METHODS } from '@/server/http/refuse-before-next'

// What the site's server (scripts/serve.ts) answers before Next.js sees a request. Next.js makes a fetch Request of
// every request, and fetch refuses TRACE outright: TRACE answered 500 on every path. The stand-in for Next.js below
// does what it does first.

let server: Server
let port: number

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseBeforeNext(req, res)) return
    try {
      new Request(`http://localhost${req.url}`, { method: req.method })
      res.writeHead(200, { 'content-type': 'text/plain' }).end('next')
    } catch {
      res.writeHead(500).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('requests the site answers before Next.js', () => {
  it.each(['/', '/bangalore/', '/workspaces/virtual-office/', '/no-such-page/', '/admin'])('TRACE %s answers 405', async (path) => {
    const answer = await send('TRACE', path)
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe(SERVED_METHODS)
    expect(answer.body).toBe(METHOD_NOT_ALLOWED_MESSAGE)
  })

  it.each(['/api/leads', '/api/health', '/api/no-such-row', '/api?x=1'])('TRACE %s answers 405 in the API error shape', async (path) => {
    const answer = await send('TRACE', path)
    expect(answer.status).toBe(405)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'method_not_allowed', message: METHOD_NOT_ALLOWED_MESSAGE } })
  })

  it('leaves every other method to Next.js, and refuses a body past the largest upload', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect((await send(method, '/api/leads')).status).toBe(200)
    expect((await send('POST', '/api/leads', { 'content-length': String(200 * 1024 * 1024) })).status).toBe(413)
  })
})
