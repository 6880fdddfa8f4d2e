import { describe, expect, it } from 'vitest'
import { voDashboardState, type VoDashboardDocument } from '@/domain/virtual-office/dashboard-state'
import { VO_KYC_STEPS, voKycFlow, voKycStepper, voStepperIndex } from '@/domain/virtual-office/kyc-flow'
import { hasPendingVoKyc } from '@/domain/virtual-office/pending-kyc'
import { checkVoVariantPrice, voMonthlyPrice, voTermPricePaise } from '@/domain/virtual-office/plan-pricing'
import { voReadiness } from '@/domain/virtual-office/readiness'
import { VO_STATUSES, type VoStatus } from '@/domain/virtual-office/status'
import { previousPlans, subscriptionEndDate, termDays } from '@/domain/virtual-office/subscription'
import { paise } from '@/domain/money'

const TODAY = '2026-12-11'

function doc(status: string, extra: Partial<VoDashboardDocument> = {}): VoDashboardDocument {
  return {
    status,
    hasDashboardAccess: false,
    totalKycComplete: false,
    unIncorporatedRegistration: false,
    selectedPlanName: null,
    expiresOn: null,
    kycRequest: null,
    ...extra,
  }
}

describe('dashboard state (spec section 4, every row)', () => {
  it.each([
    // COMPLETED: completed if dashboard access or total KYC complete, else loading
    ['COMPLETED with access', doc('COMPLETED', { hasDashboardAccess: true }), 'COMPLETED'],
    ['COMPLETED with KYC complete', doc('COMPLETED', { totalKycComplete: true }), 'COMPLETED'],
    ['COMPLETED with both', doc('COMPLETED', { hasDashboardAccess: true, totalKycComplete: true }), 'COMPLETED'],
    ['COMPLETED with neither', doc('COMPLETED'), 'LOADING'],
    // SIGN_MEMBERSHIP_DOC, KYC_COMPLETED, DOCUSIGN_EMAIL_SENT → sign-document
    ['SIGN_MEMBERSHIP_DOC', doc('SIGN_MEMBERSHIP_DOC', { hasDashboardAccess: true }), 'SIGN_DOCUMENT'],
    ['KYC_COMPLETED', doc('KYC_COMPLETED'), 'SIGN_DOCUMENT'],
    ['DOCUSIGN_EMAIL_SENT', doc('DOCUSIGN_EMAIL_SENT'), 'SIGN_DOCUMENT'],
    // GENERATED_PAYMENT_LINK_FOR_PLAN
    ['payment link, plan name, no access', doc('GENERATED_PAYMENT_LINK_FOR_PLAN', { selectedPlanName: 'Business Address' }), 'PAYMENT'],
    [
      'payment link, plan name, no access, KYC complete',
      doc('GENERATED_PAYMENT_LINK_FOR_PLAN', { selectedPlanName: 'GST Registration', totalKycComplete: true }),
      'PAYMENT',
    ],
    [
      'payment link, KYC complete and access',
      doc('GENERATED_PAYMENT_LINK_FOR_PLAN', { selectedPlanName: 'Business Address', hasDashboardAccess: true, totalKycComplete: true }),
      'COMPLETED',
    ],
    [
      'payment link, no plan name, KYC complete and access',
      doc('GENERATED_PAYMENT_LINK_FOR_PLAN', { hasDashboardAccess: true, totalKycComplete: true }),
      'COMPLETED',
    ],
    ['payment link, no plan name, no access', doc('GENERATED_PAYMENT_LINK_FOR_PLAN'), 'OLD_PAYMENT'],
    ['payment link, blank plan name', doc('GENERATED_PAYMENT_LINK_FOR_PLAN', { selectedPlanName: '  ' }), 'OLD_PAYMENT'],
    [
      'payment link, access without KYC',
      doc('GENERATED_PAYMENT_LINK_FOR_PLAN', { selectedPlanName: 'Business Address', hasDashboardAccess: true }),
      'OLD_PAYMENT',
    ],
    // ADDED_PLAN: sign-document if expiresOn has passed, else completed
    ['ADDED_PLAN expired yesterday', doc('ADDED_PLAN', { expiresOn: '2026-12-10' }), 'SIGN_DOCUMENT'],
    ['ADDED_PLAN expires today', doc('ADDED_PLAN', { expiresOn: TODAY }), 'COMPLETED'],
    ['ADDED_PLAN expires next year', doc('ADDED_PLAN', { expiresOn: '2027-12-10' }), 'COMPLETED'],
    ['ADDED_PLAN with no expiry yet', doc('ADDED_PLAN'), 'COMPLETED'],
    // CHOSE_FLOW, ADDED_COMPANY_KYC: unincorporated-registration if unincorporated, else KYC
    ['CHOSE_FLOW incorporated', doc('CHOSE_FLOW'), 'KYC'],
    ['CHOSE_FLOW unincorporated', doc('CHOSE_FLOW', { unIncorporatedRegistration: true }), 'UNINCORPORATED_REGISTRATION'],
    ['ADDED_COMPANY_KYC incorporated', doc('ADDED_COMPANY_KYC'), 'KYC'],
    ['ADDED_COMPANY_KYC unincorporated', doc('ADDED_COMPANY_KYC', { unIncorporatedRegistration: true }), 'UNINCORPORATED_REGISTRATION'],
    // ADDED_BUILDING_ID → booking flow; any other → error
    ['ADDED_BUILDING_ID', doc('ADDED_BUILDING_ID'), 'BOOKING_FLOW'],
    ['an unknown status', doc('CANCELLED'), 'ERROR'],
    ['an empty status', doc(''), 'ERROR'],
    ['lower case is not a status', doc('completed', { hasDashboardAccess: true }), 'ERROR'],
    // The two states outside the table
    ['no document', null, 'MYHQ_REDIRECT'],
    ['an operator asked for KYC again (company)', doc('CHOSE_FLOW', { kycRequest: { reason: 'Wrong CIN' } }), 'COMPLETE_KYC'],
    [
      'an operator asked for KYC again (directors)',
      doc('ADDED_COMPANY_KYC', { unIncorporatedRegistration: true, kycRequest: { reason: 'Blurred PAN' } }),
      'COMPLETE_KYC',
    ],
    ['an unknown status wins over a request', doc('CANCELLED', { kycRequest: { reason: 'x' } }), 'ERROR'],
  ] as const)('%s → %s', (_, document, state) => {
    expect(voDashboardState(document, TODAY)).toBe(state)
  })
})

