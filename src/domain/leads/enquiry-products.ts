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
