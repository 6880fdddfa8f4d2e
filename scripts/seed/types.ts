import type { PlanPriceSource } from '@/domain/content/plans'
// Shapes of the demo content that scripts/seed.ts writes through Payload.
// Money is integer paise (₹1 = 100 paise). Text is plain; paragraphs are separated by a blank line.

export type CityHandle = 'bangalore' | 'chennai' | 'delhi' | 'gurgaon' | 'hyderabad' | 'mumbai' | 'noida' | 'pune'

export interface SeedMicromarket {
  name: string // 'Indiranagar'
  handle: string // 'indiranagar'
  latitude: number
  longitude: number
}

export interface SeedCity {
  handle: CityHandle
  name: string // 'Bangalore'
  stateCode: string // 'KA'
  latitude: number
  longitude: number
  tagline: string // one line shown under the city heading
  description: string // 2–3 paragraphs about working in the city
  micromarkets: SeedMicromarket[] // at least 4, real neighbourhoods/business districts
}

export interface SeedBuilding {
  name: string // fictional, e.g. 'Meridian Tower'
  slug: string // unique across the site, e.g. 'meridian-tower-indiranagar'
  buildingCode: string // unique, e.g. 'BLR-IND-01'
  city: CityHandle
  micromarket: string // a handle from the city's micromarkets
  googlePlaceId: string // plausible-looking fake place id, unique, e.g. 'ChIJ...'
  latitude: number // inside the micromarket, plausible
  longitude: number
  address: {
    buildingName: string
    line1: string // street address
    line2: string // area / landmark
    city: string // 'Bengaluru'
    stateCode: string // 'KA'
    pinCode: string // real PIN code of the area, 6 digits
  }
  contactNumber: string // '+91 80 4567 1234' style, fictional
  what3wordsLink: string // 'https://what3words.com/word.word.word'
  virtualTourLink?: string // some with 'https://my.matterport.com/show/?m=XXXX' (3D tour service), some with another host e.g. 'https://tours.example-vr.in/...'
  description: string // 2 paragraphs: floors, light, transit access, what teams work there
  floors: number
  seats: number
  amenities: string[] // from AMENITIES in data/amenities.ts
  isDayPassDisabled?: boolean
  isConfRoomDisabled?: boolean
  isVirtualOfficeDisabled?: boolean
  /** For a building of the scale catalogue (data/scale.ts): the slug of the demo building it is made from, whose
   * drawing it shows. */
  copyOf?: string
  prices: {
    dayPass: { price: number; strikeThroughPrice: number } // paise per day, e.g. 79900 / 99900
    conferenceRoom: { price: number; strikeThroughPrice: number; seats: number } // paise per hour
    privateOfficeFrom: number // paise per seat per month, the building's lowest private-office price
    bundle5: { price: number; strikeThroughPrice: number } // 5 day-pass credits
    bundle10: { price: number; strikeThroughPrice: number } // 10 credits
    // virtual office: per plan handle, total price in paise for each month count offered
    virtualOffice: Record<VoPlanHandle, { months: number; price: number; strikeThroughPrice: number }[]>
  }
}

export type VoPlanHandle = 'business-address-vo-package' | 'business-registration-vo-package' | 'gst-registration-vo-package'

export interface SeedVoPlan {
  handle: VoPlanHandle
  title: string
  summary: string
  features: string[]
  basePrice: number // paise per month, list price
  variants: { months: number; discountedPrice: number; strikeThroughPrice: number }[] // per month, paise
}

export interface SeedReview {
  buildingSlug: string
  authorName: string // Indian names, varied
  rating: 1 | 2 | 3 | 4 | 5
  text: string // 1–3 sentences, specific and believable, some mildly critical
  daysAgo: number
}

export interface SeedSection {
  heading: string
  body: string // paragraphs separated by blank lines; lines starting with '- ' are bullet items
}

export interface SeedPage {
  path: string // without leading/trailing slash: 'careers', 'policies/privacy', 'workspaces/on-demand/day-pass'
  title: string
  kind: 'product' | 'company' | 'policy' | 'support' | 'program' | 'partner' | 'landing'
  metaDescription: string // <= 160 chars
  heroHeading: string
  heroSubheading: string
  sections: SeedSection[]
  faqs?: { question: string; answer: string }[]
  cta?: { heading: string; text: string; label: string; href: string }
  /** Plan cards, shown before the sections. */
  plans?: SeedPlans
}

export interface SeedPost {
  slug: string
  title: string
  excerpt: string
  author: string
  publishedAt: string // ISO date
  tags: string[]
  sections: SeedSection[]
}

export interface SeedPlans {
  heading: string
  intro?: string
  plans: {
    name: string
    audience: string
    priceSource: PlanPriceSource
    price?: number // paise, with priceSource 'fixed'
    priceUnit?: string
    included: string[]
    linkLabel?: string
    linkHref?: string
  }[]
}
