import { describe, expect, it } from 'vitest'
import {
  lowestVirtualOfficeMonthlyPaise,
  PRICE_FETCH_FAILED_MESSAGE,
  priceErrorMessage,
  pricesFromTypeDetails,
} from '@/domain/catalogue/building-prices'

const product = (type: string, variants: unknown[], credits: number | null = null) => ({
  building_code: 'BLR-IND-01',
  type,
  credits_quantity: credits,
  product_info: { type, title: type, price: { variants } },
})

describe('pricesFromTypeDetails', () => {
  it('reads the day pass with its strike-through price, the conference room with its unit, and the bundles', () => {
    const answer = {
      data: [
        product('DAY_PASS', [{ title: 'Day pass', price: 899, strike_through_price: 1099 }]),
        product('CONFERENCE_ROOM', [{ title: '8-seat room, per hour', price: 1299, strike_through_price: 1599 }]),
        product('BUNDLE', [{ title: '5 day passes', price: 4049, strike_through_price: 4495 }], 5),
        product('BUNDLE', [{ title: '10 day passes', price: 7349.5, strike_through_price: 8990 }], 10),
      ],
    }
    expect(pricesFromTypeDetails(answer)).toEqual({
      dayPass: { pricePaise: 89_900, strikeThroughPaise: 109_900 },
      conferenceRoom: { pricePaise: 129_900, unit: '8-seat room, per hour' },
      bundles: { 5: { pricePaise: 404_900, strikeThroughPaise: 449_500 }, 10: { pricePaise: 734_950, strikeThroughPaise: 899_000 } },
    })
  })

  it.each([
    ['no strike-through price', { price: 899, strike_through_price: null }, { pricePaise: 89_900, strikeThroughPaise: null }],
    [
      'a strike-through price equal to the price',
      { price: 899, strike_through_price: 899 },
      { pricePaise: 89_900, strikeThroughPaise: null },
    ],
    ['a strike-through price below the price', { price: 899, strike_through_price: 799 }, { pricePaise: 89_900, strikeThroughPaise: null }],
    ['a price that is text', { price: '899', strike_through_price: 1099 }, null],
    ['a negative price', { price: -1, strike_through_price: 1099 }, null],
    ['no price', { title: 'Day pass' }, null],
  ])('day pass with %s', (_, variant, expected) => {
    expect(pricesFromTypeDetails({ data: [product('DAY_PASS', [variant])] }).dayPass).toEqual(expected)
  })

  it('takes the first product of a type and its first variant, as the spec reads data[0]…variants[0]', () => {
    const answer = {
      data: [
        product('DAY_PASS', [
          { title: 'Day pass', price: 899, strike_through_price: 1099 },
          { title: 'Half day', price: 499, strike_through_price: null },
        ]),
        product('DAY_PASS', [{ title: 'Other', price: 1, strike_through_price: null }]),
      ],
    }
    expect(pricesFromTypeDetails(answer).dayPass).toEqual({ pricePaise: 89_900, strikeThroughPaise: 109_900 })
  })

  it('leaves out what is missing or malformed instead of failing', () => {
    const none = { dayPass: null, conferenceRoom: null, bundles: {} }
    for (const answer of [
      null,
      undefined,
      'oops',
      42,
      [],
      {},
      { data: null },
      { data: [null, 1, 'x'] },
      { data: [{ product_info: null }] },
      { data: [product('DAY_PASS', [])] },
    ]) {
      expect(pricesFromTypeDetails(answer)).toEqual(none)
    }
  })

  it('ignores bundles of a size the catalogue does not sell and a blank conference-room title', () => {
    const answer = {
      data: [
        product('BUNDLE', [{ title: '7 day passes', price: 5000, strike_through_price: null }], 7),
        product('CONFERENCE_ROOM', [{ title: '  ', price: 999, strike_through_price: null }]),
      ],
    }
    expect(pricesFromTypeDetails(answer)).toEqual({ dayPass: null, conferenceRoom: { pricePaise: 99_900, unit: null }, bundles: {} })
  })
})

describe('lowestVirtualOfficeMonthlyPaise', () => {
  const vo = (variants: { title: string; price: unknown }[]) => ({
    type: 'VIRTUAL_OFFICE',
    product_info: { type: 'VIRTUAL_OFFICE', price: { variants } },
  })

  it('divides each price by the months in its title and keeps the lowest (spec section 9)', () => {
    const answer = {
      data: [
        vo([
          { title: '6 Months', price: 8599 },
          { title: '12 Months', price: 14799 },
          { title: '24 Months', price: 25899 }, // ₹1,079.125 a month → ₹1,079.13
        ]),
        vo([{ title: '24 Months', price: 34599 }]),
      ],
      lowest_monthly_price: 1079.13,
    }
    expect(lowestVirtualOfficeMonthlyPaise(answer)).toBe(107_913)
  })

  it.each([
    ['no products', { data: [] }, null],
    ['titles without months', { data: [vo([{ title: 'Yearly', price: 12000 }])] }, null],
    [
      'a bad price next to a good one',
      {
        data: [
          vo([
            { title: '12 Months', price: 'x' },
            { title: '6 Months', price: 6000 },
          ]),
        ],
      },
      100_000,
    ],
    [
      'another product type',
      { data: [{ type: 'DAY_PASS', product_info: { type: 'DAY_PASS', price: { variants: [{ title: '1 Month', price: 1 }] } } }] },
      null,
    ],
    ['not an answer', 'oops', null],
  ])('%s → %j', (_, answer, expected) => {
    expect(lowestVirtualOfficeMonthlyPaise(answer)).toBe(expected)
  })
})

describe('priceErrorMessage', () => {
  it.each([
    [
      { error: { code: 'unavailable', message: 'Prices are being updated, try again in a minute.' } },
      'Prices are being updated, try again in a minute.',
    ],
    [
      { error: { code: 'internal', message: '  Something went wrong on our side. Please try again. ' } },
      'Something went wrong on our side. Please try again.',
    ],
    [{ error: { code: 'internal', message: '' } }, PRICE_FETCH_FAILED_MESSAGE],
    [{ error: { code: 'internal' } }, PRICE_FETCH_FAILED_MESSAGE],
    [{ error: 'oops' }, PRICE_FETCH_FAILED_MESSAGE],
    [{ message: 'not in the error shape' }, PRICE_FETCH_FAILED_MESSAGE],
    ['oops', PRICE_FETCH_FAILED_MESSAGE],
    [null, PRICE_FETCH_FAILED_MESSAGE],
  ])('%j → %s', (body, message) => {
    expect(priceErrorMessage(body)).toBe(message)
  })

  it('is the spec text by default', () => {
    expect(PRICE_FETCH_FAILED_MESSAGE).toBe('Something went wrong while fetching prices.')
  })
})
