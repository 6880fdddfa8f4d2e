import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { loadOrCreateSecretFile } from './local-secret'

// The VO config signature (GET /api/v1/configs?type=vo): the caller sends
//   X-VO-Config-Signature: <hex HMAC-SHA256 of the canonical query string, with the VO config key>
// The canonical query string: every parameter of the URL's query, each name and value percent-encoded as RFC 3986
// says (unreserved characters A–Z a–z 0–9 - . _ ~ as they are, every other byte as %XX in upper case, spaces as %20),
// sorted by name and then by value (byte order), joined as name=value with '&'. '?type=vo' → 'type=vo'. The order and
// encoding the client used do not matter; adding, removing or changing any parameter does.
// The key: VO_CONFIG_SIGNING_KEY (32+ characters), else a key generated on first use into VO_CONFIG_SIGNING_KEY_FILE
// (default .data/vo-config-signing-key). Verification is constant-time.

export const VO_CONFIG_SIGNATURE_HEADER = 'X-VO-Config-Signature'
export const DEFAULT_VO_CONFIG_KEY_FILE = '.data/vo-config-signing-key'
export const MIN_SIGNING_KEY_LENGTH = 32

/** For the OpenAPI document of GET /api/v1/configs. */
export const VO_CONFIG_SIGNATURE_DESCRIPTION =
  'Lower-case hex HMAC-SHA256, with the VO config key, of the canonical query string: each parameter name and value ' +
  'percent-encoded per RFC 3986 (unreserved characters kept, others %XX upper case), sorted by name then value, joined ' +
  "as name=value with '&' (for ?type=vo: 'type=vo'). A missing or wrong signature answers 401."

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

function compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

/** The canonical form of a query ('?b=2&a=1' or URLSearchParams) as described above. */
export function canonicalQueryString(query: string | URLSearchParams): string {
  const params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query
  return [...params]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([an, av], [bn, bv]) => compare(an, bn) || compare(av, bv))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

export function signQuery(query: string | URLSearchParams, key: string): string {
  return createHmac('sha256', key).update(canonicalQueryString(query)).digest('hex')
}

export type QuerySignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' }

export function verifyQuerySignature(query: string | URLSearchParams, header: string | null | undefined, key: string): QuerySignatureCheck {
  if (!header?.trim()) return { ok: false, reason: 'missing' }
  const given = header.trim().toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(signQuery(query, key), 'hex')
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' }
}

/** VO_CONFIG_SIGNING_KEY, else the generated key file. Throws on a key shorter than 32 characters. */
export function voConfigSigningKey(environment: Record<string, string | undefined> = process.env): string {
  const configured = environment.VO_CONFIG_SIGNING_KEY?.trim()
  const key =
    configured ||
    loadOrCreateSecretFile(environment.VO_CONFIG_SIGNING_KEY_FILE?.trim() || DEFAULT_VO_CONFIG_KEY_FILE, () =>
      randomBytes(32).toString('base64url'),
    )
  if (key.length < MIN_SIGNING_KEY_LENGTH) throw new Error(`VO_CONFIG_SIGNING_KEY must be at least ${MIN_SIGNING_KEY_LENGTH} characters.`)
  return key
}
