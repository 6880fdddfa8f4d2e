import { describe, expect, it } from 'vitest'
import { asCartAction, customerCartActionSchema } from '@/domain/cart/customer-actions'
import {
  cartReducer,
  emptyCart,
  HISTORY_ENTRY_MESSAGE,
  HISTORY_FULL_MESSAGE,
  historyPushRefusal,
  MAX_CART_HISTORY,
  MAX_HISTORY_ENTRY_LENGTH,
  type CartAction,
} from '@/domain/cart/reducer'
import type { Cart, SelectedBuilding, TeamMember } from '@/domain/cart/types'
import { paise } from '@/domain/money'

const building: SelectedBuilding = {
  code: 'BLR-EMB',
  name: 'Embassy Tech',
  handle: 'embassy-tech',
  cityHandle: 'bangalore',
  stateCode: 'KA',
}
const other: SelectedBuilding = { code: 'MUM-BKC', name: 'BKC One', handle: 'bkc-one', cityHandle: 'mumbai', stateCode: 'MH' }
const product = (id: string, code = building.code) => ({ productId: id, buildingCode: code, title: id })
const member = (id: string): TeamMember => ({
  contact_id: id,
  name: `Member ${id}`,
  email: null,
  phone_number: null,
  profile_url: null,
  country_code: '+91',
  is_team_member: true,
})

const run = (actions: CartAction[], from: Cart = emptyCart()) => actions.reduce(cartReducer, from)

/** A cart with something in every field: building, products, dates, a held room, bundles, loyalty, coupon, prices. */
function fullCart(): Cart {
  const cart = run([
    { type: 'building/select', building },
    {
      type: 'products/set',
      dayPass: product('dp'),
      conferenceRoom: product('cr'),
      bundles: [
        { credits: 10, product: product('b10') },
        { credits: 5, product: product('b5') },
      ],
    },
    { type: 'team-members/set', members: [member('c1'), member('c2')] },
    { type: 'day-pass/add-date', date: '2026-12-15' },
    { type: 'day-pass/add-date', date: '2026-12-14' },
    { type: 'day-pass/set-team-members', date: '2026-12-14', contactIds: ['c1', 'c2'] },
    {
      type: 'conference/choose',
      booking: { roomId: 'r8', roomName: 'Orion', seats: 8, date: '2026-12-14', startTime: '10:00', durationMinutes: 120 },
    },
    { type: 'conference/held', reservationId: 'res-1', conferenceRoomId: 'r8', holdExpiresAt: '2026-12-11T10:10:00.000Z' },
    { type: 'bundle/set-count', credits: 10, count: 2 },
    { type: 'loyalty/add' },
    { type: 'coupon/apply', code: ' wwbundle@5 ' },
    { type: 'reschedule/start', orderId: 'ord-9', bookingDates: ['2026-12-20'] },
    { type: 'reschedule/set-dates', dates: ['2026-12-22'] },
    { type: 'step/next' },
    { type: 'step/next' },
    { type: 'history/push', entry: 'dates' },
    { type: 'history/push', entry: 'team' },
    { type: 'payment/initialized' },
  ])
  return cartReducer(cart, {
    type: 'prices/set',
    prices: {
      totalEstimatedPrice: paise(123_45),
      totalDiscount: paise(10_00),
      discountBreakup: { ...cart.discountBreakup, bundleDiscount: paise(10_00) },
      priceDetails: {
        lines: [],
        subtotalPaise: paise(114_62),
        taxablePaise: paise(104_62),
        cgstPaise: paise(9_42),
        stateTaxPaise: paise(9_41),
        stateTaxName: 'SGST',
        placeOfSupply: '29 Karnataka',
        couponMessage: null,
        couponApplied: false,
      },
      bundleCredits: { availableAmount: 20, redeemedAmount: 3 },
      voCredits: { availableAmount: 0, redeemedAmount: 0 },
    },
  })
}

