import { format } from 'date-fns'
import { isIsoDate, startOfIstDay, type IsoDate } from '@/domain/calendar/business-date'
import { formatPaise, type Paise } from '@/domain/money'
import type { DocumentTemplate, PlaceholderCatalogue, TemplateValues } from './template'

// The virtual-office agreement: what goes into it, where each value comes from, and the default text operators start
// from in the admin.
//
// The sign request (POST /api/vo/document/sign and POST /api/docusign/sign, src/domain/virtual-office/schemas.ts) carries
// these fields. Their meaning for us, as the OpenAPI states it:
//
//   signerName    The person who signs for the member company: a director, partner or proprietor, as on their PAN.
//   signerEmail   Where the agreement (or the link to sign it) and the one-time code are sent.
//   startingDate  The first day of the virtual-office service, YYYY-MM-DD in India; the term runs from this date.
//   voDocId       Our virtual-office document being signed (the `id` of GET /api/vo/document/get).
//   mcn           Membership contract number: our number for this agreement, e.g. 'SW/VO/2026/000123'. It is issued
//                 by the server with the document; the client echoes it, and a different one is refused.
//   industry      The member company's line of business ('Software services'); printed in the permitted-use clause.
//   term          The length of the agreement as the plan names it ('12 Months').
//   mainPremises  The full postal address the member may use (building, floor, unit, city, PIN code): the address that
//                 goes on its certificate of incorporation or GST registration.
//   f1            Fee 1: the refundable security deposit, in rupees ('0.00' when the plan has none).
//   f2            Fee 2: the one-time onboarding and documentation fee, in rupees ('0.00' when none).
//   companyName   The member company's name: the registered name, or for a company still to be incorporated the
//                 proposed name.
//   npm           Net payable per month: the plan's price per month in rupees, before GST.
//   tas           Total amount of subscription: the plan's price for the whole term in rupees, before GST.
//   deskId        The desk or mailbox reference assigned at the building, when one is ('BLR-KOR-VO-042').
//
// Amounts are never taken from the request: the agreement prints the amounts of the document's order (integer paise,
// computed by the server): the fee before GST (the invoice line's taxable value), the GST on it and their total, so
// the agreement and the tax invoice state the same figures. npm, tas, f1 and f2 are what the customer's screen showed; checkSignRequestAgainstFacts
// refuses a request whose figures differ from the server's, so nobody signs an agreement with amounts they did not see.

/** The facts the server holds for one agreement; the values of every placeholder come from here. */
export interface VoAgreementFacts {
  /** mcn. */
  agreementNumber: string
  /** The date printed as the agreement's date (the day it is sent for signing). */
  issuedOn: IsoDate
  provider: { legalName: string; address: string; gstin: string | null; email: string }
  member: { companyName: string; industry: string | null; signatoryName: string; signatoryEmail: string }
  building: { name: string; city: string }
  /** mainPremises. */
  premisesAddress: string
  /** deskId. */
  deskId: string | null
  plan: { name: string; termLabel: string }
  startDate: IsoDate
  /** The last day of the term. */
  endDate: IsoDate
  fees: {
    /** The term's fee before GST, a month of it. */
    monthlyPaise: Paise
    /** The term's fee before GST: the invoice line's taxable value. */
    termPaise: Paise
    /** GST on the term's fee (CGST + SGST/UTGST), as invoiced. */
    gstPaise: Paise
    /** termPaise + gstPaise: what the invoice line totals. */
    payablePaise: Paise
    depositPaise: Paise
    onboardingPaise: Paise
  }
  /** Days of written notice either party gives to end the agreement early. */
  noticeDays: number
}

