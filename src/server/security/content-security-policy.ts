// The one Content-Security-Policy of the site (docs/decisions/0003-security-headers.md), built here for both places
// that send it: next.config.ts for the statically rendered pages, the API and the admin (no per-request nonce can
// exist in a page rendered at build time, so inline scripts are allowed there), and src/proxy.ts for the pages
// rendered per request, which get a fresh nonce and 'strict-dynamic' instead.

/**
 * The pages rendered per request, as patterns of their address without its slashes: src/proxy.ts gives each a policy
 * with a fresh nonce, and next.config.ts sends the static policy to every other address, so each response has one.
 * Page addresses end with a slash (the proxy redirects the other form), and only that form is a nonce page. The
 * signing page is one: its link is the credential, so it is rendered per request and must not allow inline scripts.
 */
export const NONCE_PAGES = ['guided-selling/[^/]+/[^/]+', 'dev/outbox', 'workspaces/virtual-office/sign/[^/]+']

const noncePage = new RegExp(`^/(?:${NONCE_PAGES.join('|')})/$`)

/** Whether the proxy gives this address (a path) a policy with a nonce. */
export const isNoncePage = (pathname: string): boolean => noncePage.test(pathname)

export interface CspOptions {
  /** `next dev` needs eval and a websocket for hot reloading. */
  dev: boolean
  /** A per-request nonce: inline scripts must carry it, and scripts they load are trusted through 'strict-dynamic'. */
  nonce?: string
  /** NEXT_PUBLIC_CHAT_PROVIDER and NEXT_PUBLIC_FRESHCHAT_HOST, for the chat widget's script origins. */
  env?: Record<string, string | undefined>
}

/**
 * A third-party chat widget (src/integrations/chat) runs the vendor's script: its origins join script-src only when
 * the site is built with one. Its frames, pictures and connections are https, which the policy already allows.
 */
export function chatWidgetScriptOrigins(env: CspOptions['env'] = {}): string[] {
  if (env.NEXT_PUBLIC_CHAT_PROVIDER?.trim().toLowerCase() !== 'freshchat') return []
  return [
    new URL(env.NEXT_PUBLIC_FRESHCHAT_HOST || 'https://wchat.freshchat.com').origin,
    'https://*.freshchat.com',
    'https://*.freshworks.com',
  ]
}

/**
 * Razorpay's Standard Checkout (checkout.js and its frames) joins script-src only when the Razorpay adapter is on (all
 * three RAZORPAY_* variables set); the built-in sandbox gateway is served by the site itself. The same origins as
 * RAZORPAY_CSP in src/integrations/payments/razorpay.ts (kept apart: this module is loaded by next.config.ts and the
 * proxy, and imports nothing); its frames, connections and images are https, which the policy already allows.
 */
export const RAZORPAY_SCRIPT_ORIGINS = ['https://checkout.razorpay.com', 'https://cdn.razorpay.com']

export function paymentScriptOrigins(env: CspOptions['env'] = {}): string[] {
  const on = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].every((name) => (env[name] ?? '').trim() !== '')
  return on ? RAZORPAY_SCRIPT_ORIGINS : []
}

export function contentSecurityPolicy({ dev, nonce, env }: CspOptions): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"]
  if (dev) scripts.push("'unsafe-eval'")
  scripts.push(...chatWidgetScriptOrigins(env), ...paymentScriptOrigins(env))
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // Map tiles come from whatever MapLibre style an operator sets, tours from the 3D tour service, review photos from Google.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${dev ? ' ws:' : ''}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Our own building page frames /building/virtual-tour/{handle}; no other site may frame ours.
    "frame-ancestors 'self'",
  ].join('; ')
}

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
