import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

// The not-found boundary of the public site's layout. No page here calls notFound(): an address without a page is sent
// to /404 (src/server/navigation/not-found-page.ts), which app/global-not-found.tsx serves as the full not-found page
// with the site's header and footer (docs/decisions/0002-not-found.md). So this boundary only stands in if a future
// page throws notFound() anyway: it sends the visitor on to /404.
//
// It is kept this small on purpose: Next.js writes the boundary's content into the flight data of every page under
// the layout, whether it is shown or not. The full not-found view here put a second copy of the header, the footer and
// its enquiry form into every public page's HTML (about a fifth of the home page's bytes, measured with `npm run bench`).
export default function NotFound() {
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <meta httpEquiv="refresh" content="0;url=/404" />
      <h1 className="text-2xl font-bold text-brand-950">We couldn’t find that page</h1>
      <p className="mt-4">
        <a href="/404" className="font-semibold text-brand-900 underline">
          See where to go from here
        </a>
      </p>
    </main>
  )
}
