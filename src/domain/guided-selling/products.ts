import { PRODUCT_PATHS } from '../urls'

// The four guided-selling journeys of spec section 9, and where each one lives: /guided-selling/{product}/{city}.

export const GUIDED_PRODUCTS = ['private-office-space', 'co-working-space', 'virtual-office', 'events-and-shoots'] as const
export type GuidedProduct = (typeof GUIDED_PRODUCTS)[number]

export interface GuidedProductInfo {
  /** Singular noun phrase, used in headings: 'Find a {label} in Bangalore'. */
  label: string
  /** Title-case name for the page title. */
  title: string
  /** One line under the heading. */
  intro: string
  /** The product page with the full story, linked from the results. */
  learnMoreHref: string
}

export const GUIDED_PRODUCT_INFO: Readonly<Record<GuidedProduct, GuidedProductInfo>> = {
  'private-office-space': {
    label: 'private office',
    title: 'Private office space',
    intro: 'A furnished, lockable office for your team. Three quick questions and we will show you the buildings that fit.',
    learnMoreHref: PRODUCT_PATHS.privateOffice,
  },
  'co-working-space': {
    label: 'co-working space',
    title: 'Co-working space',
    intro: 'A desk when you need one, by the day or every day. Two quick questions and we will show you where and for how much.',
    learnMoreHref: PRODUCT_PATHS.onDemand,
  },
  'virtual-office': {
    label: 'virtual office',
    title: 'Virtual office',
    intro: 'A business address for your company, GST or correspondence. Two quick questions and we will show you the plans and prices.',
    learnMoreHref: PRODUCT_PATHS.virtualOffice,
  },
  'events-and-shoots': {
    label: 'space for your event or shoot',
    title: 'Events and shoots',
    intro: 'Launches, workshops, offsites and shoots. Three quick questions and we will show you the buildings that can host you.',
    learnMoreHref: '/events',
  },
}

export function isGuidedProduct(value: string): value is GuidedProduct {
  return (GUIDED_PRODUCTS as readonly string[]).includes(value)
}

/** The bare path of a journey, without answers. */
export { guidedSellingPath } from '../urls'
