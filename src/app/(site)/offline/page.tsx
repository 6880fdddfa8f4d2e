import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { telHref } from '@/components/layout/links'
import { getSiteChrome } from '@/server/content/get-site-chrome'

// What the service worker shows for a page it has not seen when there is no connection (public/sw.js).
export const metadata: Metadata = { title: 'You are offline', robots: { index: false, follow: false } }

export default async function OfflinePage() {
  const chrome = await getSiteChrome()
  return (
    <PageShell chrome={chrome} path="/offline">
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl">You are offline</h1>
        <p className="mt-4 text-slate-700">
          This page needs a connection. Pages you have opened before still work; try again when you are back online.
        </p>
        <p className="mt-2 text-slate-700">
          To talk to us now, call{' '}
          <a href={telHref(chrome.supportPhone)} className="font-semibold text-brand-700 underline underline-offset-4">
            {chrome.supportPhone}
          </a>
          .
        </p>
      </section>
    </PageShell>
  )
}