describe('the empty cart (spec section 3)', () => {
  it('starts at step 1 with nothing chosen and no payment', () => {
    const cart = emptyCart()
    expect(cart.cartStep).toBe(1)
    expect(cart.paymentStatus).toBeNull()
    expect(cart.noOfDayPassCount).toBe(0)
    expect(cart.totalEstimatedPrice).toBe(0)
    expect(Object.values(cart.discountBreakup).every((v) => v === 0)).toBe(true)
    expect(Object.keys(cart.discountBreakup).sort()).toEqual(
      [
        'dayPassDiscount',
        'bundleDiscount',
        'conferenceDiscount',
        'discountLoyalty20',
        'discountOneHourConference',
        'voCreditDiscount',
        'bundleCreditsDiscount',
        'bundlePassOff',
        'spacepointsOff',
        'ODBundleDiscount',
      ].sort(),
    )
  })
})

describe('payment status (spec section 4: initialized, done)', () => {
  it.each<[string, Cart['paymentStatus'], CartAction, Cart['paymentStatus']]>([
    ['none → initialized', null, { type: 'payment/initialized' }, 'initialized'],
    ['initialized → done', 'initialized', { type: 'payment/done' }, 'done'],
    ['none → done', null, { type: 'payment/done' }, 'done'],
    ['done → initialized (a new payment of the next order)', 'done', { type: 'payment/initialized' }, 'initialized'],
    ['initialized → none (the payment lapsed: the cart can be changed again)', 'initialized', { type: 'payment/lapsed' }, null],
    ['done stays done when a payment lapses', 'done', { type: 'payment/lapsed' }, 'done'],
  ])('%s', (_name, from, action, to) => {
    expect(cartReducer({ ...emptyCart(), paymentStatus: from }, action).paymentStatus).toBe(to)
  })
})

describe('cartStep (spec section 4: next, back never below 1, reset)', () => {
  it.each<[string, number, CartAction, number]>([
    ['next from 1', 1, { type: 'step/next' }, 2],
    ['next from 3', 3, { type: 'step/next' }, 4],
    ['back from 3', 3, { type: 'step/back' }, 2],
    ['back from 2', 2, { type: 'step/back' }, 1],
    ['back from 1 stays at 1', 1, { type: 'step/back' }, 1],
    ['reset from 4', 4, { type: 'step/reset' }, 1],
    ['reset from 1', 1, { type: 'step/reset' }, 1],
  ])('%s → %i', (_name, from, action, to) => {
    expect(cartReducer({ ...emptyCart(), cartStep: from }, action).cartStep).toBe(to)
  })

  it('never goes below 1 however often back is pressed', () => {
    expect(
      run(
        Array.from({ length: 5 }, () => ({ type: 'step/back' }) as const),
        { ...emptyCart(), cartStep: 2 },
      ).cartStep,
    ).toBe(1)
  })
})

