import { parseTourLink, tourEmbedSrc } from '@/domain/building/virtual-tour'
import { VirtualTourDialog } from './VirtualTour.client'

/** The building's virtual tour, or nothing at all when it has no tour link. The embed address is worked out here, on the server. */
export function VirtualTour({
  tourLink,
  buildingName,
  buildingCode,
}: {
  tourLink?: string | null
  buildingName: string
  buildingCode: string
}) {
  const link = parseTourLink(tourLink)
  const src = tourEmbedSrc(tourLink)
  if (!link || !src) return null
  return <VirtualTourDialog src={src} tourLink={link.toString()} buildingName={buildingName} buildingCode={buildingCode} />
}
