import type { IncomingMessage } from 'node:http'

// The address of the machine at the other end of the socket. Route handlers see only headers, and Next.js fills
// X-Forwarded-For with the socket's address only when the visitor did not send one, so the visitor can write it. The
// site's server (scripts/serve.ts) therefore stamps the socket's address on every request under a header whose name is
// random per start (kept in STHANA_PEER_HEADER): nobody outside can guess it to send their own, and any copy sent
// anyway is overwritten. Without that server (plain `next start`) there is no stamp, and no address is trusted.

/** The environment variable holding the stamp's header name; set by the site's server, never configured by hand. */
export const PEER_HEADER_VARIABLE = 'STHANA_PEER_HEADER'

/** Stamps the socket's address on a request, replacing whatever a visitor sent under that name. */
export function stampPeerAddress(request: IncomingMessage, headerName: string): void {
  request.headers[headerName] = request.socket.remoteAddress ?? ''
}

/** The socket's address as the site's server stamped it (IPv4-mapped IPv6 as plain IPv4), or null when there is no stamp. */
export function peerAddress(headers: Headers, environment: Record<string, string | undefined> = process.env): string | null {
  const name = environment[PEER_HEADER_VARIABLE]
  const value = name ? headers.get(name)?.trim() : undefined
  return value ? value.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') : null
}

/** Whether an address is this machine's own (127.0.0.0/8 or ::1). */
export function isLoopback(address: string | null): boolean {
  return address !== null && (/^127\.\d+\.\d+\.\d+$/.test(address) || address === '::1')
}
