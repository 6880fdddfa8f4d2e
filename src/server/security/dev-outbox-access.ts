import { isLoopback, peerAddress } from '../http/peer-address'

// /dev/outbox shows every login code and enquiry: a convenience for a demo on one's own machine, never a public page.
// It answers only when it is switched on (DEV_OUTBOX=true, or `npm run dev`), the site's address is a localhost one,
// and the request comes straight from this machine: the socket's address (stamped by scripts/serve.ts) is a loopback
// one and no proxy is in between. Operators read the same messages in the admin (Messaging → Outbox).

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]']
const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'via']
const unmapped = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

export function devOutboxReadable(headers: Headers, environment: Record<string, string | undefined> = process.env): boolean {
  if (environment.DEV_OUTBOX !== 'true' && environment.NODE_ENV !== 'development') return false
  let site: URL
  try {
    site = new URL(environment.SITE_URL || 'http://localhost:3000')
  } catch {
    return false
  }
  if (!LOCAL_HOSTS.includes(site.hostname)) return false
  const peer = peerAddress(headers, environment)
  if (!isLoopback(peer)) return false
  if (PROXY_HEADERS.some((name) => headers.has(name))) return false
  // Next.js copies the socket's address into X-Forwarded-For when the request has none: anything else there was
  // written by a proxy (or by the visitor).
  const forwarded = headers.get('x-forwarded-for')
  return forwarded === null || unmapped(forwarded) === peer
}
