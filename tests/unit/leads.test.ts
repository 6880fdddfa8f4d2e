import { describe, expect, it } from 'vitest'
import { enquiryReference, isEnquiryReference, REFERENCE_PATTERN, thankYouHref } from '../../src/domain/leads/reference'
import type { FormFieldDefinition } from '../../src/domain/forms/types'
import { leadContextSchema, toLeadContext } from '../../src/domain/leads/context'
import { csvCell, toCsv } from '../../src/domain/leads/csv'
import { enquiryProductForPath } from '../../src/domain/leads/enquiry-product-paths'
import { ENQUIRY_PRODUCTS } from '../../src/domain/leads/enquiry-products'
import { leadRecordFrom } from '../../src/domain/leads/lead-record'
import { acknowledgementEmail, operatorNotification } from '../../src/domain/leads/messages'
import { retryDelaySeconds } from '../../src/domain/leads/crm-retry'

describe('enquiry product options (spec section 9)', () => {
  it('are the ten of the spec, in order', () => {
    expect(ENQUIRY_PRODUCTS.map((p) => p.label)).toEqual([
      'Private office space',
      'All access',
      'All access pay per use',
      'Conference room',
      'Day pass',
      'Workplace',
      'Virtual office',
      'Event spaces',
      'All',
      'Help',
    ])
  })

  it.each([
    ['/workspaces/private-office-space/', 'private-office-space'],
    ['/workspaces/on-demand/day-pass', 'day-pass'],
    ['/workspaces/virtual-office', 'virtual-office'],
    ['/events', 'event-spaces'],
    ['/blogs', undefined],
  ])('the product page %s asks about %s', (path, product) => {
    expect(enquiryProductForPath(path)).toBe(product)
  })
})

describe('the context that travels with a lead', () => {
  const parse = (raw: Record<string, unknown>) => toLeadContext(leadContextSchema.parse(raw))

  it('keeps what fits and drops, without refusing the lead, what does not', () => {
    expect(
      parse({
        form: 'lead-form',
        lead_page: '/pune',
        lead_building: 'PUN-BAN-01',
        lead_city: 'pune',
        lead_product: 'day-pass',
        utm_source: ' google ',
        marketing_consent: 'on',
      }),
    ).toEqual({
      form: 'lead-form',
      page: '/pune',
      building: 'PUN-BAN-01',
      city: 'pune',
      product: 'day-pass',
      channel: 'form',
      utm: { utm_source: 'google' },
      marketingConsent: true,
      isBot: false,
    })
    expect(parse({ form: 'lead-form', lead_page: '//evil.example/x', lead_building: 'DROP TABLE', lead_product: 'yacht' })).toMatchObject({
      page: undefined,
      building: undefined,
      product: undefined,
      marketingConsent: false,
    })
  })

  it('says whether the enquiry came from a form or the chat assistant, a form when unsure', () => {
    expect(parse({ form: 'lead-form', lead_channel: 'chat' }).channel).toBe('chat')
    expect(parse({ form: 'lead-form' }).channel).toBe('form')
    expect(parse({ form: 'lead-form', lead_channel: 'carrier-pigeon' }).channel).toBe('form')
  })

  it('marks a filled-in honeypot as a bot', () => {
    expect(parse({ form: 'lead-form', website: 'spam' }).isBot).toBe(true)
    expect(parse({ form: 'lead-form', website: '' }).isBot).toBe(false)
  })

  it('needs the form handle', () => {
    expect(leadContextSchema.safeParse({}).success).toBe(false)
    expect(leadContextSchema.safeParse({ form: 'Lead Form!' }).success).toBe(false)
  })
})

describe('what a lead stores', () => {
  const fields: FormFieldDefinition[] = [
    { name: 'full_name', customName: 'Full name', type: 'text' },
    { name: 'contact', customName: 'Email or phone', type: 'email-or-phone' },
    { name: 'workspace_type', customName: 'Looking for', type: 'select' },
  ]

  it('finds the columns by the lead form’s names and by type, and the page context fills the gaps', () => {
    expect(
      leadRecordFrom(
        fields,
        { full_name: 'Ravi Kumar', contact: '9876543210', workspace_type: 'help' },
        { building: 'MUM-BKC-01', city: 'mumbai', product: 'day-pass' },
      ),
    ).toEqual({
      fullName: 'Ravi Kumar',
      email: undefined,
      phone: '9876543210',
      company: undefined,
      product: 'help',
      desks: undefined,
      city: 'mumbai',
      building: 'MUM-BKC-01',
      message: undefined,
    })
    expect(leadRecordFrom(fields, { contact: 'ravi@acme.in' }, { product: 'day-pass' })).toMatchObject({
      email: 'ravi@acme.in',
      phone: undefined,
      product: 'day-pass',
    })
  })
})

describe('the messages a lead sends', () => {
  const context = {
    reference: 'ref-123',
    siteName: 'Sthana Workspaces',
    supportPhone: '+91 80 4718 2000',
    buildingName: 'Meridian Tower',
    adminUrl: 'http://localhost:3000/admin/collections/leads/7',
    utm: { utm_source: 'google' },
    marketingConsent: false,
    answers: { full_name: 'Priya Sharma', desks_required: '11-50' },
  }

  it('greets the visitor by first name with what they asked about and the reference', () => {
    const mail = acknowledgementEmail({ fullName: 'Priya Sharma', product: 'private-office-space', phone: '9876543210' }, context)
    expect(mail.body).toContain('Hello Priya,')
    expect(mail.body).toContain('private office space at Meridian Tower')
    expect(mail.body).toContain('on 9876543210')
    expect(mail.body).toContain('ref-123')
  })

  it('gives operators every answer, the campaign and a link to the lead', () => {
    const note = operatorNotification({ fullName: 'Priya Sharma', product: 'private-office-space' }, context)
    expect(note.subject).toBe('New enquiry: Private office space · Meridian Tower · Priya Sharma')
    expect(note.body).toContain('desks_required: 11-50')
    expect(note.body).toContain('Campaign: utm_source=google')
    expect(note.body).toContain(context.adminUrl)
  })
})

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [null, ''],
    [true, 'true'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes a header and CRLF rows after a byte-order mark', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n')
  })
})

describe('CRM retries', () => {
  const config = { CRM_RETRY_BASE_SECONDS: 30, CRM_RETRY_MAX_SECONDS: 3600 }
  it.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [7, 1920],
    [8, 3600],
    [20, 3600],
  ])('after try %i the next waits %i s', (attempt, seconds) => {
    expect(retryDelaySeconds(attempt, config)).toBe(seconds)
  })
})

describe('enquiry references', () => {
  it('are short, in capitals, without look-alike letters, and take the visitor to the thank-you page that shows them', () => {
    const ref = enquiryReference(new Uint8Array([0, 1, 2, 31, 32, 255, 100, 200]))
    expect(ref).toBe('SW-012Z-0Z48')
    expect(isEnquiryReference(ref)).toBe(true)
    for (let i = 0; i < 50; i++) expect(enquiryReference(crypto.getRandomValues(new Uint8Array(8)))).toMatch(REFERENCE_PATTERN)
    expect(isEnquiryReference('SW-OOOO-IIII')).toBe(false)
    expect(isEnquiryReference('<script>')).toBe(false)
    expect(thankYouHref(ref)).toBe('/thank-you/?ref=SW-012Z-0Z48')
    expect(thankYouHref('3f1c2a9e-uuid')).toBe('/thank-you/')
  })
})
