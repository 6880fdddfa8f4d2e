import { cache } from 'react'
import type { GuidedBuilding, GuidedSellingCity } from '@/domain/guided-selling/city'
import { toBuildingCard } from '../locations/building-views'
import { getCityWithBuildings } from '../locations/get-city-with-buildings'

/** A live city with its micromarkets and live buildings, or null. */
export const getGuidedSellingCity = cache(async (handle: string): Promise<GuidedSellingCity | null> => {
  const data = await getCityWithBuildings(handle)
  if (!data) return null
  const { city } = data
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
      card: toBuildingCard(doc),
    })),
  )
  return { city: { handle: city.handle, name: city.name, share: { meta: city.meta, heroImage: city.heroImage } }, micromarkets, buildings }
})
