import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The test runner builds into its own folder so a test build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Security headers on every response (docs/decisions/0003-security-headers.md). The public pages are static, so
  // their inline scripts cannot carry per-request nonces: script-src allows 'self' and inline scripts, and everything
  // else is locked down. Map tiles, tour frames and review photos may come from any https origin.
  async headers() {
    const dev = process.env.NODE_ENV === 'development'
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src 'self' https:${dev ? ' ws:' : ''}`,
      "media-src 'self' blob:",
      "worker-src 'self' blob:",
      "frame-src 'self' https:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ')
    const https = (process.env.SITE_URL ?? '').startsWith('https://')
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: csp },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
        ],
      },
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
