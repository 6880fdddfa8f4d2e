export const PRODUCT_TYPES = ['DAY_PASS', 'CONFERENCE_ROOM', 'VIRTUAL_OFFICE', 'BUNDLE'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export const BUNDLE_CREDITS = [5, 10] as const
export type BundleCredits = (typeof BUNDLE_CREDITS)[number]

export const VO_PLAN_HANDLES = ['business-address-vo-package', 'business-registration-vo-package', 'gst-registration-vo-package'] as const
export type VoPlanHandle = (typeof VO_PLAN_HANDLES)[number]

export const SUPPORTED_CITIES = ['bangalore', 'chennai', 'delhi', 'gurgaon', 'hyderabad', 'mumbai', 'noida', 'pune'] as const
export type CityHandle = (typeof SUPPORTED_CITIES)[number]

export function isCityHandle(value: string): value is CityHandle {
  return (SUPPORTED_CITIES as readonly string[]).includes(value)
}
