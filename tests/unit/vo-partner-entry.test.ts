import { describe, expect, it } from 'vitest'
import { partnerEntryOf, withoutPartnerToken } from '@/components/virtual-office/partner-entry'

describe("the KYC page's partner entry", () => {
  it.each([
    ['?partner=acme&token=pt1.abc.def', { partner: 'acme', token: 'pt1.abc.def' }],
    ['?token=pt1.abc.def', null],
    ['?partner=acme', null],
    ['?id=12', null],
    ['', null],
  ])('%s → %o', (search, entry) => {
    expect(partnerEntryOf(search)).toEqual(entry)
  })

  it('takes the token out of the address and keeps the rest', () => {
    expect(withoutPartnerToken('https://www.sthanaworkspaces.in/workspaces/virtual-office/kyc/?partner=acme&token=pt1.a.b#top')).toBe(
      '/workspaces/virtual-office/kyc/?partner=acme#top',
    )
  })
})