export const VO_AGREEMENT_PLACEHOLDERS: PlaceholderCatalogue = [
  { name: 'agreement.number', description: 'Membership contract number (mcn)', example: 'SW/VO/2026/000123' },
  { name: 'agreement.date', description: 'Date of the agreement', example: '11 December 2026' },
  { name: 'provider.legalName', description: 'Our legal name', example: 'Sthana Workspaces Private Limited' },
  { name: 'provider.address', description: 'Our registered office', example: 'No. 12, 80 Feet Road, Koramangala, Bengaluru 560034' },
  { name: 'provider.gstin', description: 'Our GSTIN in the state of the building', example: '29AAKCS1234M1Z5' },
  { name: 'provider.email', description: 'Our email for notices', example: 'legal@sthanaworkspaces.in' },
  { name: 'member.companyName', description: 'The member company (companyName)', example: 'Foo Analytics Private Limited' },
  { name: 'member.industry', description: 'Its line of business (industry)', example: 'Software services' },
  { name: 'member.signatoryName', description: 'Who signs for the member (signerName)', example: 'Priya Sharma' },
  { name: 'member.signatoryEmail', description: 'Their email (signerEmail)', example: 'priya.sharma@example.in' },
  { name: 'building.name', description: 'The building', example: 'Koramangala 4th Block' },
  { name: 'building.city', description: 'Its city (courts and seat of arbitration)', example: 'Bengaluru' },
  {
    name: 'premises.address',
    description: 'The address the member may use (mainPremises)',
    example: 'Unit 3F-12, No. 12, 80 Feet Road, Bengaluru 560034',
  },
  { name: 'desk.id', description: 'Desk or mailbox reference (deskId), or "Not assigned"', example: 'BLR-KOR-VO-042' },
  { name: 'plan.name', description: 'The plan bought', example: 'GST registration package' },
  { name: 'term', description: 'Length of the agreement (term)', example: '12 Months' },
  { name: 'startDate', description: 'First day of service (startingDate)', example: '1 January 2027' },
  { name: 'endDate', description: 'Last day of the term', example: '31 December 2027' },
  { name: 'fees.monthly', description: 'Price per month before GST (npm)', example: '₹1,499.00' },
  { name: 'fees.total', description: 'Price for the term before GST (tas)', example: '₹17,988.00' },
  { name: 'fees.gst', description: 'GST on the price for the term, as invoiced', example: '₹3,237.84' },
  { name: 'fees.payable', description: 'Price for the term with GST: the invoice’s total', example: '₹21,225.84' },
  { name: 'fees.deposit', description: 'Refundable security deposit (f1)', example: '₹0.00' },
  { name: 'fees.onboarding', description: 'One-time onboarding fee (f2)', example: '₹0.00' },
  { name: 'notice.days', description: 'Days of notice to end early', example: '30' },
]

/** '2026-12-11' → '11 December 2026' (a calendar date in India). */
export function formatDocumentDate(date: IsoDate): string {
  return format(startOfIstDay(date), 'd MMMM yyyy')
}

const formatDate = formatDocumentDate

/** The values of every placeholder of the agreement. */
export function voAgreementValues(facts: VoAgreementFacts): TemplateValues {
  return {
    'agreement.number': facts.agreementNumber,
    'agreement.date': formatDate(facts.issuedOn),
    'provider.legalName': facts.provider.legalName,
    'provider.address': facts.provider.address,
    'provider.gstin': facts.provider.gstin ?? 'Not registered',
    'provider.email': facts.provider.email,
    'member.companyName': facts.member.companyName,
    'member.industry': facts.member.industry?.trim() || 'its lawful business',
    'member.signatoryName': facts.member.signatoryName,
    'member.signatoryEmail': facts.member.signatoryEmail,
    'building.name': facts.building.name,
    'building.city': facts.building.city,
    'premises.address': facts.premisesAddress,
    'desk.id': facts.deskId?.trim() || 'Not assigned',
    'plan.name': facts.plan.name,
    term: facts.plan.termLabel,
    startDate: formatDate(facts.startDate),
    endDate: formatDate(facts.endDate),
    'fees.monthly': formatPaise(facts.fees.monthlyPaise),
    'fees.total': formatPaise(facts.fees.termPaise),
    'fees.gst': formatPaise(facts.fees.gstPaise),
    'fees.payable': formatPaise(facts.fees.payablePaise),
    'fees.deposit': formatPaise(facts.fees.depositPaise),
    'fees.onboarding': formatPaise(facts.fees.onboardingPaise),
    'notice.days': String(facts.noticeDays),
  }
}

// ── The request against the server's facts ───────────────────────────────────────────────────────────────────────