describe('KYC flows and steppers', () => {
  it('steps per flow', () => {
    expect(VO_KYC_STEPS).toEqual({
      NON_INCORPORATED: ['Company Details', 'Individual KYC', 'Sign Agreement'],
      INCORPORATED: ['KYC Detail', 'Individual KYC', 'Sign Agreement'],
      SIGN_MEMBERSHIP_DOC: ['Sign Agreement'],
    })
  })

  const INDEX: Record<VoStatus, number | null> = {
    CHOSE_FLOW: 0,
    ADDED_COMPANY_KYC: 1,
    KYC_COMPLETED: 2,
    SIGN_MEMBERSHIP_DOC: 0,
    DOCUSIGN_EMAIL_SENT: 2,
    COMPLETED: null,
    ADDED_BUILDING_ID: null,
    GENERATED_PAYMENT_LINK_FOR_PLAN: null,
    ADDED_PLAN: null,
  }
  it.each(VO_STATUSES.map((s) => [s, INDEX[s]] as const))('stepper index of %s is %s', (status, index) => {
    expect(voStepperIndex(status)).toBe(index)
  })

  it.each([
    ['SIGN_MEMBERSHIP_DOC', false, 'SIGN_MEMBERSHIP_DOC'],
    ['SIGN_MEMBERSHIP_DOC', true, 'SIGN_MEMBERSHIP_DOC'],
    ['CHOSE_FLOW', true, 'NON_INCORPORATED'],
    ['CHOSE_FLOW', false, 'INCORPORATED'],
    ['ADDED_COMPANY_KYC', true, 'NON_INCORPORATED'],
    ['KYC_COMPLETED', false, 'INCORPORATED'],
    ['DOCUSIGN_EMAIL_SENT', true, 'NON_INCORPORATED'],
    ['COMPLETED', true, null],
    ['COMPLETED', false, null],
  ] as const)('flow of %s (unincorporated %s) is %s', (status, unIncorporatedRegistration, flow) => {
    expect(voKycFlow({ status, unIncorporatedRegistration })).toBe(flow)
  })

  it('the stepper marks done, current and upcoming steps', () => {
    expect(voKycStepper({ status: 'ADDED_COMPANY_KYC', unIncorporatedRegistration: true })).toEqual({
      flow: 'NON_INCORPORATED',
      activeIndex: 1,
      steps: [
        { label: 'Company Details', state: 'done' },
        { label: 'Individual KYC', state: 'current' },
        { label: 'Sign Agreement', state: 'upcoming' },
      ],
    })
    expect(voKycStepper({ status: 'SIGN_MEMBERSHIP_DOC', unIncorporatedRegistration: false })).toEqual({
      flow: 'SIGN_MEMBERSHIP_DOC',
      activeIndex: 0,
      steps: [{ label: 'Sign Agreement', state: 'current' }],
    })
    expect(voKycStepper({ status: 'COMPLETED', unIncorporatedRegistration: false })).toBeNull()
  })
})

