import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The test runner builds into its own folder so a test build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The building page's tour dialog frames /building/virtual-tour/{handle}: our own pages may, other sites may not.
  async headers() {
    return [
      {
        source: '/building/virtual-tour/:handle',
        headers: [
          { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
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
