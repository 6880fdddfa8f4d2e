import type { MetadataRoute } from 'next'
import { getSiteChrome } from '@/server/content/get-site-chrome'

// /manifest.webmanifest: the site's name and icons for a phone's home screen (icons rendered by scripts/make-icons.ts).
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { siteName, defaultMeta } = await getSiteChrome()
  return {
    name: siteName,
    short_name: siteName.replace(/ Workspaces$/, ''),
    description: defaultMeta.description ?? undefined,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#1f3a5f',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
