import type { ProductType } from '@/domain/catalogue/product-types'
import type { CartLines } from './price'

// Spec section 6: an email linked to a private-office membership cannot buy a day pass, a day-pass bundle or a
// conference room (those members book through the member portal). Section 8 gives the two messages, word for word.

export const PRIVATE_OFFICE_DAY_PASS_MESSAGE =
  'This email is linked to a Private Office membership. To purchase a day pass, please log in with an email ID associated with an On-Demand membership or sign up with a new email ID.'

export const PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE =
  'This email is registered with a Private office membership. To book a conference room and add members please login to member portal.'

/** What a private-office member cannot buy here, with the message each gets. A virtual office they can. */
export const PRIVATE_OFFICE_REFUSALS: Readonly<Partial<Record<ProductType, string>>> = {
  DAY_PASS: PRIVATE_OFFICE_DAY_PASS_MESSAGE,
  BUNDLE: PRIVATE_OFFICE_DAY_PASS_MESSAGE,
  CONFERENCE_ROOM: PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE,
}

/** Whether a private-office member may buy a product type. */
export function privateOfficeMayBuy(productType: ProductType): boolean {
  return PRIVATE_OFFICE_REFUSALS[productType] === undefined
}

/** The product types in a cart's lines (the loyalty membership is not a catalogue product). */
export function productTypesOfLines(lines: CartLines): ProductType[] {
  const types: ProductType[] = []
  if (lines.dayPasses.some((d) => d.people > 0)) types.push('DAY_PASS')
  if (lines.bundles.some((b) => b.count > 0)) types.push('BUNDLE')
  if (lines.conference) types.push('CONFERENCE_ROOM')
  return types
}

/**
 * The refusal for a private-office member buying these product types, or null when nothing is refused (or the
 * customer is no such member). Day passes and bundles come first: their message is the one shown when both apply.
 */
export function privateOfficeRefusal(isPrivateOfficeMember: boolean, productTypes: readonly ProductType[]): string | null {
  if (!isPrivateOfficeMember) return null
  for (const type of ['DAY_PASS', 'BUNDLE', 'CONFERENCE_ROOM'] as const) {
    if (productTypes.includes(type)) return PRIVATE_OFFICE_REFUSALS[type]!
  }
  return null
}
