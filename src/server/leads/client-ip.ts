import { isIP } from 'node:net'
import { leadsConfig } from './config'

/**
 * The visitor's address, from X-Forwarded-For as the proxies in front of the app wrote it: with `hops` trusted proxies
 * the client is the hops-th entry from the right (Next.js itself adds the socket address when the header is missing).
 * null when there is none to trust; such requests share one rate-limit bucket.
 */
export function clientIp(headers: Headers, hops: number): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const candidate = hops === 0 ? entries[0] : entries[entries.length - hops]
  if (!candidate) return headers.get('x-real-ip')?.trim() || null
  const bare = candidate.replace(/^\[|\](:\d+)?$/g, '').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
  return isIP(bare) ? bare : null
}

/** The visitor's address of a request, with the proxy hops the site is configured for (TRUST_PROXY_HOPS). */
export function requestIp(headers: Headers): string | null {
  return clientIp(headers, leadsConfig().TRUST_PROXY_HOPS)
}
