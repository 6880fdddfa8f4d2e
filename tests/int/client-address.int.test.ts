import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as leadsPost } from '@/app/api/leads/route'
import { PEER_HEADER_VARIABLE, stampPeerAddress } from '@/server/http/peer-address'
import { LEAD } from '../helpers/api-rows'
import { testPayload } from '../helpers/payload'

// Whose limit a request counts against. The rows below run behind a real socket, stamped as the site's server stamps
// it (scripts/serve.ts): with the default of no trusted proxy, X-Forwarded-For is the visitor's to write and changes
// nothing; with TRUST_PROXY_HOPS=1, the entry the proxy appended is the visitor.

let payload: Payload
let server: Server
let port: number
const header = `x-sthana-peer-${randomBytes(6).toString('hex')}`
const saved = { hops: process.env.TRUST_PROXY_HOPS, peer: process.env[PEER_HEADER_VARIABLE] }

/** A loopback address of its own for each test (Linux answers on all of 127/8), so earlier runs' counts never matter. */
const loopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  return new Request(`http://localhost${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) })
}

/** Posts a lead from `from` (the socket's own address) with the given X-Forwarded-For; answers the status. */
function postLead(from: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify(LEAD)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

beforeAll(async () => {
  payload = await testPayload()
  process.env[PEER_HEADER_VARIABLE] = header
  server = createServer((req, res) => {
    stampPeerAddress(req, header)
    void toRequest(req)
      .then((request) => leadsPost(request))
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  for (const [key, value] of [
    ['TRUST_PROXY_HOPS', saved.hops],
    [PEER_HEADER_VARIABLE, saved.peer],
  ] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  delete process.env.LEADS_RATE_LIMIT
  await payload.destroy()
})

describe('the rate limit of enquiries', () => {
  it('counts made-up X-Forwarded-For values against the socket’s address by default', async () => {
    delete process.env.TRUST_PROXY_HOPS
    process.env.LEADS_RATE_LIMIT = '3'
    const from = loopback()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push(await postLead(from, `198.51.100.${i + 1}`))
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    // Another machine has a limit of its own.
    expect(await postLead(loopback(), '198.51.100.1')).toBe(201)
  })

  it('counts a stamp a visitor sent under the header’s name as nothing', async () => {
    delete process.env.TRUST_PROXY_HOPS
    process.env.LEADS_RATE_LIMIT = '2'
    const from = loopback()
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        await new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              localAddress: from,
              method: 'POST',
              path: '/api/leads',
              headers: { 'content-type': 'application/json', [header]: `203.0.113.${i + 1}` },
            },
            (res) => {
              res.resume()
              res.on('end', () => resolve(res.statusCode!))
            },
          )
          req.on('error', reject)
          req.end(JSON.stringify(LEAD))
        }),
      )
    }
    expect(statuses).toEqual([201, 201, 429])
  })

  it('takes the entry the trusted proxy appended when TRUST_PROXY_HOPS=1', async () => {
    process.env.TRUST_PROXY_HOPS = '1'
    process.env.LEADS_RATE_LIMIT = '2'
    const proxy = loopback()
    const visitor = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
    const statuses: number[] = []
    // The visitor writes anything on the left; the proxy appends the address it saw.
    for (let i = 0; i < 3; i++) statuses.push(await postLead(proxy, `198.51.100.${i + 1}, ${visitor}`))
    expect(statuses).toEqual([201, 201, 429])
    expect(await postLead(proxy, `198.51.100.1, 10.200.${Math.floor(Math.random() * 250)}.8`)).toBe(201)
  })
})
