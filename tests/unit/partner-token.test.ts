import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  generatePartnerKey,
  MAX_LIFETIME_SECONDS,
  signPartnerToken,
  verifyPartnerToken,
  type PartnerKeyLookup,
} from '@/server/security/partner-token'
import {
  canonicalQueryString,
  signQuery,
  VO_CONFIG_SIGNATURE_HEADER,
  verifyQuerySignature,
  voConfigSigningKey,
} from '@/server/security/query-signature'

const ACME_KEY = generatePartnerKey()
const ACME_OLD_KEY = generatePartnerKey()
const OTHER_KEY = generatePartnerKey()
const keys: Record<string, string[]> = { acme: [ACME_KEY, ACME_OLD_KEY], 'other-partner': [OTHER_KEY] }
const keysFor: PartnerKeyLookup = async (partner) => keys[partner] ?? null

const NOW = new Date('2026-12-11T06:30:00Z')
const now = Math.floor(NOW.getTime() / 1000)
const claims = { partner: 'acme', sub: 'acme-cust-981', email: 'neha@example.in', name: 'Neha Kapoor', iat: now, exp: now + 600 }

describe('partner tokens', () => {
  it('a good token answers its claims', async () => {
    const token = signPartnerToken({ ...claims, jti: 'jti-000000001' }, ACME_KEY)
    expect(token).toMatch(/^pt1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(await verifyPartnerToken(token, 'acme', keysFor, NOW)).toEqual({ ok: true, claims: { ...claims, jti: 'jti-000000001' } })
  })

  it('a token signed with the partner’s previous key still verifies (rotation)', async () => {
    expect(await verifyPartnerToken(signPartnerToken(claims, ACME_OLD_KEY), 'acme', keysFor, NOW)).toMatchObject({ ok: true })
  })

  it.each([
    ['expired', { iat: now - 600, exp: now - 31 }, 'expired'],
    ['within the clock skew', { exp: now - 29, iat: now - 600 }, null],
    ['issued in the future', { iat: now + 120, exp: now + 300 }, 'invalid-claims'],
    ['living too long', { exp: now + MAX_LIFETIME_SECONDS + 1 }, 'invalid-claims'],
    ['expiring before issue', { exp: now - 10, iat: now }, 'invalid-claims'],
    ['for another partner, with this partner’s key', { partner: 'other-partner' }, 'forged'],
    ['without an email', { email: undefined }, 'invalid-claims'],
  ] as const)('%s → %s', async (_, change, reason) => {
    const token = signPartnerToken({ ...claims, ...change } as typeof claims, ACME_KEY)
    const result = await verifyPartnerToken(token, 'acme', keysFor, NOW)
    expect(result).toEqual(reason === null ? expect.objectContaining({ ok: true }) : { ok: false, reason })
  })

  it('forged: another key, a changed payload, a reused signature', async () => {
    expect(await verifyPartnerToken(signPartnerToken(claims, OTHER_KEY), 'acme', keysFor, NOW)).toEqual({ ok: false, reason: 'forged' })
    const [version, payload, signature] = signPartnerToken(claims, ACME_KEY).split('.') as [string, string, string]
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url')
    expect(await verifyPartnerToken(`${version}.${changed}.${signature}`, 'acme', keysFor, NOW)).toEqual({ ok: false, reason: 'forged' })
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    expect(await verifyPartnerToken(`${version}.${payload}.${flipped}`, 'acme', keysFor, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('a partner presenting another partner’s token is forged (keys chosen by the request, not the token)', async () => {
    const token = signPartnerToken({ ...claims, partner: 'other-partner' }, OTHER_KEY)
    expect(await verifyPartnerToken(token, 'acme', keysFor, NOW)).toEqual({ ok: false, reason: 'forged' })
    expect(await verifyPartnerToken(token, 'other-partner', keysFor, NOW)).toMatchObject({ ok: true })
  })

  it('an unknown partner, or one without a usable key', async () => {
    const token = signPartnerToken(claims, ACME_KEY)
    expect(await verifyPartnerToken(token, 'nobody', keysFor, NOW)).toEqual({ ok: false, reason: 'unknown-partner' })
    expect(await verifyPartnerToken(token, 'acme', () => ['short'], NOW)).toEqual({ ok: false, reason: 'unknown-partner' })
  })

  it.each([
    '',
    'pt1',
    'pt1.a',
    'pt2.abc.' + 'A'.repeat(43),
    'pt1.abc.def',
    'pt1.a b.' + 'A'.repeat(43),
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  ])('malformed: %j', async (token) => {
    expect(await verifyPartnerToken(token, 'acme', keysFor, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('a signed payload that is not JSON is malformed', async () => {
    const { createHmac } = await import('node:crypto')
    const payload = Buffer.from('not json').toString('base64url')
    const signature = createHmac('sha256', ACME_KEY).update(`pt1.${payload}`).digest('base64url')
    expect(await verifyPartnerToken(`pt1.${payload}.${signature}`, 'acme', keysFor, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('VO config signature', () => {
  const KEY = 'vo-config-key-for-tests-0123456789abcdef'

  it.each([
    ['?type=vo', 'type=vo'],
    ['type=vo', 'type=vo'],
    ['b=2&a=1&a=0', 'a=0&a=1&b=2'],
    ['q=a+b&x=%7E*', 'q=a%20b&x=~%2A'],
    ['name=Ren%C3%A9e', 'name=Ren%C3%A9e'],
    ['', ''],
  ])('canonical %j → %j', (query, canonical) => {
    expect(canonicalQueryString(query)).toBe(canonical)
  })

  it('signs the canonical query: order and encoding do not matter, content does', () => {
    const signature = signQuery('?type=vo', KEY)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(VO_CONFIG_SIGNATURE_HEADER).toBe('X-VO-Config-Signature')
    expect(verifyQuerySignature('type=vo', signature, KEY)).toEqual({ ok: true })
    expect(verifyQuerySignature(new URLSearchParams({ type: 'vo' }), signature.toUpperCase(), KEY)).toEqual({ ok: true })
    expect(signQuery('b=2&a=1', KEY)).toBe(signQuery('a=1&b=2', KEY))
    expect(verifyQuerySignature('type=vo&x=1', signature, KEY)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifyQuerySignature('type=loyalty', signature, KEY)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifyQuerySignature('type=vo', signQuery('type=vo', `${KEY}x`), KEY)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['abc', 'malformed'],
    ['z'.repeat(64), 'malformed'],
  ] as const)('header %j → %s', (header, reason) => {
    expect(verifyQuerySignature('type=vo', header, KEY)).toEqual({ ok: false, reason })
  })

  const temp = mkdtempSync(path.join(tmpdir(), 'vo-config-key-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  it('the key: VO_CONFIG_SIGNING_KEY, else a generated file kept for next time; short keys refused', () => {
    expect(voConfigSigningKey({ VO_CONFIG_SIGNING_KEY: KEY })).toBe(KEY)
    const file = path.join(temp, 'key')
    const generated = voConfigSigningKey({ VO_CONFIG_SIGNING_KEY_FILE: file })
    expect(generated.length).toBeGreaterThanOrEqual(32)
    expect(voConfigSigningKey({ VO_CONFIG_SIGNING_KEY_FILE: file })).toBe(generated)
    expect(() => voConfigSigningKey({ VO_CONFIG_SIGNING_KEY: 'short' })).toThrow(/at least 32/)
  })
})
