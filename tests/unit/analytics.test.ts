import { describe, expect, it, vi } from 'vitest'
import { clientIdFromCookie } from '../../src/components/analytics/track'
import { retry, withoutPersonalData } from '../../src/domain/analytics/events'
import { pageTypeForPath } from '../../src/domain/analytics/page-type'

describe('page types (spec section 1), one for every route of spec section 2', () => {
  it.each<[string, string]>([
    ['/', 'Home'],
    ['/account/', 'MyAccount'],
    ['/workspaces', 'Product'],
    ['/workspaces/on-demand/', 'Product'],
    ['/workspaces/virtual-office/', 'Product'],
    ['/workspaces/on-demand-business/', 'Product'],
    ['/workspaces/on-demand/day-pass/', 'Product'],
    ['/workspaces/on-demand/conference-room/', 'Product'],
    ['/workspaces/all-access-plus/', 'Product'],
    ['/labs/', 'Product'],
    ['/workspaces/private-office-space/', 'Product'],
    ['/enterprise/', 'Product'],
    ['/events/', 'Product'],
    ['/advertise/', 'Product'],
    ['/studios/', 'Product'],
    ['/business-solutions/', 'Product'],
    ...['bangalore', 'gurgaon', 'mumbai', 'pune', 'delhi', 'hyderabad', 'noida', 'chennai'].map((c): [string, string] => [
      `/${c}/`,
      'Location',
    ]),
    ['/bangalore/meridian-tower-indiranagar', 'Location'],
    ['/building/virtual-tour/meridian-tower-indiranagar', 'Location'],
    ['/blogs/', 'Blogs'],
    ['/blogs/bangalore-micromarket-guide', 'Blogs'],
    ['/careers/', 'Info'],
    ['/brokers/', 'Info'],
    ['/impact/', 'Info'],
    ['/referrals/', 'Referrals'],
    ['/amenities/', 'Info'],
    ['/policies/terms-and-conditions/', 'Info'],
    ['/policies/privacy/', 'Info'],
    ['/support/', 'Info'],
    ['/policies/equal-opportunity-statement/', 'Info'],
    ['/workspaces/virtual-office/kyc', 'VO KYC'],
    ['/workspaces/virtual-office/kyc/?id=12', 'VO KYC'],
    ['/Workspaces/Virtual-Office/KYC/', 'VO KYC'],
    ['/workspaces/virtual-office/kyc-guide', 'Product'],
    ['/workspaces/on-demand/loyalty-program', 'Product'],
    ['/workspaces/on-demand/refer', 'Referrals'],
    ['/partners/landlords', 'Partnership'],
    ['/guided-selling/virtual-office/pune', 'Product'],
    ['/workplace', 'Product'],
    ['/festiveoffer', 'Product'],
    ['/404', 'Info'],
    ['/thank-you', 'Thank You'],
    ['/order-confirmation?order=STH-261214-7K3M9Q2X&success=true', 'Thank You'],
  ])('%s → %s', (path, type) => {
    expect(pageTypeForPath(path)).toBe(type)
  })
})

describe('the analytics retry (spec section 8)', () => {
  function fakeTimers() {
    const scheduled: { fn: () => void; ms: number }[] = []
    return { schedule: (fn: () => void, ms: number) => scheduled.push({ fn, ms }), scheduled, runNext: () => scheduled.shift()!.fn() }
  }

  it('tries now, then 3 more times 500 ms apart, then gives up with a warning', () => {
    const timers = fakeTimers()
    const attempt = vi.fn(() => false)
    const onGiveUp = vi.fn()
    retry(attempt, { onGiveUp, schedule: timers.schedule })
    expect(attempt).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 3; i++) {
      expect(timers.scheduled.map((s) => s.ms)).toEqual([500])
      timers.runNext()
    }
    expect(attempt).toHaveBeenCalledTimes(4)
    expect(onGiveUp).toHaveBeenCalledTimes(1)
    expect(timers.scheduled).toEqual([])
  })

  it('stops as soon as the layer is there', () => {
    const timers = fakeTimers()
    let ready = false
    const attempt = vi.fn(() => ready)
    const onGiveUp = vi.fn()
    retry(attempt, { onGiveUp, schedule: timers.schedule })
    ready = true
    timers.runNext()
    expect(attempt).toHaveBeenCalledTimes(2)
    expect(timers.scheduled).toEqual([])
    expect(onGiveUp).not.toHaveBeenCalled()
  })
})

describe('no personal data in events', () => {
  it('drops personal keys and values that look like an email, a phone number or a PAN', () => {
    expect(
      withoutPersonalData({
        form: 'lead-form',
        email: 'a@b.in',
        full_name: 'Asha',
        phone_number: '98450',
        note: 'call 98450 12345',
        who: 'asha@acme.in',
        pan: 'x',
        id: 'ABCDE1234F',
        plan: 'Day pass',
        count: 2,
        ok: true,
        building_code: 'BLR-IND-01',
        otp: '123456',
      }),
    ).toEqual({ form: 'lead-form', plan: 'Day pass', count: 2, ok: true, building_code: 'BLR-IND-01' })
  })
})

describe('the client id', () => {
  it.each<[string, string | null]>([
    ['_ga=GA1.1.1234567890.1700000000', '1234567890.1700000000'],
    ['theme=dark; _ga=GA1.2.42.99; x=1', '42.99'],
    ['_gid=GA1.1.5.6', null],
    ['', null],
  ])('%j → %s', (cookie, id) => {
    expect(clientIdFromCookie(cookie)).toBe(id)
  })
})
