import type { Metadata } from 'next'
import { parseTourLink, tourFrameSrc } from '@/domain/building/virtual-tour'
import { getBuildingByHandle } from '@/server/locations/get-building-by-handle'
import { notFoundPage } from '@/server/navigation/not-found-page'

// /building/virtual-tour/{handle} (spec section 2): a building's tour on a host other than the 3D tour service, full
// screen with a way back. The building page's tour dialog frames this page, so next.config.ts allows framing by
// our own origin only. Rendered on first visit and kept until the CMS revalidates the site.
type Props = { params: Promise<{ handle: string }> }

export const dynamicParams = true

export function generateStaticParams(): { handle: string }[] {
  return []
}

async function loadTour(handle: string) {
  const building = await getBuildingByHandle(decodeURIComponent(handle))
  const link = parseTourLink(building?.virtualTourLink)
  const src = tourFrameSrc(building?.virtualTourLink)
  return building && link && src ? { building, link: link.toString(), src } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tour = await loadTour((await params).handle)
  if (!tour) return { title: 'Page not found' }
  return { title: `Virtual tour of ${tour.building.name}`, robots: { index: false, follow: true } }
}

export default async function VirtualTourPage({ params }: Props) {
  const tour = await loadTour((await params).handle)
  if (!tour) notFoundPage()
  const { building, link, src } = tour
  return (
    <main id="main-content" tabIndex={-1} className="flex h-dvh flex-col bg-white outline-none">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-2 sm:px-6">
        <a href={building.href} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          <span aria-hidden="true">← </span>Back to {building.name}
        </a>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-brand-950 sm:text-lg">{building.name}</h1>
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Open the tour in a new tab
        </a>
      </header>
      <div className="relative flex-1 bg-slate-100">
        <p aria-hidden="true" className="absolute inset-0 grid place-items-center text-sm text-slate-500">
          Loading the tour…
        </p>
        <iframe
          src={src}
          title={`Virtual tour of ${building.name}`}
          allow="fullscreen; xr-spatial-tracking"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    </main>
  )
}
