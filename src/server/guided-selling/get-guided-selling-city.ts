import { cache } from 'react'
import type { CandidateBuilding } from '@/domain/guided-selling/match'
import type { MicromarketChoice } from '@/domain/guided-selling/questions'
import type { Building, City } from '@/payload-types'
import { getCityWithBuildings } from '../locations/get-city-with-buildings'

/** A live building as the matching sees it, with the document kept for its card. */
export interface GuidedBuilding extends CandidateBuilding {
  doc: Building
}

export interface GuidedSellingCity {
  city: City
  /** Micromarkets with at least one live building, by name: the 'area' choices. */
  micromarkets: MicromarketChoice[]
  buildings: GuidedBuilding[]
}

/** A live city with its micromarkets and live buildings, or null. */
export const getGuidedSellingCity = cache(async (handle: string): Promise<GuidedSellingCity | null> => {
  const data = await getCityWithBuildings(handle)
  if (!data) return null
  const micromarkets = data.micromarkets.map(({ micromarket }) => ({ handle: micromarket.handle, name: micromarket.name }))
  const buildings = data.micromarkets.flatMap(({ micromarket, buildings: docs }) =>
    docs.map((doc): GuidedBuilding => ({
      id: doc.id,
      name: doc.name,
      micromarketHandle: micromarket.handle,
      seats: doc.seats ?? null,
      isDayPassDisabled: Boolean(doc.isDayPassDisabled),
      isConfRoomDisabled: Boolean(doc.isConfRoomDisabled),
      isVirtualOfficeDisabled: Boolean(doc.isVirtualOfficeDisabled),
      doc,
    })),
  )
  return { city: data.city, micromarkets, buildings }
})