describe('cart history (spec section 4: push with no duplicates, pop, empty)', () => {
  it.each<[string, string[], CartAction, string[]]>([
    ['push onto empty', [], { type: 'history/push', entry: 'dates' }, ['dates']],
    ['push a new entry', ['dates'], { type: 'history/push', entry: 'team' }, ['dates', 'team']],
    ['push the last entry again: no duplicate', ['dates', 'team'], { type: 'history/push', entry: 'team' }, ['dates', 'team']],
    ['push an earlier entry again: no duplicate', ['dates', 'team'], { type: 'history/push', entry: 'dates' }, ['dates', 'team']],
    ['pop the last', ['dates', 'team'], { type: 'history/pop' }, ['dates']],
    ['pop the only one', ['dates'], { type: 'history/pop' }, []],
    ['pop on empty', [], { type: 'history/pop' }, []],
    ['empty', ['dates', 'team', 'billing'], { type: 'history/empty' }, []],
    ['empty when empty', [], { type: 'history/empty' }, []],
  ])('%s', (_name, from, action, to) => {
    expect(cartReducer({ ...emptyCart(), cartHistory: from }, action).cartHistory).toEqual(to)
  })

  describe('is kept small: every order copies the cart', () => {
    const full = Array.from({ length: MAX_CART_HISTORY }, (_, i) => `/cart/step-${i}`)

    it('holds at most 20 entries of at most 100 characters', () => {
      expect([MAX_CART_HISTORY, MAX_HISTORY_ENTRY_LENGTH]).toEqual([20, 100])
    })

    it.each<[string, string[], string, string | null]>([
      ['a path onto a short history', ['/cart'], '/cart/dates', null],
      ['the 20th entry', full.slice(1), '/cart/step-0', null],
      ['a 21st entry', full, '/cart/billing', HISTORY_FULL_MESSAGE],
      ['an entry already there, when full (changes nothing)', full, '/cart/step-3', null],
      ['an entry of 100 characters', [], `/${'a'.repeat(99)}`, null],
      ['an entry of 101 characters', [], `/${'a'.repeat(100)}`, HISTORY_ENTRY_MESSAGE],
      ['an entry of 200 characters', [], 'x'.repeat(200), HISTORY_ENTRY_MESSAGE],
      ['an empty entry', [], '', HISTORY_ENTRY_MESSAGE],
    ])('%s', (_name, history, entry, refusal) => {
      expect(historyPushRefusal(history, entry)).toBe(refusal)
      const cart = { ...emptyCart(), cartHistory: history }
      const after = cartReducer(cart, { type: 'history/push', entry })
      if (refusal) expect(after).toBe(cart)
      else expect(after.cartHistory).toContain(entry)
      expect(after.cartHistory.length).toBeLessThanOrEqual(MAX_CART_HISTORY)
    })

    it('200 pushes of 200 characters leave the history within its limits', () => {
      let cart = emptyCart()
      for (let i = 0; i < 200; i++) cart = cartReducer(cart, { type: 'history/push', entry: `${i}`.padEnd(200, 'x') })
      for (let i = 0; i < 200; i++) cart = cartReducer(cart, { type: 'history/push', entry: `/p${i}` })
      expect(cart.cartHistory).toHaveLength(MAX_CART_HISTORY)
      expect(cart.cartHistory.every((e) => e.length <= MAX_HISTORY_ENTRY_LENGTH)).toBe(true)
    })

    it('the customer action refuses an entry over 100 characters with its message', () => {
      const parsed = customerCartActionSchema.safeParse({ type: 'history/push', entry: `/${'a'.repeat(100)}` })
      expect(parsed.success).toBe(false)
      expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['entry', HISTORY_ENTRY_MESSAGE]])
      expect(customerCartActionSchema.safeParse({ type: 'history/push', entry: `/${'a'.repeat(99)}` }).success).toBe(true)
    })
  })
})

describe('cart reset (spec section 4: keeps prices and loyalty)', () => {
  const before = fullCart()
  const after = cartReducer(before, { type: 'cart/reset' })

  it('keeps the prices and the loyalty membership', () => {
    expect(after.totalEstimatedPrice).toBe(123_45)
    expect(after.totalDiscount).toBe(10_00)
    expect(after.discountBreakup).toEqual(before.discountBreakup)
    expect(after.priceDetails).toEqual(before.priceDetails)
    expect(after.loyaltyMembership).toBe(true)
  })

  it('starts everything else again', () => {
    expect(after).toEqual({
      ...emptyCart(),
      totalEstimatedPrice: before.totalEstimatedPrice,
      totalDiscount: before.totalDiscount,
      discountBreakup: before.discountBreakup,
      priceDetails: before.priceDetails,
      loyaltyMembership: true,
    })
  })
})

describe('on-demand cart reset (spec section 4: keeps loyalty, product data and a done payment; step 1)', () => {
  it.each<[Cart['paymentStatus'], Cart['paymentStatus']]>([
    ['done', 'done'],
    ['initialized', null],
    [null, null],
  ])('payment status %s → %s', (from, to) => {
    expect(cartReducer({ ...fullCart(), paymentStatus: from }, { type: 'cart/reset-on-demand' }).paymentStatus).toBe(to)
  })

  it('keeps loyalty and the product data of the building, drops every choice, returns to step 1', () => {
    const after = cartReducer({ ...fullCart(), paymentStatus: 'done' }, { type: 'cart/reset-on-demand' })
    expect(after.loyaltyMembership).toBe(true)
    expect(after.selectedBuilding).toEqual(building)
    expect(after.selectedCity).toBe('bangalore')
    expect(after.currentBuildingHandle).toBe('embassy-tech')
    expect(after.dayPassItems).toEqual(product('dp'))
    expect(after.conference).toEqual({ product: product('cr'), booking: null })
    expect(after.bundles.map((b) => [b.credits_quantity, b.bundlesAddedCount, b.product_info.productId])).toEqual([
      [5, 0, 'b5'],
      [10, 0, 'b10'],
    ])
    expect(after.cartStep).toBe(1)
    expect(after.dayPassItemsArray).toEqual([])
    expect(after.noOfDayPassCount).toBe(0)
    expect(after.appliedCouponCode).toBeNull()
    expect(after.cartHistory).toEqual([])
    expect(after.totalEstimatedPrice).toBe(0)
    expect(after.rescheduleOrderId).toBeNull()
  })
})

