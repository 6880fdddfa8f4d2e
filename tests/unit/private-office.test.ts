import { describe, expect, it } from 'vitest'
import type { ProductType } from '@/domain/catalogue/product-types'
import {
  PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE,
  PRIVATE_OFFICE_DAY_PASS_MESSAGE,
  privateOfficeMayBuy,
  privateOfficeRefusal,
  productTypesOfLines,
} from '@/domain/cart/private-office'

describe('private-office conflicts (spec sections 6 and 8)', () => {
  it('says exactly what section 8 says', () => {
    expect(PRIVATE_OFFICE_DAY_PASS_MESSAGE).toBe(
      'This email is linked to a Private Office membership. To purchase a day pass, please log in with an email ID associated with an On-Demand membership or sign up with a new email ID.',
    )
    expect(PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE).toBe(
      'This email is registered with a Private office membership. To book a conference room and add members please login to member portal.',
    )
  })

  it.each<[string, boolean, ProductType[], string | null]>([
    ['a member buying a day pass', true, ['DAY_PASS'], PRIVATE_OFFICE_DAY_PASS_MESSAGE],
    ['a member buying a bundle', true, ['BUNDLE'], PRIVATE_OFFICE_DAY_PASS_MESSAGE],
    ['a member booking a conference room', true, ['CONFERENCE_ROOM'], PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE],
    ['a member with a room and a day pass: the day-pass message', true, ['CONFERENCE_ROOM', 'DAY_PASS'], PRIVATE_OFFICE_DAY_PASS_MESSAGE],
    ['a member buying a virtual office', true, ['VIRTUAL_OFFICE'], null],
    ['a member with an empty cart', true, [], null],
    ['an on-demand customer buying everything', false, ['DAY_PASS', 'BUNDLE', 'CONFERENCE_ROOM'], null],
  ])('%s', (_name, member, types, message) => {
    expect(privateOfficeRefusal(member, types)).toBe(message)
  })

  it.each<[ProductType, boolean]>([
    ['DAY_PASS', false],
    ['BUNDLE', false],
    ['CONFERENCE_ROOM', false],
    ['VIRTUAL_OFFICE', true],
  ])('a private-office member may buy %s: %s', (type, ok) => {
    expect(privateOfficeMayBuy(type)).toBe(ok)
  })

  it('reads the product types from the cart’s lines (the loyalty membership is none)', () => {
    expect(
      productTypesOfLines({
        buildingCode: 'B',
        dayPasses: [{ date: '2026-12-14', people: 0 }],
        conference: { roomId: 'r', date: '2026-12-14', startTime: '10:00', durationMinutes: 60 },
        bundles: [{ credits: 5, count: 1 }],
        loyaltyMembership: true,
      }),
    ).toEqual(['BUNDLE', 'CONFERENCE_ROOM'])
  })
})