describe('pending-KYC flag (spec section 4)', () => {
  const d = (status: string, totalKycComplete = false) => ({ status, totalKycComplete })
  it.each([
    ['no documents', [], false],
    ['one document in KYC', [d('CHOSE_FLOW')], false],
    ['one completed without KYC', [d('COMPLETED')], false],
    ['two, one in KYC', [d('COMPLETED', true), d('ADDED_COMPANY_KYC')], true],
    ['two, one completed without total KYC', [d('COMPLETED', true), d('COMPLETED', false)], true],
    ['two completed with KYC', [d('COMPLETED', true), d('COMPLETED', true)], false],
    ['two, payment links and completed', [d('GENERATED_PAYMENT_LINK_FOR_PLAN'), d('COMPLETED', true)], false],
    ['two payment links', [d('GENERATED_PAYMENT_LINK_FOR_PLAN'), d('GENERATED_PAYMENT_LINK_FOR_PLAN')], false],
    ['three, one waiting to sign', [d('COMPLETED', true), d('GENERATED_PAYMENT_LINK_FOR_PLAN'), d('SIGN_MEMBERSHIP_DOC', true)], true],
    ['two, one booking', [d('ADDED_BUILDING_ID'), d('COMPLETED', true)], true],
  ] as const)('%s → %s', (_, documents, flag) => {
    expect(hasPendingVoKyc(documents)).toBe(flag)
  })
})

describe('subscription end date: start + Σ duration_in_days − 1 (IST dates)', () => {
  it.each([
    ['2026-01-01', [30], '2026-01-30'],
    ['2026-01-01', [365], '2026-12-31'],
    ['2026-03-15', [365], '2027-03-14'],
    ['2028-02-01', [29], '2028-02-29'], // leap year
    ['2026-12-11', [180, 185], '2027-12-10'], // current and previous terms summed
    ['2026-12-11', [], '2026-12-10'], // nothing bought: ended the day before
    ['2026-12-31', [1], '2026-12-31'],
  ] as const)('%s + %j days → %s', (start, durations, end) => {
    expect(
      subscriptionEndDate(
        start,
        durations.map((duration_in_days) => ({ duration_in_days })),
      ),
    ).toBe(end)
  })

  it('takes another offset when asked', () => {
    expect(subscriptionEndDate('2026-01-01', [{ duration_in_days: 30 }], 7)).toBe('2026-02-07')
  })

  it.each([
    ['2026-02-30', [{ duration_in_days: 1 }]],
    ['2026-01-01', [{ duration_in_days: -1 }]],
    ['2026-01-01', [{ duration_in_days: 1.5 }]],
  ])('refuses %s %j', (start, items) => {
    expect(() => subscriptionEndDate(start, items)).toThrow(RangeError)
  })

  it.each([
    ['2026-03-15', 12, 365],
    ['2027-03-15', 12, 366], // through 29 February 2028
    ['2026-01-31', 1, 28],
    ['2026-01-01', 6, 181],
  ] as const)('a %i-month term from %s lasts %i days', (start, months, days) => {
    expect(termDays(start, months)).toBe(days)
  })

  it('the previous plan is the second item’s plans', () => {
    const data = [
      { duration_in_days: 365, plans: [{ handle: 'gst-registration-vo-package' }] },
      { duration_in_days: 180, plans: [{ handle: 'business-address-vo-package' }] },
    ]
    expect(previousPlans(data)).toEqual([{ handle: 'business-address-vo-package' }])
    expect(previousPlans(data.slice(0, 1))).toEqual([])
  })
})