describe('day passes: dates, team members and self (noOfDayPassCount = team members + self)', () => {
  const base = run([
    { type: 'building/select', building },
    { type: 'team-members/set', members: [member('c1'), member('c2'), member('c3')] },
  ])
  it.each<[string, CartAction[], { date: string; team_members: string[]; selfIncluded: boolean }[], number]>([
    [
      'one date: the buyer alone',
      [{ type: 'day-pass/add-date', date: '2026-12-14' }],
      [{ date: '2026-12-14', team_members: [], selfIncluded: true }],
      1,
    ],
    [
      'dates kept in date order',
      [
        { type: 'day-pass/add-date', date: '2026-12-16' },
        { type: 'day-pass/add-date', date: '2026-12-14' },
      ],
      [
        { date: '2026-12-14', team_members: [], selfIncluded: true },
        { date: '2026-12-16', team_members: [], selfIncluded: true },
      ],
      2,
    ],
    [
      'a date added twice is one date',
      Array.from({ length: 2 }, () => ({ type: 'day-pass/add-date', date: '2026-12-14' }) as const),
      [{ date: '2026-12-14', team_members: [], selfIncluded: true }],
      1,
    ],
    [
      'two team members and self',
      [
        { type: 'day-pass/add-date', date: '2026-12-14' },
        { type: 'day-pass/set-team-members', date: '2026-12-14', contactIds: ['c1', 'c2', 'c1'] },
      ],
      [{ date: '2026-12-14', team_members: ['c1', 'c2'], selfIncluded: true }],
      3,
    ],
    [
      'team members without self',
      [
        { type: 'day-pass/add-date', date: '2026-12-14' },
        { type: 'day-pass/set-team-members', date: '2026-12-14', contactIds: ['c3'] },
        { type: 'day-pass/set-self-included', date: '2026-12-14', selfIncluded: false },
      ],
      [{ date: '2026-12-14', team_members: ['c3'], selfIncluded: false }],
      1,
    ],
    [
      'three dates, two team members each, with self',
      ['2026-12-14', '2026-12-15', '2026-12-16'].flatMap((date) => [
        { type: 'day-pass/add-date', date } as const,
        { type: 'day-pass/set-team-members', date, contactIds: ['c1', 'c2'] } as const,
      ]),
      ['2026-12-14', '2026-12-15', '2026-12-16'].map((date) => ({ date, team_members: ['c1', 'c2'], selfIncluded: true })),
      9,
    ],
    [
      'a date removed',
      [
        { type: 'day-pass/add-date', date: '2026-12-14' },
        { type: 'day-pass/add-date', date: '2026-12-15' },
        { type: 'day-pass/remove-date', date: '2026-12-14' },
      ],
      [{ date: '2026-12-15', team_members: [], selfIncluded: true }],
      1,
    ],
    [
      'team members for a date not in the cart: nothing changes',
      [{ type: 'day-pass/set-team-members', date: '2026-12-14', contactIds: ['c1'] }],
      [],
      0,
    ],
  ])('%s', (_name, actions, items, count) => {
    const cart = run(actions, base)
    expect(cart.dayPassItemsArray).toEqual(items)
    expect(cart.noOfDayPassCount).toBe(count)
  })

  it('a contact removed from the account leaves every date', () => {
    const cart = run(
      [
        { type: 'day-pass/add-date', date: '2026-12-14' },
        { type: 'day-pass/set-team-members', date: '2026-12-14', contactIds: ['c1', 'c2'] },
        { type: 'team-members/set', members: [member('c2')] },
      ],
      base,
    )
    expect(cart.dayPassItemsArray[0]!.team_members).toEqual(['c2'])
    expect(cart.noOfDayPassCount).toBe(2)
  })

  it('returns the same cart for an action that changes nothing', () => {
    const cart = run([{ type: 'day-pass/add-date', date: '2026-12-14' }], base)
    expect(cartReducer(cart, { type: 'day-pass/add-date', date: '2026-12-14' })).toBe(cart)
    expect(cartReducer(cart, { type: 'day-pass/remove-date', date: '2026-12-20' })).toBe(cart)
    expect(cartReducer(cart, { type: 'history/pop' })).toBe(cart)
  })
})

