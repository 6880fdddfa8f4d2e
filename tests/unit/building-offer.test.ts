import { describe, expect, it } from 'vitest'
import { buildingOffer, lowestOf, OFFER_LABELS } from '@/domain/locations/building-offer'
import { paise } from '@/domain/money'

// The city page's building cards: from-prices, products and seats, computed from the catalogue's records.

const dayPass = (...prices: number[]) => ({ type: 'DAY_PASS', isActive: true, variants: prices.map((price) => ({ price })) })

describe('buildingOffer', () => {
  it('takes the lowest active day-pass price, the private-office from-price the operators set, and the seats', () => {
    const offer = buildingOffer({ seats: 420, privateOfficeFromPrice: 1_169_900 }, [
      dayPass(89_900, 79_900),
      { type: 'DAY_PASS', isActive: false, variants: [{ price: 49_900 }] },
      { type: 'BUNDLE', isActive: true, variants: [{ price: 19_900 }] },
      { type: 'CONFERENCE_ROOM', isActive: true, variants: [{ price: 129_900 }] },
      { type: 'VIRTUAL_OFFICE', isActive: true, variants: [{ price: 1_200_000 }] },
    ])
    expect(offer).toEqual({
      dayFrom: 79_900,
      seatMonthFrom: 1_169_900,
      products: ['privateOffice', 'dayPass', 'conferenceRoom', 'virtualOffice'],
      seats: 420,
    })
    expect(offer.products.map((p) => OFFER_LABELS[p])).toEqual(['Private offices', 'Day passes', 'Meeting rooms', 'Virtual office'])
  })

  it('leaves out what the operators switched off, products not on sale, and prices that are not set', () => {
    const products = [
      dayPass(79_900),
      { type: 'CONFERENCE_ROOM', isActive: false, variants: [{ price: 99_900 }] },
      { type: 'VIRTUAL_OFFICE' },
    ]
    expect(buildingOffer({ isDayPassDisabled: true, isVirtualOfficeDisabled: true, seats: null }, products)).toEqual({
      dayFrom: null,
      seatMonthFrom: null,
      products: ['privateOffice'],
      seats: null,
    })
    // A day pass with no price is not offered at a price; a zero from-price is 'Price on request'.
    expect(buildingOffer({ privateOfficeFromPrice: 0, seats: 0 }, [dayPass(0)])).toEqual({
      dayFrom: null,
      seatMonthFrom: null,
      products: ['privateOffice'],
      seats: null,
    })
  })

  it('finds the lowest of several from-prices', () => {
    expect(lowestOf([null, paise(900), paise(800), null])).toBe(800)
    expect(lowestOf([null])).toBeNull()
  })
})
