import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/seed-assets/**' }],
  },
  experimental: {
    // Payload admin bundles are large; keep the build within the 2-core machine's memory.
    cpus: 2,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