describe('city and building', () => {
  it('choosing a building sets the city and the building handle', () => {
    const cart = run([{ type: 'building/select', building }])
    expect([cart.selectedCity, cart.selectedBuilding?.code, cart.currentBuildingHandle]).toEqual(['bangalore', 'BLR-EMB', 'embassy-tech'])
  })

  it('another building drops what was chosen at the first one, keeps loyalty and the coupon', () => {
    const cart = cartReducer(fullCart(), { type: 'building/select', building: other })
    expect(cart.selectedBuilding).toEqual(other)
    expect(cart.selectedCity).toBe('mumbai')
    expect(cart.dayPassItemsArray).toEqual([])
    expect(cart.dayPassItems).toBeNull()
    expect(cart.conference).toEqual({ product: null, booking: null })
    expect(cart.bundles).toEqual([])
    expect(cart.loyaltyMembership).toBe(true)
    expect(cart.appliedCouponCode).toBe('WWBUNDLE@5')
    expect(cart.pricesStale).toBe(true)
  })

  it('the same building again keeps everything', () => {
    const before = fullCart()
    const cart = cartReducer(before, { type: 'building/select', building })
    expect(cart.dayPassItemsArray).toEqual(before.dayPassItemsArray)
    expect(cart.conference).toEqual(before.conference)
  })

  it('another city drops the building', () => {
    const cart = cartReducer(fullCart(), { type: 'city/select', city: 'pune' })
    expect([cart.selectedCity, cart.selectedBuilding, cart.currentBuildingHandle, cart.dayPassItemsArray.length]).toEqual([
      'pune',
      null,
      null,
      0,
    ])
  })

  it('products of another building are ignored', () => {
    const cart = run([
      { type: 'building/select', building },
      {
        type: 'products/set',
        dayPass: product('dp', 'MUM-BKC'),
        conferenceRoom: null,
        bundles: [{ credits: 5, product: product('b5', 'MUM-BKC') }],
      },
    ])
    expect(cart.dayPassItems).toBeNull()
    expect(cart.bundles).toEqual([])
  })
})

