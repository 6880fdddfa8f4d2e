import type { SeedVoPlan } from '../types'

// National list rates for virtual office plans, in paise per month.
// Longer terms are cheaper per month; strike-through is roughly 25% above the discounted rate.
// Building-level prices in buildings.ts are derived from these variants with a per-building factor.

export const VO_PLANS: SeedVoPlan[] = [
  {
    handle: 'business-address-vo-package',
    title: 'Business Address',
    summary:
      'A professional business address at a Sthana building for your website, visiting cards and correspondence, with mail and courier handled by our front desk.',
    features: [
      'Use the building address on your website, invoices and visiting cards',
      'Mail and courier received, logged and notified to you the same day',
      'Scan-on-request for letters, or monthly forwarding to an address you choose',
      'Reception answers walk-in visitors in your company’s name',
      '2 hours of meeting room credits every month at your chosen building',
    ],
    basePrice: 174900,
    variants: [
      { months: 6, discountedPrice: 139900, strikeThroughPrice: 174900 },
      { months: 12, discountedPrice: 119900, strikeThroughPrice: 149900 },
      { months: 24, discountedPrice: 104900, strikeThroughPrice: 129900 },
    ],
  },
  {
    handle: 'business-registration-vo-package',
    title: 'Business Registration',
    summary:
      'Everything in Business Address, plus the documents you need to register your company, LLP or branch office at the building with the Registrar of Companies.',
    features: [
      'Registered office address accepted for company, LLP and branch registration',
      'No Objection Certificate (NOC) from the building owner',
      'Copy of a recent utility bill and the rent or licence agreement',
      'Company name board at reception as required under the Companies Act',
      'Mail and courier handling with same-day notifications',
      '4 hours of meeting room credits every month',
    ],
    basePrice: 229900,
    variants: [
      { months: 6, discountedPrice: 184900, strikeThroughPrice: 229900 },
      { months: 12, discountedPrice: 159900, strikeThroughPrice: 199900 },
      { months: 24, discountedPrice: 139900, strikeThroughPrice: 174900 },
    ],
  },
  {
    handle: 'gst-registration-vo-package',
    title: 'GST Registration',
    summary:
      'A principal or additional place of business for GST in a new state, with the documentation, signage and site-verification support the GST department expects.',
    features: [
      'Address accepted as a principal or additional place of business under GST',
      'NOC from the owner, utility bill copy and stamped licence agreement',
      'Assistance during the GST officer’s physical verification visit',
      'Company name board at the centre entrance, as GST verification requires',
      'Mail and courier handling, including notices from tax authorities',
      '4 hours of meeting room credits and 2 day passes every month',
    ],
    basePrice: 274900,
    variants: [
      { months: 6, discountedPrice: 219900, strikeThroughPrice: 274900 },
      { months: 12, discountedPrice: 189900, strikeThroughPrice: 239900 },
      { months: 24, discountedPrice: 164900, strikeThroughPrice: 204900 },
    ],
  },
]
