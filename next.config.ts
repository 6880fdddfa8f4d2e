import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { contentSecurityPolicy } from './src/server/security/content-security-policy'

/**
 * Pages rendered per request: src/proxy.ts gives them a Content-Security-Policy with a nonce (its matcher lists the
 * same paths), so the static policy below leaves them out.
 */
const NONCE_PAGES = ['guided-selling/[^/]+/[^/]+', 'dev/outbox']

const nextConfig: NextConfig = {
  // The test runner builds into its own folder so a test build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The bench build (`npm run bench`) reads the source maps to say which libraries the page scripts are made of, and
  // leaves type checking to `npm test`, so work in progress elsewhere in the tree does not stop a measurement.
  productionBrowserSourceMaps: process.env.BENCH_BUILD === 'true',
  typescript: { ignoreBuildErrors: process.env.BENCH_BUILD === 'true' },
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next.js hashes the whole HTML of every page request for it (a quarter of the server's time on
  // a 190 kB building page, measured with `npm run bench`), while pages change only on a CMS edit. Static files keep theirs.
  generateEtags: false,
  // Security headers on every response (docs/decisions/0003-security-headers.md). The public pages are static, so
  // their inline scripts cannot carry per-request nonces: their script-src allows 'self' and inline scripts, and
  // everything else is locked down; pages rendered per request get a nonce from src/proxy.ts instead.
  async headers() {
    const csp = contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development', env: process.env })
    const https = (process.env.SITE_URL ?? '').startsWith('https://')
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
        ],
      },
      { source: `/:path((?!(?:${NONCE_PAGES.join('|')})/?$).*)`, headers: [{ key: 'Content-Security-Policy', value: csp }] },
    ]
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/seed-assets/**' }],
  },
  experimental: {
    // Payload admin bundles are large; keep the build within the 2-core machine's memory.
    cpus: 2,
    // app/global-not-found.tsx: the site's own 404 page for addresses no route matches (two root layouts, no shared one).
    globalNotFound: true,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
