import { buildingJsonLd, type BuildingOfferInput, type BuildingSeoFields, type CoworkingSpaceJsonLd } from '@/domain/seo/building'
import { PRODUCT_PATHS } from '@/domain/urls'
import type { Building } from '@/payload-types'
import { getProductTypeDetails } from '../catalogue/get-product-type-details'
import type { OfferedProduct } from '../catalogue/types'
import { env } from '../env'
import { getPlaceReviews } from '../reviews/get-place-reviews'

const PRODUCT_PAGES: Record<OfferedProduct['type'], string> = {
  DAY_PASS: PRODUCT_PATHS.dayPass,
  BUNDLE: PRODUCT_PATHS.dayPass,
  CONFERENCE_ROOM: PRODUCT_PATHS.conferenceRoom,
  VIRTUAL_OFFICE: PRODUCT_PATHS.virtualOffice,
}

function offerName(product: OfferedProduct, variant: OfferedProduct['variants'][number]): string {
  if (product.type === 'VIRTUAL_OFFICE') return `${product.plan?.title ?? product.title} (${variant.title})`
  return product.variants.length > 1 ? `${product.title} (${variant.title})` : product.title
}

/**
 * The building's CoworkingSpace structured data: address, position, the review rating, and an offer per plan variant it
 * sells (switched-off products are left out by the catalogue). A failing reviews source only drops the rating.
 */
export async function getBuildingJsonLd(
  building: BuildingSeoFields & Pick<Building, 'buildingCode' | 'googlePlaceId'>,
  path: string,
): Promise<CoworkingSpaceJsonLd> {
  const [products, reviews] = await Promise.all([
    getProductTypeDetails([building.buildingCode], ['DAY_PASS', 'CONFERENCE_ROOM', 'BUNDLE', 'VIRTUAL_OFFICE']),
    building.googlePlaceId
      ? getPlaceReviews(building.googlePlaceId).catch((error: unknown) => {
          console.error('Reviews for structured data failed', error)
          return null
        })
      : null,
  ])
  const offers: BuildingOfferInput[] = products.flatMap((product) =>
    product.variants.map((variant) => ({
      name: offerName(product, variant),
      pricePaise: variant.pricePaise,
      url: PRODUCT_PAGES[product.type],
    })),
  )
  const rating = reviews && reviews.user_ratings_total > 0 ? { avg: reviews.avgRating, count: reviews.user_ratings_total } : null
  return buildingJsonLd({ building, path, siteUrl: env().SITE_URL, rating, offers })
}
