import { withPayload } from '@payloadcms/next/withPayload'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import { SHORT_IMAGE_REWRITE } from './src/domain/media/srcset'
import { contentSecurityPolicy, NONCE_PAGES } from './src/server/security/content-security-policy'

/**
 * The addresses served by the app's own routes, as patterns ('account', 'blogs/[slug]', 'thank-you'), route groups
 * left out, read when the app is built: src/proxy.ts leaves them to their routes and checks every other page address
 * against the cities, buildings and pages that the one catch-all route serves (docs/decisions/0002-not-found.md).
 */
function routePatterns(): string[] {
  const app = path.join(process.cwd(), 'src', 'app')
  const patterns: string[] = []
  const walk = (dir: string, segments: string[]) => {
    const entries = readdirSync(dir, { withFileTypes: true })
    if (segments.length > 0 && entries.some((e) => e.isFile() && /^(page|route)\.(tsx?|jsx?)$/.test(e.name)))
      patterns.push(segments.join('/'))
    for (const e of entries) {
      if (!e.isDirectory() || /^[_@]/.test(e.name)) continue
      walk(path.join(dir, e.name), e.name.startsWith('(') ? segments : [...segments, e.name])
    }
  }
  walk(app, [])
  // The routes of the CMS's addresses at the root ([city], [city]/[building], [...path]) are what the proxy checks
  // against the database; the API and the admin never reach it.
  return patterns.filter((p) => !/^\[/.test(p) && !/^(api|cms-api|admin)(\/|$)/.test(p)).sort()
}

const nextConfig: NextConfig = {
  env: { SITE_ROUTES: routePatterns().join(',') },
  // Page addresses end with a slash, as the spec lists them; src/proxy.ts redirects the other form (308), and leaves
  // the API, the admin and files alone, which Next.js's own trailing-slash handling would not.
  skipTrailingSlashRedirect: true,
  // The test runner builds into its own folder so a test build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The bench build (`npm run bench`) reads the source maps to say which libraries the page scripts are made of, and
  // leaves type checking to `npm test`, so work in progress elsewhere in the tree does not stop a measurement. `npm test`
  // says when it has checked the types itself (BUILD_TYPES_CHECKED), and its build does not check them again.
  productionBrowserSourceMaps: process.env.BENCH_BUILD === 'true',
  typescript: { ignoreBuildErrors: process.env.BENCH_BUILD === 'true' || process.env.BUILD_TYPES_CHECKED === 'true' },
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
      // Not on the pages rendered per request: src/proxy.ts gives them a policy with a nonce (one list, NONCE_PAGES).
      { source: `/:path((?!(?:${NONCE_PAGES.join('|')})/$).*)`, headers: [{ key: 'Content-Security-Policy', value: csp }] },
    ]
  },
  // A media-library picture's short address (src/domain/media/srcset.ts: shortImageAddress) is the image optimiser's
  // own; before the pages' routes, which would take it for a city's page.
  async rewrites() {
    return {
      beforeFiles: [SHORT_IMAGE_REWRITE],
      afterFiles: [],
      fallback: [],
    }
  },
  // pdfkit reads its own data files from its package folder at run time: it runs from node_modules, unbundled.
  serverExternalPackages: ['pdfkit', 'fontkit', '@signpdf/signpdf', '@signpdf/signer-p12', '@signpdf/utils', 'node-forge'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/seed-assets/**' }],
  },
  experimental: {
    // Payload admin bundles are large; keep the build within the 2-core machine's memory.
    cpus: 2,
    // app/global-not-found.tsx: the site's own 404 page for addresses no route matches (two root layouts, no shared one).
    globalNotFound: true,
    // Turbopack's build cache: written unless BUILD_CACHE=false, which scripts/lib/build-site.ts sets for a folder's
    // first build (writesBuildCache).
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'false',
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every route for the colour-scheme client hint with `Critical-CH`, which makes Chrome fetch a document a
// second time when the hint was not sent (about 600 ms of every public page's LCP, issue 21). Only the admin's theme
// reads the hint, so the hint headers are sent under /admin alone.
export default {
  ...withCms,
  async headers() {
    const rules = (await withCms.headers?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies typeof withCms
