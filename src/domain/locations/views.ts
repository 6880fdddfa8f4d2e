import type { HeroSlide } from '../building/hero-slides'
import type { PageMeta } from '../content/views'
import type { BundleCredits } from '../catalogue/product-types'
import type { MapMarker } from '../maps/marker'
import type { ImageModel } from '../media/image'
import type { PlaceReviews } from '../reviews/types'
import type { Paise } from '../money'
import type { CoworkingSpaceJsonLd } from '../seo/building'
import type { BuildingOffer } from './building-offer'

// What the city and building pages render, as the loaders in src/server/locations hand it over: every relation
// resolved (city, micromarket, amenities, products, reviews, nearby buildings), no CMS record, nothing the page does
// not show.

/** A building in a list: the city page, nearby buildings, guided selling's matches. */
export interface BuildingCardModel {
  id: number
  name: string
  href: string
  /** Street lines, comma-separated. */
  address: string
  cover: ImageModel | null
  /** From-prices, products and seats, where the list compares buildings (the city page). */
  offer?: BuildingOffer
}

/** A live city in a list: the home page, the not-found page, guided selling's first step. */
export interface CitySummary {
  id: number
  handle: string
  name: string
  tagline: string | null
  href: string
  heroImage: ImageModel | null
}

export interface CityPageModel {
  name: string
  tagline: string | null
  /** Paragraphs of plain text, separated by blank lines. */
  description: string | null
  /** Neighbourhoods with at least one live building, by name; their buildings by name. */
  micromarkets: { handle: string; name: string; buildings: BuildingCardModel[] }[]
  /** Where the map fetches its markers (cityMapPath). */
  mapHref: string
  meta: PageMeta
}

/** The festive-offer banner while the operators' flag is on. */
export interface FestiveOfferModel {
  discountPercent: number
  href: string
}

/** The 'Workspaces and virtual-office plans' section: what the building sells, its bundle sizes and amenities. */
export interface BuildingPlansModel {
  buildingId: number
  buildingCode: string
  buildingName: string
  /** The building page's slug: 'Book' links carry it into the cart. */
  buildingHandle: string
  dayPass: boolean
  conferenceRoom: boolean
  virtualOffice: boolean
  /** The private office's from-price per seat per month, as the operators set it; null: 'Price on request'. */
  privateOfficeFrom: Paise | null
  /** The bundle sizes on sale; empty when bundles are not sold here. */
  bundles: BundleCredits[]
  amenities: { id: number; label: string }[]
}

export interface BuildingPageModel {
  id: number
  name: string
  slug: string
  buildingCode: string
  path: string
  city: { handle: string; name: string }
  micromarket: { handle: string; name: string }
  /** 'Building, line 1, line 2, City, State PIN'. */
  address: string
  directionsHref: string
  what3wordsLink: string | null
  contactNumber: string | null
  slides: HeroSlide[]
  virtualTourLink: string | null
  festiveOffer: FestiveOfferModel | null
  plans: BuildingPlansModel
  marker: MapMarker
  /** Null when there is nothing to show: no place id, no reviews, or the reviews source failed (spec section 8). */
  reviews: PlaceReviews | null
  nearby: { card: BuildingCardModel; km: number }[]
  jsonLd: CoworkingSpaceJsonLd
  meta: PageMeta
}
