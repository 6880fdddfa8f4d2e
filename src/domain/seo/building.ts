import { paiseToDecimalString } from '@/domain/money'
import { stateName } from '@/domain/geo/indian-states'
import { buildingPath } from '@/domain/urls'
import { isImage, isMediaLike, type MediaRef } from './media'
import { absoluteUrl } from './urls'

// schema.org structured data for a building page: a CoworkingSpace (a LocalBusiness) with its address, position,
// rating and what it sells. https://schema.org/CoworkingSpace

/** The building fields the structured data reads. A Payload `Building` (depth ≥ 1) satisfies it as it is. */
export interface BuildingSeoFields {
  name: string
  slug: string
  /** A populated city gives the page address /{city}/{slug}; with only an id, pass `path`. */
  city: number | { handle: string }
  description?: string | null
  contactNumber?: string | null
  address: {
    buildingName: string
    line1: string
    line2?: string | null
    city: string
    stateCode: string
    pinCode: string
  }
  location: { latitude: number; longitude: number }
  gallery?: readonly { image?: MediaRef }[] | null
  meta?: { image?: MediaRef } | null
}

export interface BuildingOfferInput {
  /** 'Day pass', 'Business Address plan (12 Months)'. */
  name: string
  /** Integer paise; offers with anything else are left out. */
  pricePaise: number
  /** Where it can be bought; site-relative or absolute. */
  url?: string
}

export interface BuildingJsonLdInput {
  building: BuildingSeoFields
  siteUrl: string
  /** Site-relative page path; defaults to /{city.handle}/{slug}. */
  path?: string
  /** Average and count of published reviews; no aggregateRating unless count > 0. */
  rating?: { avg: number; count: number } | null
  offers: readonly BuildingOfferInput[]
}

export interface PostalAddressJsonLd {
  '@type': 'PostalAddress'
  streetAddress: string
  addressLocality: string
  addressRegion: string
  postalCode: string
  addressCountry: 'IN'
}

export interface OfferJsonLd {
  '@type': 'Offer'
  name: string
  /** Rupees with 2 decimals: '799.00'. */
  price: string
  priceCurrency: 'INR'
  url?: string
}

export interface CoworkingSpaceJsonLd {
  '@context': 'https://schema.org'
  '@type': 'CoworkingSpace'
  '@id': string
  name: string
  url: string
  description?: string
  image?: string[]
  telephone?: string
  address: PostalAddressJsonLd
  geo: { '@type': 'GeoCoordinates'; latitude: number; longitude: number }
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: number; reviewCount: number; bestRating: 5; worstRating: 1 }
  makesOffer?: OfferJsonLd[]
}

function pagePath(building: BuildingSeoFields): string {
  return typeof building.city === 'object' ? buildingPath(building.city.handle, building.slug) : `/${building.slug}`
}

function images(building: BuildingSeoFields, siteUrl: string): string[] {
  const refs = [building.meta?.image, ...(building.gallery ?? []).map((slide) => slide.image)]
  const urls = refs
    .filter(isMediaLike)
    .filter(isImage)
    .flatMap((m) => (m.url ? [absoluteUrl(siteUrl, m.url)] : []))
  return [...new Set(urls)]
}

export function buildingJsonLd({ building, siteUrl, path, rating, offers }: BuildingJsonLdInput): CoworkingSpaceJsonLd {
  const url = absoluteUrl(siteUrl, path ?? pagePath(building))
  const { address, location } = building
  const street = [address.buildingName, address.line1, address.line2]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ')
  const pictures = images(building, siteUrl)
  const description = building.description?.split(/\n\s*\n/)[0]?.trim()
  const makesOffer = offers.flatMap((o): OfferJsonLd[] => {
    const price = paiseToDecimalString(o.pricePaise)
    if (price === null || !o.name.trim()) return []
    return [{ '@type': 'Offer', name: o.name.trim(), price, priceCurrency: 'INR', ...(o.url ? { url: absoluteUrl(siteUrl, o.url) } : {}) }]
  })
  const hasRating = rating && Number.isFinite(rating.avg) && Number.isInteger(rating.count) && rating.count > 0

  return {
    '@context': 'https://schema.org',
    '@type': 'CoworkingSpace',
    '@id': `${url}#building`,
    name: building.name,
    url,
    ...(description ? { description } : {}),
    ...(pictures.length ? { image: pictures } : {}),
    ...(building.contactNumber?.trim() ? { telephone: building.contactNumber.trim() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: address.city,
      addressRegion: stateName(address.stateCode) ?? address.stateCode,
      postalCode: address.pinCode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    ...(hasRating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(Math.min(5, Math.max(1, rating.avg)) * 10) / 10,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(makesOffer.length ? { makesOffer } : {}),
  }
}
