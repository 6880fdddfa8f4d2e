import { cache } from 'react'
import { BUNDLE_CREDITS } from '@/domain/catalogue/product-types'
import type { BuildingsSelect } from '@/payload-types'
import { SHOWN_MEDIA_SELECT } from '../media/shown-media'
import { getPayloadClient } from '../payload'

/**
 * The fields of a building its page shows (src/server/locations/get-building-page.ts), and nothing else: read whole at
 * depth 2, a building brought its products with their building and plan, its reviews, its amenities, its utility bill
 * and its city's and micromarket's own relations, and Payload's read hooks walked all of it (a quarter of a first
 * answer at 2,000 buildings, decision 0004).
 */
const BUILDING_PAGE_SELECT = {
  name: true,
  slug: true,
  buildingCode: true,
  googlePlaceId: true,
  city: true,
  micromarket: true,
  description: true,
  seats: true,
  amenities: true,
  address: true,
  location: true,
  contactNumber: true,
  what3wordsLink: true,
  virtualTourLink: true,
  gallery: true,
  privateOfficeFromPrice: true,
  isDayPassDisabled: true,
  isConfRoomDisabled: true,
  isVirtualOfficeDisabled: true,
  products: true,
  meta: true,
  isLive: true,
} as const satisfies BuildingsSelect<true>

async function readBuildingPage(cityHandle: string, slug: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ slug: { equals: slug } }, { 'city.handle': { equals: cityHandle } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    select: BUILDING_PAGE_SELECT,
    populate: {
      cities: { handle: true, name: true },
      micromarkets: { handle: true, name: true },
      amenities: { label: true },
      media: SHOWN_MEDIA_SELECT,
      products: { type: true, isActive: true, creditsQuantity: true },
    },
    // Only the bundles, of which a building has one a size (their productKey): the page reads the sizes it sells from
    // them (the prices come from the catalogue API).
    joins: { products: { where: { type: { equals: 'BUNDLE' } }, limit: BUNDLE_CREDITS.length }, reviews: false },
  })
  return docs[0] ?? null
}

/** A building as its page reads it: the fields of BUILDING_PAGE_SELECT, its relations populated with what the page shows. */
export type BuildingPageRecord = NonNullable<Awaited<ReturnType<typeof readBuildingPage>>>

/** The building with this slug in the given city, live or not (the page decides what a switched-off one shows), or null. */
export const getBuildingBySlug = cache(readBuildingPage)
