import { describe, expect, it } from 'vitest'
import { FULL_AADHAAR_REFUSED_MESSAGE } from '@/domain/kyc/masking'
import { VO_CALL_TOASTS, VO_ERROR_TOASTS, VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import {
  companyKycBody,
  docusignSignBody,
  docusignVerifySignatureQuery,
  rocDetailsBody,
  unincorporatedCompanyBody,
  verifyKycTokenAnswer,
  verifyKycTokenAnswerFor,
  verifyKycTokenBody,
  voCompanyDetailsBody,
  voCompleteCompanyKycBody,
  voConfigQuery,
  voDocIdQuery,
  voDocumentByIdQuery,
  voDocumentListQuery,
  voDocumentPathParams,
  voResetBody,
  voSetAsDefaultBody,
  voSignBody,
} from '@/domain/virtual-office/schemas'

const LOGO = `logo_${'a'.repeat(32)}`
const KYC_FILE = `kyc-document_${'b'.repeat(32)}`

const companyKyc = {
  doc_id: 42,
  finance_info: {
    pan: 'aakck4821m',
    cin: 'u47211ka2019ptc124587',
    company_name: 'Kaveri Spice Traders Private Limited',
    directors: [{ din: '08451276', name: 'Ramesh Gowda', designation: 'Managing Director' }],
    gstin: '29aakck4821m1z0',
    gstin_address: '12 MG Road, Bengaluru',
  },
  unincorporated_registration: false,
  phone: 9876543210,
  logo_id: LOGO,
}

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('Company KYC payload (add-company-kyc)', () => {
  it('normalises: GSTIN and PAN upper-cased, phone as text, logo under logo_id', () => {
    expect(companyKycBody.parse(companyKyc)).toEqual({
      doc_id: '42',
      finance_info: {
        pan: 'AAKCK4821M',
        cin: 'U47211KA2019PTC124587',
        company_name: 'Kaveri Spice Traders Private Limited',
        directors: [{ din: '08451276', name: 'Ramesh Gowda', designation: 'Managing Director' }],
        gstin: '29AAKCK4821M1Z0',
        gstin_address: '12 MG Road, Bengaluru',
      },
      unincorporated_registration: false,
      phone: '9876543210',
      logo_id: LOGO,
    })
  })

  it('company_logo is accepted as the logo id; no logo is null; no GSTIN is fine', () => {
    const rest: Omit<typeof companyKyc, 'logo_id'> & { logo_id?: string } = { ...companyKyc }
    delete rest.logo_id
    const withoutGstin = { ...rest, finance_info: { ...rest.finance_info, gstin: '', gstin_address: '' } }
    expect(companyKycBody.parse({ ...rest, company_logo: LOGO }).logo_id).toBe(LOGO)
    const parsed = companyKycBody.parse(withoutGstin)
    expect(parsed.logo_id).toBeNull()
    expect(parsed.finance_info.gstin).toBeUndefined()
  })

  it.each([
    ['a GSTIN with a bad check character', { gstin: '29AAKCK4821M1Z1' }, 'finance_info.gstin', 'Invalid GSTIN'],
    ['another PAN’s GSTIN', { gstin: '27AAPFU0939F1ZV' }, 'finance_info.gstin', 'Invalid GSTIN'],
    ['a bad PAN', { pan: 'AAKCK4821' }, 'finance_info.pan', 'Enter a valid PAN (for example AAACA1234B)'],
    ['a bad CIN', { cin: 'U47211' }, 'finance_info.cin', 'Enter a valid CIN (21 characters) or LLPIN (for example AAB-1234)'],
    ['no directors', { directors: [] }, 'finance_info.directors', 'Add at least one director'],
    [
      'a director without a DIN',
      { directors: [{ name: 'Ramesh Gowda', din: '123' }] },
      'finance_info.directors.0.din',
      'Enter a valid DIN (8 digits)',
    ],
  ])('refuses %s', (_, change, path, message) => {
    const result = companyKycBody.safeParse({ ...companyKyc, finance_info: { ...companyKyc.finance_info, ...change } })
    expect(messages(result)[path]).toBe(message)
  })

  it('accepts an LLP’s LLPIN', () => {
    const llp = {
      ...companyKyc,
      finance_info: { ...companyKyc.finance_info, pan: 'AAOFT4471K', cin: 'aak4521', gstin: undefined, gstin_address: undefined },
    }
    expect(companyKycBody.parse(llp).finance_info.cin).toBe('AAK-4521')
  })

  it.each([
    ['an unknown field', { ...companyKyc, isAdmin: true }],
    ['an unknown finance_info field', { ...companyKyc, finance_info: { ...companyKyc.finance_info, turnover: 1 } }],
    ['an unincorporated registration', { ...companyKyc, unincorporated_registration: true }],
    ['two different logos', { ...companyKyc, company_logo: `logo_${'c'.repeat(32)}` }],
    ['a logo that is a path', { ...companyKyc, logo_id: '../../etc/passwd' }],
    ['a short phone', { ...companyKyc, phone: '98765' }],
  ])('refuses %s', (_, body) => {
    expect(companyKycBody.safeParse(body).success).toBe(false)
  })
})

describe('Unincorporated company payload', () => {
  const body = {
    company_name: 'Lotus Leaf Foods',
    nature_of_firm: '  Private Limited   Company ',
    directors: [
      { id: 'row-1', name: 'Neha Kapoor', email: 'neha@example.in', pan: 'ABCPK1234D' },
      { id: '', name: 'Half-filled row' },
      { name: 'No id at all' },
      null,
      { id: 2, name: 'Rahul Kapoor', phone: '+91 98100 12345' },
    ],
    phone: '098100 12345',
    logo: LOGO,
  }

  it('keeps only directors with an id, lower-cases the nature of firm, phone as text', () => {
    expect(unincorporatedCompanyBody.parse(body)).toEqual({
      company_name: 'Lotus Leaf Foods',
      nature_of_firm: 'private limited company',
      directors: [
        { id: 'row-1', name: 'Neha Kapoor', email: 'neha@example.in', pan: 'ABCPK1234D' },
        { id: '2', name: 'Rahul Kapoor', phone: '9810012345' },
      ],
      phone: '9810012345',
      logo: LOGO,
    })
  })

  it.each([
    ['an unknown nature of firm', { nature_of_firm: 'cooperative' }, 'nature_of_firm', 'Choose the nature of the firm'],
    ['no director with an id', { directors: [{ name: 'Neha Kapoor' }] }, 'directors', 'Add at least one director'],
    [
      'a company PAN for a director',
      { directors: [{ id: 'a', name: 'Neha Kapoor', pan: 'AAKCK4821M' }] },
      'directors.0.pan',
      'A director’s PAN is a person’s PAN (its 4th letter is P)',
    ],
  ])('refuses %s', (_, change, path, message) => {
    expect(messages(unincorporatedCompanyBody.safeParse({ ...body, ...change }))[path]).toBe(message)
  })

  it('refuses unknown fields', () => {
    expect(unincorporatedCompanyBody.safeParse({ ...body, status: 'COMPLETED' }).success).toBe(false)
  })
})

describe('Director KYC (roc-details)', () => {
  const director = { name: 'Ramesh Gowda', din: '08451276', identity_document: { type: 'AADHAAR', last4: '4321', file_id: KYC_FILE } }

  it('accepts the last 4 digits of an Aadhaar number', () => {
    expect(rocDetailsBody.parse({ update_type: 'DIRECTOR_KYC', director }).director?.identity_document).toEqual({
      type: 'AADHAAR',
      last4: '4321',
      file_id: KYC_FILE,
    })
  })

  it.each(['123456789012', '1234 5678 9012'])('refuses a full Aadhaar number (%s)', (full) => {
    const result = rocDetailsBody.safeParse({
      update_type: 'DIRECTOR_KYC',
      director: { ...director, identity_document: { ...director.identity_document, last4: full } },
    })
    expect(messages(result)['director.identity_document.last4']).toBe(FULL_AADHAAR_REFUSED_MESSAGE)
    expect(JSON.stringify(result.error)).not.toContain('9012')
  })

  it('refuses a full Aadhaar number under any other field name', () => {
    const result = rocDetailsBody.safeParse({
      update_type: 'DIRECTOR_KYC',
      director: { ...director, identity_document: { type: 'AADHAAR', number: '123456789012', last4: '9012', file_id: KYC_FILE } },
    })
    expect(result.success).toBe(false)
  })

  it.each([
    ['a director with neither DIN nor PAN', { update_type: 'DIRECTOR_KYC', director: { ...director, din: undefined } }, 'director.din'],
    ['DIRECTOR_KYC without a director', { update_type: 'DIRECTOR_KYC' }, 'director'],
    ['COMPANY_INFO without companyInfo', { update_type: 'COMPANY_INFO' }, 'companyInfo'],
  ])('refuses %s', (_, body, path) => {
    expect(messages(rocDetailsBody.safeParse(body))[path]).toBeDefined()
  })

  it('takes PAN, passport and voter ID documents', () => {
    for (const identity_document of [
      { type: 'PAN', number: 'bvkps4417n', file_id: KYC_FILE },
      { type: 'PASSPORT', number: 'k1234567', file_id: KYC_FILE },
      { type: 'VOTER_ID', number: 'abc1234567', file_id: KYC_FILE },
    ])
      expect(rocDetailsBody.safeParse({ update_type: 'DIRECTOR_KYC', director: { ...director, identity_document } }).success).toBe(true)
  })
})

describe('the other VO request bodies: valid ones pass, unknown fields are refused', () => {
  const sign = {
    signerName: 'Ramesh Gowda',
    signerEmail: 'ramesh@example.in',
    startingDate: '2027-01-04',
    voDocId: '42',
    companyName: 'Kaveri Spice Traders Private Limited',
    term: '12 Months',
  }
  const cases = [
    ['configs', voConfigQuery, { type: 'vo' }],
    ['document list', voDocumentListQuery, { partner: 'acme-coworks' }],
    ['document list without partner', voDocumentListQuery, {}],
    ['document by id', voDocumentByIdQuery, { doc_id: '42', partner: 'acme-coworks' }],
    ['reset', voResetBody, { doc_id: 42, request_type: 'INITIAL_KYC' }],
    ['complete company KYC', voCompleteCompanyKycBody, { doc_id: '42', unincorporated_registration: true }],
    ['company details', voCompanyDetailsBody, { doc_id: '42', company_type: 'NON_INCORPORATED', reference_origin: 'dashboard' }],
    ['sign', voSignBody, sign],
    ['docusign sign', docusignSignBody, { ...sign, documentId: '42' }],
    ['resend, verify-signature, verify-plan', voDocIdQuery, { docId: '42' }],
    ['docusign verify-signature', docusignVerifySignatureQuery, { docId: '42', envelopeId: '4b1c9f2e-8d0a-4e55-b7a1-2f3c4d5e6f70' }],
    ['path id', voDocumentPathParams, { id: '42' }],
    ['set as default', voSetAsDefaultBody, { documentId: 42 }],
    ['verify token', verifyKycTokenBody, { token: 'pt1.abc.def', partner: 'Acme-Coworks' }],
  ] as const

  it.each(cases)('%s accepts a valid body', (_, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true)
  })

  it.each(cases)('%s refuses an unknown field', (_, schema, body) => {
    expect(schema.safeParse({ ...body, extra: 'x' }).success).toBe(false)
  })

  it.each([
    ['reset with another request type', voResetBody, { doc_id: '42', request_type: 'FULL_RESET' }],
    ['configs of another type', voConfigQuery, { type: 'loyalty' }],
    ['a document id with a slash', voDocumentByIdQuery, { doc_id: '../42' }],
    ['a negative document id', voSetAsDefaultBody, { documentId: -1 }],
    ['a partner with spaces', verifyKycTokenBody, { token: 'pt1.a.b', partner: 'acme coworks' }],
    ['a token with spaces', verifyKycTokenBody, { token: 'pt1 a b', partner: 'acme' }],
    ['a sign date that does not exist', voSignBody, { ...sign, startingDate: '2027-02-30' }],
    ['an unknown company type', voCompanyDetailsBody, { doc_id: '42', company_type: 'LLP' }],
  ] as const)('refuses %s', (_, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false)
  })

  it('the partner name is lower-cased', () => {
    expect(verifyKycTokenBody.parse({ token: 'pt1.a.b', partner: 'Acme-Coworks' }).partner).toBe('acme-coworks')
  })

  it('verify-token answers data.data.data.accessToken', () => {
    const answer = verifyKycTokenAnswerFor('tok_123')
    expect(answer.data.data.data.accessToken).toBe('tok_123')
    expect(verifyKycTokenAnswer.parse(answer)).toEqual(answer)
  })
})

