import { describe, expect, it } from 'vitest'
import { PEER_HEADER_VARIABLE } from '@/server/http/peer-address'
import { clientIp } from '@/server/leads/client-ip'
import { devOutboxReadable } from '@/server/security/dev-outbox-access'

// Who is at the other end (the socket's address as scripts/serve.ts stamps it, or the entry a trusted proxy appended),
// and who may read the development outbox.

const STAMP = 'x-sthana-peer-test'
const withStamp = <T>(work: () => T): T => {
  const before = process.env[PEER_HEADER_VARIABLE]
  process.env[PEER_HEADER_VARIABLE] = STAMP
  try {
    return work()
  } finally {
    if (before === undefined) delete process.env[PEER_HEADER_VARIABLE]
    else process.env[PEER_HEADER_VARIABLE] = before
  }
}

describe('clientIp', () => {
  it.each<[string, Record<string, string>, number, string | null]>([
    ['the socket, with no proxy trusted', { [STAMP]: '198.51.100.4' }, 0, '198.51.100.4'],
    ['the socket, whatever X-Forwarded-For says', { [STAMP]: '198.51.100.4', 'x-forwarded-for': '10.0.0.1' }, 0, '198.51.100.4'],
    ['an IPv4-mapped socket address as IPv4', { [STAMP]: '::ffff:127.0.0.1' }, 0, '127.0.0.1'],
    ['nobody, without the stamp', { 'x-forwarded-for': '10.0.0.1' }, 0, null],
    ['the entry one proxy appended', { [STAMP]: '127.0.0.1', 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }, 1, '203.0.113.9'],
    ['the entry the first of two proxies appended', { 'x-forwarded-for': '10.0.0.1, 203.0.113.9, 192.0.2.1' }, 2, '203.0.113.9'],
    ['nobody, when the proxy wrote nothing', { [STAMP]: '127.0.0.1' }, 1, null],
    ['nobody, for an entry that is not an address', { 'x-forwarded-for': 'unknown' }, 1, null],
    ['an address without its port', { 'x-forwarded-for': '203.0.113.9:4711' }, 1, '203.0.113.9'],
  ])('is %s', (_name, headers, hops, expected) => {
    expect(withStamp(() => clientIp(new Headers(headers), hops))).toBe(expected)
  })
})

describe('devOutboxReadable', () => {
  const on = { DEV_OUTBOX: 'true', SITE_URL: 'http://localhost:3000', [PEER_HEADER_VARIABLE]: STAMP }

  it.each<[string, Record<string, string | undefined>, Record<string, string>, boolean]>([
    ['a request from this machine', on, { [STAMP]: '127.0.0.1', 'x-forwarded-for': '127.0.0.1' }, true],
    ['a request from this machine by IPv6', on, { [STAMP]: '::1', 'x-forwarded-for': '::1' }, true],
    ['a request from another machine', on, { [STAMP]: '192.0.2.7', 'x-forwarded-for': '192.0.2.7' }, false],
    ['a request through a proxy on this machine', on, { [STAMP]: '127.0.0.1', 'x-forwarded-for': '203.0.113.5' }, false],
    ['a request with a Forwarded header', on, { [STAMP]: '127.0.0.1', forwarded: 'for=203.0.113.5' }, false],
    ['a request with X-Real-IP', on, { [STAMP]: '127.0.0.1', 'x-real-ip': '203.0.113.5' }, false],
    ['a request without the stamp (not served by scripts/serve.ts)', on, { 'x-forwarded-for': '127.0.0.1' }, false],
    ['a site on a public address', { ...on, SITE_URL: 'https://www.sthanaworkspaces.in' }, { [STAMP]: '127.0.0.1' }, false],
    ['a site with the outbox off', { ...on, DEV_OUTBOX: 'false' }, { [STAMP]: '127.0.0.1' }, false],
    ['the development server', { ...on, DEV_OUTBOX: undefined, NODE_ENV: 'development' }, { [STAMP]: '127.0.0.1' }, true],
  ])('%s', (_name, environment, headers, expected) => {
    expect(devOutboxReadable(new Headers(headers), environment)).toBe(expected)
  })
})
