import { isIP } from 'node:net'
import { peerAddress } from '../http/peer-address'
import { leadsConfig } from './config'

/**
 * The visitor's address. With no trusted proxy (`hops` 0, the default) it is the socket's address, as the site's
 * server stamped it: X-Forwarded-For is the visitor's to write and is ignored. With `hops` proxies in front that
 * append to X-Forwarded-For, the visitor is the hops-th entry from the right. null when there is none to trust; such
 * requests share one rate-limit bucket.
 */
export function clientIp(headers: Headers, hops: number): string | null {
  if (hops === 0) return bare(peerAddress(headers))
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  return bare(entries[entries.length - hops] ?? null)
}

/** An address without brackets or port, or null when it is not an IP address. */
function bare(candidate: string | null): string | null {
  if (!candidate) return null
  const address = candidate.replace(/^\[|\](:\d+)?$/g, '').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
  return isIP(address) ? address : null
}

/** The visitor's address of a request, with the proxy hops the site is configured for (TRUST_PROXY_HOPS). */
export function requestIp(headers: Headers): string | null {
  return clientIp(headers, leadsConfig().TRUST_PROXY_HOPS)
}
