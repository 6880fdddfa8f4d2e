import { PRODUCT_PATHS, withTrailingSlash } from '../urls'

// The enquiry product options (spec section 9): what a visitor can ask about in the lead form ('What are you looking
// for?'). Leads store the chosen value so operators can filter by it.

export const ENQUIRY_PRODUCTS = [
  { label: 'Private office space', value: 'private-office-space' },
  { label: 'All access', value: 'all-access' },
  { label: 'All access pay per use', value: 'all-access-pay-per-use' },
  { label: 'Conference room', value: 'conference-room' },
  { label: 'Day pass', value: 'day-pass' },
  { label: 'Workplace', value: 'workplace' },
  { label: 'Virtual office', value: 'virtual-office' },
  { label: 'Event spaces', value: 'event-spaces' },
  { label: 'All', value: 'all' },
  { label: 'Help', value: 'help' },
] as const

export type EnquiryProduct = (typeof ENQUIRY_PRODUCTS)[number]['value']

const VALUES = new Set<string>(ENQUIRY_PRODUCTS.map((p) => p.value))

export function isEnquiryProduct(value: unknown): value is EnquiryProduct {
  return typeof value === 'string' && VALUES.has(value)
}

export function enquiryProductLabel(value: string): string {
  return ENQUIRY_PRODUCTS.find((p) => p.value === value)?.label ?? value
}

// Product pages and the enquiry option they are about; a page not listed asks the visitor to choose.
const PRODUCT_BY_PATH: Record<string, EnquiryProduct> = {
  [PRODUCT_PATHS.privateOffice]: 'private-office-space',
  '/enterprise/': 'private-office-space',
  [PRODUCT_PATHS.allAccessPlus]: 'all-access',
  [PRODUCT_PATHS.onDemand]: 'all-access-pay-per-use',
  '/workspaces/on-demand-business/': 'all-access-pay-per-use',
  [PRODUCT_PATHS.dayPass]: 'day-pass',
  [PRODUCT_PATHS.conferenceRoom]: 'conference-room',
  [PRODUCT_PATHS.virtualOffice]: 'virtual-office',
  '/workplace/': 'workplace',
  '/events/': 'event-spaces',
  '/studios/': 'event-spaces',
}

/** The enquiry product a product page is about (with or without its trailing slash), if any. */
export function enquiryProductForPath(path: string): EnquiryProduct | undefined {
  return PRODUCT_BY_PATH[withTrailingSlash(path.toLowerCase())]
}