/** The fields of the sign request this check reads (the body of src/domain/virtual-office/schemas.ts, voSignBody). */
export interface VoSignRequestFields {
  startingDate: string
  mcn?: string
  term?: string
  mainPremises?: string
  deskId?: string
  npm?: string
  tas?: string
  f1?: string
  f2?: string
}

export const STALE_SIGN_REQUEST_MESSAGE = 'The agreement details on your screen are out of date. Reload the page and try again.'

/** '₹1,499.00', '1,499', '1499.5', '1499.50' → paise; anything else → null. */
export function rupeeTextToPaise(text: string): number | null {
  const cleaned = text
    .replace(/^\s*(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/,/g, '')
    .trim()
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

const normaliseText = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * Which fields of a sign request disagree with the server's facts (empty: none). A field the request leaves out is not
 * compared; the agreement always prints the server's value.
 */
export function checkSignRequestAgainstFacts(request: VoSignRequestFields, facts: VoAgreementFacts): (keyof VoSignRequestFields)[] {
  const wrong: (keyof VoSignRequestFields)[] = []
  if (!isIsoDate(request.startingDate) || request.startingDate !== facts.startDate) wrong.push('startingDate')
  const text: [keyof VoSignRequestFields, string | undefined, string | null][] = [
    ['mcn', request.mcn, facts.agreementNumber],
    ['term', request.term, facts.plan.termLabel],
    ['mainPremises', request.mainPremises, facts.premisesAddress],
    ['deskId', request.deskId, facts.deskId],
  ]
  for (const [field, given, expected] of text)
    if (given !== undefined && normaliseText(given) !== normaliseText(expected ?? '')) wrong.push(field)
  const amounts: [keyof VoSignRequestFields, string | undefined, number][] = [
    ['npm', request.npm, facts.fees.monthlyPaise],
    ['tas', request.tas, facts.fees.termPaise],
    ['f1', request.f1, facts.fees.depositPaise],
    ['f2', request.f2, facts.fees.onboardingPaise],
  ]
  for (const [field, given, expected] of amounts) if (given !== undefined && rupeeTextToPaise(given) !== expected) wrong.push(field)
  return wrong
}

// ── The default text ─────────────────────────────────────────────────────────────────────────────────────────────

export const DEFAULT_VO_AGREEMENT_TEMPLATE: DocumentTemplate = {
  version: '2026-2',
  title: 'Virtual Office Agreement',
  subtitle: 'Agreement no. {{agreement.number}} dated {{agreement.date}}',
  preamble: [
    'This Virtual Office Agreement is made between **{{provider.legalName}}**, having its registered office at {{provider.address}} (GSTIN {{provider.gstin}}) ("**the Provider**"), and **{{member.companyName}}**, acting through its authorised signatory {{member.signatoryName}} ("**the Member**").',
    'The Provider operates the business centre known as {{building.name}}, {{building.city}}. The Member wishes to use the address of that centre for its business, and the Provider is willing to allow it on the terms below.',
  ],
  sections: [
    {
      heading: 'What the Member receives',
      paragraphs: [
        'The Provider grants the Member a non-exclusive licence to use the address **{{premises.address}}** ("**the Address**") as stated in this clause, from {{startDate}} until {{endDate}}. Desk or mailbox reference: {{desk.id}}.',
        'The Member may use the Address as its registered office under section 12 of the Companies Act, 2013 or the Limited Liability Partnership Act, 2008, as its principal or additional place of business in its registration under the Central Goods and Services Tax Act, 2017 and the applicable State Goods and Services Tax Act, and on its letterhead, website and correspondence, for {{member.industry}}.',
        'The Provider will receive letters, notices and courier packets addressed to the Member at the Address during business hours, notify the Member by email on the day they arrive, and hold them for collection for up to 30 days or forward them at the Member’s cost.',
        'With this agreement the Provider issues a no-objection certificate for the use of the Address and a copy of a recent utility bill of the building, for the Member to file with the Registrar of Companies or the GST authorities.',
      ],
    },
    {
      heading: 'What this agreement is not',
      paragraphs: [
        'This agreement is a licence to use an address and the services described. It does not create a lease, tenancy or any interest in the building, and it gives the Member no right to occupy any part of it. Any use of meeting rooms or desks is booked and paid for separately.',
      ],
    },
    {
      heading: 'Term and renewal',
      paragraphs: [
        'This agreement runs for {{term}}, from {{startDate}} to {{endDate}}, under the plan "{{plan.name}}".',
        'It may be renewed for a further term by paying for a renewal before the end date at the price then published. If it is not renewed, it ends on the end date without further notice.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'The fee for the term is **{{fees.total}}** ({{fees.monthly}} per month) before goods and services tax, paid in advance for the whole term. Goods and services tax of {{fees.gst}} is charged on it, so the Member pays **{{fees.payable}}** for the term, as the Provider’s tax invoice shows. A one-time onboarding fee of {{fees.onboarding}} and a refundable security deposit of {{fees.deposit}} apply.',
        'Goods and services tax is charged at the rate in force on the date of the Provider’s tax invoice. Fees already paid are not refundable, except as stated in clause 7.',
        'The security deposit, if any, is refunded without interest within 30 days after the agreement ends, less any amount the Member owes the Provider.',
      ],
    },
    {
      heading: 'The Member’s undertakings',
      paragraphs: [
        'The Member will:',
        '- use the Address only for lawful business and only as permitted in clause 1;',
        '- give true and complete KYC information about itself and its directors, partners or proprietor, and inform the Provider within 15 days of any change to its name, constitution, directors or contact details;',
        '- not state or imply that it occupies office space at the building, nor display its name there, except as the Provider allows;',
        '- respond promptly when a tax or company authority visits or writes to verify the Address, and attend in person when required;',
        '- not use the Address for any purpose that needs a licence it does not hold, nor for receiving cash, goods for trading or hazardous material.',
      ],
    },
    {
      heading: 'Verification by authorities',
      paragraphs: [
        'The Provider will confirm to any authority that asks that the Member is permitted to use the Address, and will forward to the Member without delay any notice received for it. The Provider may share the Member’s name, KYC details and this agreement with an authority that asks for them under law.',
      ],
    },
    {
      heading: 'Ending the agreement early',
      paragraphs: [
        'Either party may end this agreement by giving {{notice.days}} days’ written notice. Fees for the term are not refunded when the Member ends it; when the Provider ends it without cause, it refunds the fees for the unexpired months.',
        'The Provider may end this agreement at once by written notice if the Member uses the Address unlawfully, gives false KYC information, or does not pay an amount due within 15 days of a reminder.',
        'When the agreement ends for any reason, the Member will stop using the Address and, within 30 days, file the change of its registered office or place of business with the authorities concerned. After that period the Provider may inform those authorities that the Member no longer has permission to use the Address, and may return undelivered post to the sender.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The Provider is not liable for any loss of business, profit or data, nor for any delay or loss in handling post caused by a courier or by events beyond its control. The Provider’s total liability under this agreement is limited to the fees paid for the current term.',
        'The Member will make good any loss, penalty or cost the Provider suffers because the Member breached this agreement or used the Address unlawfully.',
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: [
        'Each party will process the personal data it receives under this agreement only for its purposes and in line with the Digital Personal Data Protection Act, 2023. Identity documents are kept encrypted and only as long as the law requires.',
      ],
    },
    {
      heading: 'Electronic execution',
      paragraphs: [
        'The parties agree that this agreement may be executed by electronic signature under the Information Technology Act, 2000, and that an electronic record of it, sealed with the Provider’s digital signature and accompanied by its audit trail, is evidence of its terms and of its execution.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'This agreement is governed by the laws of India.',
        'A dispute that the parties cannot settle within 30 days will be referred to a sole arbitrator appointed by mutual agreement under the Arbitration and Conciliation Act, 1996. The seat of arbitration is {{building.city}} and the language English. Subject to that, the courts at {{building.city}} have exclusive jurisdiction.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'Notices are given by email: to the Provider at {{provider.email}}, and to the Member at {{member.signatoryEmail}}.',
        'This agreement, with the plan and its invoice, is the entire agreement between the parties about its subject. The Member may not transfer it without the Provider’s written consent.',
      ],
    },
  ],
  closing: [
    'Executed electronically by the parties on the dates recorded in the execution page and the audit trail attached to this agreement.',
  ],
}
