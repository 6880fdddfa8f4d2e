import { describe, expect, it } from 'vitest'
import { compareCompanyNames, nameWords, PROPOSED_NAME_PATTERN } from '@/domain/kyc/company-name'
import { createCashfreeCompanyLookup, createDemoCompanyLookup } from '@/integrations/kyc'

describe('comparing a proposed company name with a registered one', () => {
  it.each([
    ['Kaveri Spice Traders', 'Kaveri Spice Traders Private Limited', 'identical'],
    ['KAVERI SPICE TRADERS PVT. LTD.', 'Kaveri Spice Traders Private Limited', 'identical'],
    ['The Kaveri Spice Trader', 'Kaveri Spice Traders Private Limited', 'identical'],
    ['Kaveri-Spice Traders', 'Kaveri Spice Traders Private Limited', 'identical'],
    ['Tidewater Design Studios', 'Tidewater Design Studio LLP', 'identical'],
    ['Saffron & Loom Textiles', 'Saffron and Loom Textiles Limited', 'identical'],
    ['Kaveri Spicy Traders', 'Kaveri Spice Traders Private Limited', 'too-close'],
    ['Nimbus Ledger Technology Labs', 'Nimbus Ledger Technologies Private Limited', 'distinct'],
    ['Kaveri Tea Traders', 'Kaveri Spice Traders Private Limited', 'distinct'],
    ['Monsoon Kite Works', 'Kaveri Spice Traders Private Limited', 'distinct'],
    ['Private Limited', 'Kaveri Spice Traders Private Limited', 'distinct'],
  ])('%s vs %s: %s', (proposed, registered, expected) => {
    expect(compareCompanyNames(proposed, registered)).toBe(expected)
  })

  it('drops the company type, filler words and plural endings, not double s', () => {
    expect(nameWords('The Glass & Sons (OPC) Private Limited')).toEqual(['GLASS', 'SON'])
  })

  it.each([
    ['Monsoon Kite Works', true],
    ["D'Souza & Sons (India)", true],
    ['AB', false],
    ['<script>', false],
    ['x'.repeat(121), false],
  ])('the pattern takes %s: %s', (name, ok) => {
    expect(PROPOSED_NAME_PATTERN.test(name)).toBe(ok)
  })
})

describe('the name check of the KYC adapters', () => {
  const demo = createDemoCompanyLookup()

  it.each([
    ['Kaveri Spice Traders Pvt Ltd', { status: 'taken', registeredName: 'Kaveri Spice Traders Private Limited' }],
    ['Hillcrest Consulting', { status: 'taken', registeredName: 'Hillcrest Consulting Private Limited' }],
    ['Deccan Bite Systems', { status: 'too-close', registeredName: 'Deccan Byte Systems Private Limited' }],
    ['Monsoon Kite Works', { status: 'available' }],
  ])('the demo registry answers %s', async (name, expected) => {
    expect(await demo.checkNameAvailability(name)).toEqual(expected)
  })

  it('Cashfree offers no name search: unchecked, without a call', async () => {
    const cashfree = createCashfreeCompanyLookup({
      clientId: 'id',
      clientSecret: 'secret',
      fetch: () => Promise.reject(new Error('no call expected')),
    })
    expect(await cashfree.checkNameAvailability('Monsoon Kite Works')).toMatchObject({ status: 'unchecked' })
  })
})
