import { PRODUCT_PATHS, withTrailingSlash } from '../urls'
import type { EnquiryProduct } from './enquiry-products'

// A module of its own, without the options' labels: the 'Get in touch' dialog, on every page's first load, needs only
// this (first-load JavaScript budget, docs/decisions/0004-performance-baseline.md).

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
