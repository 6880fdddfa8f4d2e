import { cache } from 'react'
import { toHeroSlides } from '@/domain/building/hero-slides'
import { BUNDLE_CREDITS, type BundleCredits } from '@/domain/catalogue/product-types'
import { stateName } from '@/domain/geo/indian-states'
import { buildingOffer } from '@/domain/locations/building-offer'
import type { BuildingPageModel, BuildingPlansModel } from '@/domain/locations/views'
import { buildingPath, directionsUrl, withTrailingSlash } from '@/domain/urls'
import type { Building } from '@/payload-types'
import { populated, populatedAll } from '@/cms/relation'
import { isTypeOffered } from '../catalogue/product-availability'
import { getSiteGlobals } from '../content/get-site-globals'
import { getBuildingReviews } from '../reviews/get-building-reviews'
import { getBuildingJsonLd } from '../seo/get-building-json-ld'
import { toMapMarker } from './building-views'
import { getBuildingBySlug, type BuildingPageRecord } from './get-building-by-slug'
import { listNearbyBuildings } from './list-nearby-buildings'

export type BuildingPageResult = { kind: 'building'; model: BuildingPageModel } | { kind: 'empty-building' } | null

/**
 * The building page at /{city}/{slug}: the building with its city, micromarket, plans, amenities, reviews, nearby
 * buildings and structured data resolved. 'empty-building' when the record is there but has nothing to show (switched
 * off by the operators, or without a single gallery image: spec section 4 sends those to /404); null when there is none.
 */
export const getBuildingPage = cache(async (cityHandle: string, slug: string): Promise<BuildingPageResult> => {
  const building = await getBuildingBySlug(cityHandle, slug)
  return building ? buildingPage(building) : null
})

/**
 * The page of a building record read with at least what BuildingPageRecord holds (a record read whole gives the same
 * page, which `building-page.int.test.ts` checks against the narrow read).
 */
export async function buildingPage(building: BuildingPageRecord): Promise<Exclude<BuildingPageResult, null>> {
  const city = populated(building.city)
  const micromarket = populated(building.micromarket)
  if (isEmptyBuilding(building) || !city || !micromarket) return { kind: 'empty-building' }
  const path = buildingPath(city.handle, building.slug)
  const [{ settings }, nearby, jsonLd, reviews] = await Promise.all([
    getSiteGlobals(),
    listNearbyBuildings(building),
    getBuildingJsonLd(building, path),
    getBuildingReviews(building.googlePlaceId),
  ])
  const { address } = building
  const offer = settings.festiveOffer
  return {
    kind: 'building',
    model: {
      id: building.id,
      name: building.name,
      slug: building.slug,
      buildingCode: building.buildingCode,
      path,
      city: { handle: city.handle, name: city.name },
      micromarket: { handle: micromarket.handle, name: micromarket.name },
      address: [
        address.buildingName,
        address.line1,
        address.line2,
        address.city,
        `${stateName(address.stateCode) ?? address.stateCode} ${address.pinCode}`,
      ]
        .filter(Boolean)
        .join(', '),
      directionsHref: directionsUrl(building.location, building.googlePlaceId),
      what3wordsLink: building.what3wordsLink || null,
      contactNumber: building.contactNumber || null,
      slides: toHeroSlides(building.gallery, building.name),
      virtualTourLink: building.virtualTourLink || null,
      festiveOffer: offer?.enabled
        ? { discountPercent: offer.discountPercent ?? 30, href: withTrailingSlash(offer.href || '/festiveoffer') }
        : null,
      plans: plansOf(building),
      marker: toMapMarker(building),
      reviews,
      nearby,
      jsonLd,
      meta: {
        title: building.meta?.title || building.name,
        description: building.meta?.description || building.description?.slice(0, 160) || null,
        share: { meta: building.meta, gallery: building.gallery },
      },
    },
  }
}

/** A building record with nothing to show: switched off by the operators, or without a single gallery image. */
function isEmptyBuilding(building: Pick<Building, 'isLive' | 'gallery'>): boolean {
  return !building.isLive || !(building.gallery ?? []).some((slide) => slide.image)
}

function plansOf(building: BuildingPageRecord): BuildingPlansModel {
  return {
    buildingId: building.id,
    buildingCode: building.buildingCode,
    buildingName: building.name,
    buildingHandle: building.slug ?? '',
    privateOfficeFrom: buildingOffer(building, []).seatMonthFrom,
    dayPass: isTypeOffered(building, 'DAY_PASS'),
    conferenceRoom: isTypeOffered(building, 'CONFERENCE_ROOM'),
    virtualOffice: isTypeOffered(building, 'VIRTUAL_OFFICE'),
    bundles: isTypeOffered(building, 'BUNDLE') ? bundleCreditsOf(building) : [],
    amenities: populatedAll(building.amenities).map((a) => ({ id: a.id, label: a.label })),
  }
}

/**
 * The bundle sizes the building sells, from the bundle products the record joins (static content, not prices). When
 * the join is not there or is cut short, every size is assumed and a missing one shows 'Price on request'.
 */
function bundleCreditsOf(building: BuildingPageRecord): BundleCredits[] {
  const joined = building.products
  const docs = joined?.docs
  if (!docs || joined.hasNextPage || docs.some((d) => typeof d !== 'object')) return [...BUNDLE_CREDITS]
  const products = populatedAll(docs)
  return BUNDLE_CREDITS.filter((credits) =>
    products.some((p) => p.type === 'BUNDLE' && p.isActive !== false && Number(p.creditsQuantity) === credits),
  )
}