describe('VO price per month (spec section 9)', () => {
  it.each([
    [1_438_800, '12 Months', 12, 119_900, '₹1,199.00'],
    [839_400, '6 Months', 6, 139_900, '₹1,399.00'],
    [1_199_900, '12 Months', 12, 99_992, '₹999.92'],
    [200, '3 Months', 3, 67, '₹0.67'],
  ] as const)('%i paise for %s → %i paise a month (%s)', (term, title, months, monthly, label) => {
    expect(voMonthlyPrice(term, title)).toEqual({ months, monthlyPaise: monthly, label })
  })

  it.each([
    [1_000, 'Annual'],
    [-1, '12 Months'],
    [10.5, '12 Months'],
  ])('no monthly price for %s over %j', (term, title) => {
    expect(voMonthlyPrice(term, title)).toBeNull()
  })

  it('term price = monthly × months', () => {
    expect(voTermPricePaise(paise(119_900), 12)).toBe(1_438_800)
    expect(() => voTermPricePaise(paise(119_900), 0)).toThrow(RangeError)
  })

  it.each([
    [
      { title: '12 Months', durationMonths: 12, termPricePaise: 1_438_800, monthlyPaise: 119_900 },
      { ok: true, months: 12 },
    ],
    [
      { title: '12 Months', durationMonths: 12, termPricePaise: 1_199_900, monthlyPaise: 99_992 },
      { ok: true, months: 12 },
    ],
    [
      { title: '12 Months', durationMonths: 6, termPricePaise: 1_438_800, monthlyPaise: 119_900 },
      { ok: false, reason: 'months-mismatch' },
    ],
    [
      { title: 'Yearly', durationMonths: 12, termPricePaise: 1_438_800, monthlyPaise: 119_900 },
      { ok: false, reason: 'no-month-count' },
    ],
    [
      { title: '12 Months', durationMonths: 12, termPricePaise: 1_438_800, monthlyPaise: 120_000 },
      { ok: false, reason: 'monthly-mismatch' },
    ],
    [
      { title: '12 Months', durationMonths: 12, termPricePaise: 1_438_800.5, monthlyPaise: 119_900 },
      { ok: false, reason: 'not-paise' },
    ],
  ] as const)('check %j → %j', (input, expected) => {
    expect(checkVoVariantPrice(input)).toMatchObject(expected)
  })

  it('says what is wrong in rupees', () => {
    expect(checkVoVariantPrice({ title: '12 Months', durationMonths: 12, termPricePaise: 1_438_800, monthlyPaise: 120_000 })).toMatchObject(
      {
        message: '₹14,388.00 over 12 months is ₹1,199.00 a month, not ₹1,200.00.',
      },
    )
  })
})

describe('readiness tracker', () => {
  const base = { ...doc('CHOSE_FLOW'), planHandle: 'gst-registration-vo-package' as const }

  it('a GST plan in company KYC: payment done, company details next, three papers after signing', () => {
    expect(voReadiness(base, TODAY)).toEqual({
      dashboardState: 'KYC',
      steps: [
        { key: 'payment', label: 'Plan paid', state: 'done' },
        { key: 'company', label: 'Company KYC', state: 'current' },
        { key: 'directors', label: 'Director KYC', state: 'upcoming' },
        { key: 'agreement', label: 'Agreement signed', state: 'upcoming' },
        { key: 'documents', label: 'Ready for GST registration', state: 'upcoming' },
      ],
      next: { key: 'company', action: 'Add your company details' },
      papers: [
        {
          key: 'address-noc',
          label: 'No-objection certificate (NOC) from the building owner',
          purpose: 'gst-registration',
          state: 'pending',
        },
        { key: 'utility-bill', label: 'A recent utility bill of the building', purpose: 'gst-registration', state: 'pending' },
        { key: 'signed-agreement', label: 'Your signed virtual-office agreement', purpose: 'gst-registration', state: 'pending' },
      ],
    })
  })

  it.each([
    ['ADDED_BUILDING_ID', {}, 'payment'],
    ['GENERATED_PAYMENT_LINK_FOR_PLAN', { selectedPlanName: 'GST Registration' }, 'payment'],
    ['ADDED_COMPANY_KYC', { unIncorporatedRegistration: true }, 'directors'],
    ['KYC_COMPLETED', {}, 'agreement'],
    ['DOCUSIGN_EMAIL_SENT', {}, 'agreement'],
    ['SIGN_MEMBERSHIP_DOC', {}, 'agreement'],
    ['COMPLETED', {}, 'documents'], // LOADING: signed, flags not in yet
    ['COMPLETED', { hasDashboardAccess: true, totalKycComplete: true }, null],
  ] as const)('%s %j: next is %s', (status, extra, next) => {
    expect(voReadiness({ ...base, ...extra, status }, TODAY)?.next?.key ?? null).toBe(next)
  })

  it('papers are ready once the document is active; a business-address plan gets the agreement only', () => {
    const active = { ...base, status: 'COMPLETED', hasDashboardAccess: true, totalKycComplete: true }
    expect(voReadiness(active, TODAY)?.papers.map((p) => [p.key, p.state])).toEqual([
      ['address-noc', 'ready'],
      ['utility-bill', 'ready'],
      ['signed-agreement', 'ready'],
    ])
    expect(voReadiness({ ...active, planHandle: 'business-registration-vo-package' }, TODAY)?.papers[0]?.purpose).toBe(
      'company-registration',
    )
    expect(voReadiness({ ...active, planHandle: 'business-address-vo-package' }, TODAY)?.papers).toEqual([
      { key: 'signed-agreement', label: 'Your signed virtual-office agreement', purpose: 'business-address', state: 'ready' },
    ])
  })

  it('no tracker without a document or for an unknown status', () => {
    expect(voReadiness(null, TODAY)).toBeNull()
    expect(voReadiness({ ...base, status: 'CANCELLED' }, TODAY)).toBeNull()
  })
})
