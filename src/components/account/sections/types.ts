import type { ContactAnswer, CreditsPageAnswer, LoyaltyDetailsAnswer, WifiDetailsAnswer } from '@/contracts/customers'

// What the customer API answers for 'My account' (the `data` of each row, spec section 7), from the API contract.

export type Contact = ContactAnswer
export type Loyalty = LoyaltyDetailsAnswer['data']
export type Wifi = WifiDetailsAnswer['data']
export type Credits = CreditsPageAnswer['data']

/** The `data` of a successful answer, or null for any other. */
export async function dataOf<T>(response: Response): Promise<T | null> {
  if (!response.ok) return null
  return ((await response.json()) as { data: T }).data
}

export const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })
