import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { PageShell } from '@/components/layout/PageShell'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getPayloadClient } from '@/server/payload'
import { notFoundPage } from '@/server/navigation/not-found-page'
import { devOutboxReadable } from '@/server/security/dev-outbox-access'

// /dev/outbox: the messages the site has sent (login codes, enquiry acknowledgements), newest first, so a tester can
// log in without a real mailbox or phone. On only with DEV_OUTBOX=true (npm start with the demo content) or under
// `npm run dev`, on a localhost SITE_URL, for requests straight from this machine (dev-outbox-access.ts); everywhere
// else, and for anyone else, it is a 404.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Outbox (development)', robots: { index: false, follow: false } }

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' })

export default async function DevOutboxPage() {
  if (!devOutboxReadable(await headers())) notFoundPage()
  const payload = await getPayloadClient()
  const [{ docs }, chrome] = await Promise.all([
    payload.find({ collection: 'outbox-messages', sort: '-createdAt', limit: 50, depth: 0, overrideAccess: true }),
    getSiteChrome(),
  ])
  return (
    <PageShell chrome={chrome} path="/dev/outbox">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-950">Outbox</h1>
        <p className="mt-2 text-slate-600">
          The last 50 emails and text messages, newest first. This page exists only on a local demo start.
        </p>
        {docs.length === 0 ? (
          <p className="mt-6 text-slate-600">Nothing has been sent yet.</p>
        ) : (
          <ol className="mt-6 grid gap-4">
            {docs.map((m) => (
              <li key={m.id} className="rounded-xl border border-slate-200 p-4" data-outbox-kind={m.kind}>
                <p className="text-sm text-slate-600">
                  {m.channel === 'email' ? 'Email' : 'SMS'} to <strong className="text-slate-900">{m.to}</strong> ·{' '}
                  {time.format(new Date(m.createdAt))}
                </p>
                {m.subject && <p className="mt-1 font-semibold text-slate-900">{m.subject}</p>}
                <pre className="mt-2 whitespace-pre-wrap font-sans text-sm text-slate-800">{m.body}</pre>
              </li>
            ))}
          </ol>
        )}
      </div>
    </PageShell>
  )
}
