import type { Metadata } from 'next'
import { NotFoundView } from '@/components/layout/NotFoundView'
import { SkipLink } from '@/components/layout/SkipLink'
import { HydrationWindow } from '@/components/ui/hydration-window.client'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listCities } from '@/server/locations/list-cities'
import './(site)/globals.css'

// Addresses no route matches (and /404 itself) get the site's own not-found page with a 404 status. The site has two
// root layouts (the public site and the admin), so this page brings its own html and body.
export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/apple-touch-icon.png',
  },
}

export default async function GlobalNotFound() {
  const [chrome, cities] = await Promise.all([getSiteChrome(), listCities()])
  return (
    <html lang="en-IN">
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <SkipLink />
        <NotFoundView chrome={chrome} cities={cities} />
        {/* Last: its effect ends the first hydration, after every other element's (hydration-window.client.tsx). */}
        <HydrationWindow />
      </body>
    </html>
  )
}
