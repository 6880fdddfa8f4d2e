import type { Metadata } from 'next'
import { BookConferenceRoom } from '@/components/booking/BookConferenceRoom.client'
import { PageShell } from '@/components/layout/PageShell'
import { PRODUCT_PATHS } from '@/domain/urls'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getBuildingByHandle } from '@/server/locations/get-building-by-handle'

// /book/conference-room/?building=<handle>: holds a conference room of one building on its own, until the cart places
// the same component (src/components/booking/ConferenceRoomBooking.client.tsx). Not indexed; per request (the query).
export const metadata: Metadata = { title: 'Book a conference room', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function BookConferenceRoomPage({ searchParams }: Props) {
  const handle = (await searchParams).building
  const building = typeof handle === 'string' && /^[a-z0-9-]{1,120}$/.test(handle) ? await getBuildingByHandle(handle) : null
  const chrome = await getSiteChrome()
  return (
    <PageShell chrome={chrome} path="/book/conference-room">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold text-brand-950">
          {building ? `Book a conference room at ${building.name}` : 'Book a conference room'}
        </h1>
        {building ? (
          <BookConferenceRoom building={building.slug} />
        ) : (
          <p className="text-slate-700">
            Choose a building first: see{' '}
            <a className="font-semibold text-brand-800 underline" href={PRODUCT_PATHS.conferenceRoom}>
              conference rooms in every city
            </a>
            .
          </p>
        )}
      </div>
    </PageShell>
  )
}