describe('conference room, bundles, loyalty, coupon, rescheduling', () => {
  const base = fullCart()

  it('a chosen room has no hold until the server places it; the hold is then kept', () => {
    const chosen = cartReducer(base, {
      type: 'conference/choose',
      booking: { roomId: 'r4', roomName: 'Lyra', seats: 4, date: '2026-12-15', startTime: '14:00', durationMinutes: 60 },
    })
    expect(chosen.conference.booking).toMatchObject({ roomId: 'r4', reservationId: null, conferenceRoomId: null, holdExpiresAt: null })
    expect(chosen.confSeatPreference).toBe(4)
    const held = cartReducer(chosen, {
      type: 'conference/held',
      reservationId: 'res-2',
      conferenceRoomId: 'r4',
      holdExpiresAt: '2026-12-11T10:20:00.000Z',
    })
    expect(held.conference.booking).toMatchObject({
      reservationId: 'res-2',
      conferenceRoomId: 'r4',
      holdExpiresAt: '2026-12-11T10:20:00.000Z',
    })
  })

  it.each<[string, number | null, boolean]>([
    ['the same size keeps the booking', 8, true],
    ['no preference keeps it', null, true],
    ['another size drops it', 4, false],
  ])('seat preference: %s', (_name, seats, kept) => {
    const cart = cartReducer(base, { type: 'conference/set-seat-preference', seats })
    expect(cart.confSeatPreference).toBe(seats)
    expect(cart.conference.booking !== null).toBe(kept)
  })

  it('clearing the room keeps the product', () => {
    const cart = cartReducer(base, { type: 'conference/clear' })
    expect(cart.conference).toEqual({ product: product('cr'), booking: null })
  })

  it.each<[number, number]>([
    [3, 3],
    [0, 0],
    [-2, 0],
    [99, 10],
    [2.7, 2],
  ])('bundle count %d → %d', (count, kept) => {
    expect(
      cartReducer(base, { type: 'bundle/set-count', credits: 5, count }).bundles.find((b) => b.credits_quantity === 5)?.bundlesAddedCount,
    ).toBe(kept)
  })

  it('a bundle size the building does not sell cannot be added', () => {
    const cart = run([{ type: 'building/select', building }])
    expect(cartReducer(cart, { type: 'bundle/set-count', credits: 5, count: 1 })).toBe(cart)
  })

  it.each<[string, CartAction, boolean]>([
    ['loyalty added', { type: 'loyalty/add' }, true],
    ['loyalty removed', { type: 'loyalty/remove' }, false],
  ])('%s', (_name, action, kept) => {
    expect(cartReducer(emptyCart(), action).loyaltyMembership).toBe(kept)
  })

  it.each<[string, CartAction, string | null]>([
    ['a code is kept upper-case and trimmed', { type: 'coupon/apply', code: ' loyalty-20-percent ' }, 'LOYALTY-20-PERCENT'],
    [
      'a second code replaces the first (one coupon per cart)',
      { type: 'coupon/apply', code: 'VIRTUALOFFICECREDITS' },
      'VIRTUALOFFICECREDITS',
    ],
    ['an empty code removes it', { type: 'coupon/apply', code: '  ' }, null],
    ['removed', { type: 'coupon/remove' }, null],
  ])('%s', (_name, action, code) => {
    expect(cartReducer(base, action).appliedCouponCode).toBe(code)
  })

  it('rescheduling carries the order, its dates and the new dates; clearing drops them', () => {
    expect([base.rescheduleOrderId, base.bookingDates, base.rescheduleDates]).toEqual(['ord-9', ['2026-12-20'], ['2026-12-22']])
    const cleared = cartReducer(base, { type: 'reschedule/clear' })
    expect([cleared.rescheduleOrderId, cleared.bookingDates, cleared.rescheduleDates]).toEqual([null, [], []])
    expect(cartReducer(cleared, { type: 'reschedule/set-dates', dates: ['2026-12-23'] })).toBe(cleared)
  })

  it('prices are stale after a change and fresh once the server sets them', () => {
    expect(base.pricesStale).toBe(false)
    const changed = cartReducer(base, { type: 'day-pass/set-self-included', date: '2026-12-15', selfIncluded: false })
    expect(changed.pricesStale).toBe(true)
    expect(cartReducer(changed, { type: 'prices/set', prices: { ...base, priceDetails: base.priceDetails! } }).pricesStale).toBe(false)
    expect(base.bundleCredits).toEqual({ availableAmount: 20, redeemedAmount: 3 })
  })
})

describe('what a browser may send', () => {
  it.each<[string, unknown, boolean]>([
    ['step next', { type: 'step/next' }, true],
    ['a date', { type: 'day-pass/add-date', date: '2026-12-14' }, true],
    ['not a date', { type: 'day-pass/add-date', date: '2026-02-30' }, false],
    ['a coupon', { type: 'coupon/apply', code: 'WWBUNDLE@5' }, true],
    ['a bundle count out of range', { type: 'bundle/set-count', credits: 5, count: 11 }, false],
    ['a bundle size that does not exist', { type: 'bundle/set-count', credits: 7, count: 1 }, false],
    ['prices: the server’s alone', { type: 'prices/set', prices: {} }, false],
    ['payment: the server’s alone', { type: 'payment/done' }, false],
    ['an unknown field', { type: 'step/next', price: 1 }, false],
  ])('%s → %s', (_name, body, ok) => {
    const parsed = customerCartActionSchema.safeParse(body)
    expect(parsed.success).toBe(ok)
    if (parsed.success) expect(cartReducer(emptyCart(), asCartAction(parsed.data))).toBeDefined()
  })
})
