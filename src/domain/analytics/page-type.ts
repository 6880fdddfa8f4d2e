import { isCityHandle } from '../catalogue/product-types'
import { enquiryProductForPath } from '../leads/enquiry-product-paths'

// The analytics page types (spec section 1), one for every route: sent with every event, and stored with each lead.
// 'VO KYC' is ours: the virtual-office KYC page is a step after a purchase, not a product page.
export const PAGE_TYPES = [
  'Home',
  'Info',
  'Blogs',
  'Referrals',
  'Product',
  'Location',
  'MyAccount',
  'Partnership',
  'Thank You',
  'VO KYC',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

const PRODUCT_ROOTS = new Set([
  'workspaces',
  'labs',
  'enterprise',
  'events',
  'advertise',
  'studios',
  'business-solutions',
  'workplace',
  'guided-selling',
  'festiveoffer',
])

export function pageTypeForPath(path: string): PageType {
  const segments = path.toLowerCase().split(/[?#]/)[0]!.split('/').filter(Boolean)
  const [first] = segments
  if (!first) return 'Home'
  if (first === 'blogs') return 'Blogs'
  if (first === 'referrals' || path.startsWith('/workspaces/on-demand/refer')) return 'Referrals'
  if (first === 'account') return 'MyAccount'
  if (/^\/workspaces\/virtual-office\/kyc(\/|$)/.test(`/${segments.join('/')}`)) return 'VO KYC'
  if (first === 'partners') return 'Partnership'
  if (first === 'thank-you' || first === 'order-confirmation') return 'Thank You'
  if (isCityHandle(first) || first === 'building') return 'Location'
  if (PRODUCT_ROOTS.has(first) || enquiryProductForPath(path)) return 'Product'
  return 'Info'
}
