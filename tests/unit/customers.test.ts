import { describe, expect, it } from 'vitest'
import { refusedAccountMessage } from '../../src/domain/customers/account'
import { mergeCreditsByBuilding, type BuildingCredit } from '../../src/domain/customers/credits'
import { gstinCheckCharacter, isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
import { daysLeft, membershipState } from '../../src/domain/customers/loyalty'

const credit = (code: string, available: number, utilized: number, purchased: number, expiry: string): BuildingCredit => ({
  building_code: code,
  building_name: `Building ${code}`,
  credit: { available, utilized, purchased, expiry_date: expiry },
})

describe('bundle credits merge per building (spec section 3)', () => {
  it.each<[string, BuildingCredit[], BuildingCredit[]]>([
    ['nothing', [], []],
    ['one building, one row', [credit('A', 5, 0, 5, '2027-01-31')], [credit('A', 5, 0, 5, '2027-01-31')]],
    [
      'amounts summed, the earlier expiry kept',
      [credit('A', 7, 3, 10, '2027-03-31'), credit('A', 5, 0, 5, '2027-01-31')],
      [credit('A', 12, 3, 15, '2027-01-31')],
    ],
    [
      'the earlier expiry kept whatever the order',
      [credit('A', 5, 0, 5, '2027-01-31'), credit('A', 1, 1, 2, '2027-06-30')],
      [credit('A', 6, 1, 7, '2027-01-31')],
    ],
    [
      'buildings kept apart, in first-seen order',
      [credit('B', 1, 0, 1, '2027-02-01'), credit('A', 2, 0, 2, '2027-02-01'), credit('B', 1, 0, 1, '2027-01-01')],
      [credit('B', 2, 0, 2, '2027-01-01'), credit('A', 2, 0, 2, '2027-02-01')],
    ],
  ])('%s', (_name, input, expected) => {
    const copy = structuredClone(input)
    expect(mergeCreditsByBuilding(input)).toEqual(expected)
    expect(input).toEqual(copy)
  })
})

describe('loyalty membership states (spec section 9)', () => {
  const now = new Date('2026-11-23T12:00:00+05:30')
  const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString()
  it.each<[string, string | null, boolean, string]>([
    ['not a member', inDays(30), false, 'none'],
    ['no end date', null, true, 'none'],
    ['30 days left', inDays(30), true, 'active'],
    ['15.5 days left', inDays(15.5), true, 'active'],
    ['exactly 15 days left: expiring soon', inDays(15), true, 'expiring-soon'],
    ['1 day left: expiring soon', inDays(1), true, 'expiring-soon'],
    ['under 1 day left: expired', inDays(0.99), true, 'expired'],
    ['ended yesterday', inDays(-1), true, 'expired'],
  ])('%s → %s', (_name, end, member, state) => {
    expect(membershipState(end, member, now)).toBe(state)
  })

  it('counts the days left, a started day as a day, never below zero', () => {
    expect(daysLeft(inDays(9.7), now)).toBe(10)
    // A membership seeded with 9 days, seen 8 minutes later, still has 9 days left (not 8).
    expect(daysLeft(inDays(9 - 8 / (24 * 60)), now)).toBe(9)
    expect(daysLeft(inDays(9), now)).toBe(9)
    expect(daysLeft(inDays(-3), now)).toBe(0)
  })
})

describe('GSTIN (spec section 5)', () => {
  const valid = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`
  it('is upper-cased and stripped of spaces before it is checked or saved', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
  })
  it('computes the check character the GST way', () => {
    // A published sample GSTIN: 27AAPFU0939F1ZV.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
  })
  it.each<[string, boolean]>([
    [valid, true],
    [valid.toLowerCase(), true],
    [`${valid.slice(0, 14)}${valid[14] === 'A' ? 'B' : 'A'}`, false],
    ['27AAPFU0939F1Y' + 'V', false],
    ['27AAPFU0939F1Z', false],
    ['ABAAPFU0939F1ZV', false],
    ['', false],
  ])('%j valid: %s', (value, ok) => {
    expect(isValidGstin(value)).toBe(ok)
  })
})

describe('refused account types (spec sections 6 and 8)', () => {
  it('refuses all but customers, each with its message', () => {
    expect(refusedAccountMessage('customer')).toBeNull()
    expect(refusedAccountMessage(undefined)).toBeNull()
    for (const type of ['admin-user', 'black-listed-user', 'existing-enterprise-user'] as const)
      expect(refusedAccountMessage(type)?.length).toBeGreaterThan(20)
  })
})