describe('VO toasts (spec section 8)', () => {
  it('are the spec’s words', () => {
    expect(Object.values(VO_ERROR_TOASTS)).toEqual([
      'There is some issue in fetching VO configs',
      'There is some issue in VO document reset. Please try again.',
      'There is some issue in uploading company logo. Please try again.',
      'Error in uploading the company logo',
      'There is some issue in adding proposed company details. Please try again.',
      'There is some issue in completing company KYC. Please try again.',
      'There is some issue in sending VO agreement email. Please try again.',
      "We couldn't verify signature. Please try again",
      'There is some issue in updating VO company details. Please try again.',
      'PAN data not found, please enter the details manually.',
      'There is some issue in adding Company KYC details. Please try again.',
      'There is some issue in fetching VO document details. Please try again.',
      "We couldn't make the requested change, please try again.",
      'There was an issue verifying the KYC token. Please try again.',
      'There is some issue in fetching VO product pricing details. Please try again.',
      'Error occurred while fetching User Document',
    ])
    expect(Object.values(VO_SUCCESS_TOASTS)).toEqual([
      'Payment successful',
      'KYC reset successful',
      'Company Details Added',
      'Directors KYC verified',
      'Agreement Email Sent',
      'Document Signature Verified',
      'KYC Company Details Added',
    ])
  })

  it('every VO call of section 7 has its failure toast', () => {
    expect(Object.keys(VO_CALL_TOASTS)).toHaveLength(19)
    expect(VO_CALL_TOASTS['PATCH /vo/document/reset']).toEqual({
      failure: 'There is some issue in VO document reset. Please try again.',
      success: 'KYC reset successful',
    })
  })
})
