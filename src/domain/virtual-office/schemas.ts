import { z } from 'zod'
import { NATURES_OF_FIRM } from './natures-of-firm'
import { MOBILE_MESSAGE, MOBILE_PATTERN } from '@/domain/billing/address'
import { isIsoDate } from '@/domain/calendar/business-date'
import { NAME_PATTERN } from '@/domain/forms/rules'
import { INVALID_GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
import {
  INVALID_CIN_MESSAGE,
  INVALID_DIN_MESSAGE,
  INVALID_PAN_MESSAGE,
  isCinOrLlpin,
  isDin,
  isPan,
  normaliseIdentifier,
  normaliseRegistrationNumber,
  panHolderType,
} from '@/domain/kyc/identifiers'
import { parseAadhaarLast4 } from '@/domain/kyc/masking'
import { KYC_RESET_REQUEST_TYPE } from './transitions'

// The request bodies and queries of every virtual-office call of spec section 7, and the two payloads of section 3
// ('Company KYC payload', 'Unincorporated company payload'). Every object is strict: an unknown field is refused.
// The normalisation rules of section 5 are transforms, so the form and the server produce the same payload:
// GSTIN upper-cased, phone sent as text, only directors with an id kept (unincorporated), nature of firm lower-cased.
// Bodies are JSON; queries and path parameters arrive as text.

export const REQUIRED_MESSAGE = 'This field is required'
export const DOCUMENT_ID_MESSAGE = 'Not a virtual-office document id'
export const PARTNER_MESSAGE = 'Not a partner name'
export const NATURE_OF_FIRM_MESSAGE = 'Choose the nature of the firm'
export const DIRECTOR_ID_MESSAGE = 'Give the director’s DIN or PAN'
export const DIRECTOR_PAN_MESSAGE = 'A director’s PAN is a person’s PAN (its 4th letter is P)'
export const STORED_FILE_MESSAGE = 'Upload the file first'

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`)
const required = (max: number) => text(max).min(1, REQUIRED_MESSAGE)
const optionalText = (max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), text(max).optional())

/**
 * A document's id as the API carries it: `doc_id`, `docId`, `voDocId`, `documentId` or the `{id}` of a path. Numbers
 * are accepted and turned to text; the service parses it for its own table (serial or UUID).
 */
export const voDocumentId = z
  .union([z.number().int().positive(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, DOCUMENT_ID_MESSAGE))

/** A partner's name as the partner token flow and the document calls carry it ('acme-coworks'). */
export const PARTNER_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/
export const partnerName = z.string().trim().toLowerCase().regex(PARTNER_PATTERN, PARTNER_MESSAGE)

/** The id of a stored upload (src/integrations/storage): `<kind>_<32 hex digits>`, e.g. 'logo_3f…'. */
export const STORED_FILE_ID_PATTERN = /^[a-z][a-z0-9-]{0,30}_[a-f0-9]{32}$/
export const storedFileId = z.string().trim().regex(STORED_FILE_ID_PATTERN, STORED_FILE_MESSAGE)

/** Phone as text (spec section 5): a number is turned to text; +91 or 0 before 10 digits, spaces and hyphens dropped. */
export const voPhone = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) =>
    String(v)
      .replace(/[\s-]/g, '')
      .replace(/^(\+91|0)(?=\d{10}$)/, ''),
  )
  .pipe(z.string().regex(MOBILE_PATTERN, MOBILE_MESSAGE))

export const panSchema = z.string().transform(normaliseIdentifier).refine(isPan, INVALID_PAN_MESSAGE)

/** A CIN or, for an LLP, its LLPIN. */
export const cinSchema = z.string().transform(normaliseRegistrationNumber).refine(isCinOrLlpin, INVALID_CIN_MESSAGE)

export const dinSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine(isDin, INVALID_DIN_MESSAGE)

/** GSTIN upper-cased (spec section 5); an empty value means none. 'Invalid GSTIN' for a bad one. */
export const optionalGstin = z.preprocess(
  (v) => (typeof v === 'string' ? (normaliseGstin(v) === '' ? undefined : normaliseGstin(v)) : v),
  z.string().refine(isValidGstin, INVALID_GSTIN_MESSAGE).optional(),
)

const personName = required(100).regex(new RegExp(NAME_PATTERN), 'Enter the name as on the PAN (letters, dots and apostrophes)')

// ── Company KYC (incorporated): PATCH /vo/document/add-company-kyc ────────────────────────────────────────────────

/** A director as the KYC lookup answers it, or as typed by hand after 'PAN data not found'. */
export const companyDirector = z.strictObject({
  din: dinSchema,
  name: personName,
  designation: optionalText(60),
})

export const financeInfo = z
  .strictObject({
    pan: panSchema,
    cin: cinSchema,
    company_name: required(200),
    directors: z.array(companyDirector).min(1, 'Add at least one director').max(15, 'At most 15 directors'),
    gstin: optionalGstin,
    /** The address registered with the GSTIN; cleared with it. */
    gstin_address: optionalText(500),
  })
  .superRefine((info, ctx) => {
    // A company's GSTIN carries its PAN (characters 3–12); another PAN's GSTIN is not this company's.
    if (info.gstin && info.gstin.slice(2, 12) !== info.pan)
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: INVALID_GSTIN_MESSAGE })
    if (!info.gstin && info.gstin_address)
      ctx.addIssue({ code: 'custom', path: ['gstin_address'], message: 'Give the GSTIN of this address' })
  })

/** Spec 'Company KYC payload': doc_id, finance_info{pan, cin, company_name, directors}, unincorporated_registration, phone, company_logo or logo_id. */
export const companyKycBody = z
  .strictObject({
    doc_id: voDocumentId,
    finance_info: financeInfo,
    unincorporated_registration: z.literal(false, { error: 'Company KYC is for an incorporated company' }),
    phone: voPhone,
    /** The stored logo's id, under either name; at most one of the two. */
    company_logo: storedFileId.optional(),
    logo_id: storedFileId.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.company_logo && body.logo_id && body.company_logo !== body.logo_id)
      ctx.addIssue({ code: 'custom', path: ['logo_id'], message: 'Send the logo once, as logo_id' })
  })
  .transform(({ company_logo, logo_id, ...rest }) => ({ ...rest, logo_id: logo_id ?? company_logo ?? null }))

export type CompanyKycBody = z.output<typeof companyKycBody>

// ── Unincorporated company: PUT /nest-api/virtual-offices/add-unincorporated-company/{id} ──────────────────────────

export { NATURES_OF_FIRM }
const NATURE_VALUES = NATURES_OF_FIRM.map((n) => n.toLowerCase())

export const natureOfFirm = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' ').toLowerCase())
  .refine((v) => NATURE_VALUES.includes(v), NATURE_OF_FIRM_MESSAGE)

/** A proposed director. `id` is the form row's id: rows without one are dropped before the check (spec section 5). */
export const proposedDirector = z
  .strictObject({
    id: z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String),
    name: personName,
    din: dinSchema.optional(),
    pan: panSchema.optional(),
    email: z.email('Enter a valid email address').max(200).optional(),
    phone: voPhone.optional(),
  })
  .refine((d) => d.pan === undefined || panHolderType(d.pan) === 'P', { path: ['pan'], message: DIRECTOR_PAN_MESSAGE })

function hasId(entry: unknown): boolean {
  if (entry === null || typeof entry !== 'object' || !('id' in entry)) return false
  const id = (entry as { id: unknown }).id
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isInteger(id))
}

/** Spec 'Unincorporated company payload': company_name, nature_of_firm (lower-cased), directors, phone, logo. */
export const unincorporatedCompanyBody = z.strictObject({
  company_name: required(200),
  nature_of_firm: natureOfFirm,
  directors: z.preprocess(
    (v) => (Array.isArray(v) ? v.filter(hasId) : v),
    z.array(proposedDirector).min(1, 'Add at least one director').max(15, 'At most 15 directors'),
  ),
  phone: voPhone,
  logo: storedFileId.optional(),
})

export type UnincorporatedCompanyBody = z.output<typeof unincorporatedCompanyBody>

// ── Director KYC: PUT /nest-api/virtual-offices/roc-details/{id} ──────────────────────────────────────────────────

/** A director's identity document: only the last 4 digits of an Aadhaar number, ever. */
export const identityDocument = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('AADHAAR'),
    last4: z.string().transform((v, ctx) => {
      const check = parseAadhaarLast4(v)
      if (check.ok) return check.last4
      ctx.addIssue({ code: 'custom', message: check.message })
      return z.NEVER
    }),
    file_id: storedFileId,
  }),
  z.strictObject({ type: z.literal('PAN'), number: panSchema, file_id: storedFileId }),
  z.strictObject({
    type: z.literal('PASSPORT'),
    number: z
      .string()
      .transform(normaliseIdentifier)
      .refine((v) => /^[A-Z][0-9]{7}$/.test(v), 'Enter a valid passport number (a letter and 7 digits)'),
    file_id: storedFileId,
  }),
  z.strictObject({
    type: z.literal('VOTER_ID'),
    number: z
      .string()
      .transform(normaliseIdentifier)
      .refine((v) => /^[A-Z]{3}[0-9]{7}$/.test(v), 'Enter a valid voter ID (3 letters and 7 digits)'),
    file_id: storedFileId,
  }),
])

export type IdentityDocument = z.output<typeof identityDocument>

export const directorKyc = z
  .strictObject({
    /** The director row being completed, when it exists already (from the company KYC). */
    id: z
      .union([z.string().trim().min(1).max(64), z.number().int()])
      .transform(String)
      .optional(),
    name: personName,
    din: dinSchema.optional(),
    pan: panSchema.optional(),
    designation: optionalText(60),
    email: z.email('Enter a valid email address').max(200).optional(),
    identity_document: identityDocument,
  })
  .superRefine((d, ctx) => {
    if (!d.din && !d.pan) ctx.addIssue({ code: 'custom', path: ['din'], message: DIRECTOR_ID_MESSAGE })
    if (d.pan && panHolderType(d.pan) !== 'P') ctx.addIssue({ code: 'custom', path: ['pan'], message: DIRECTOR_PAN_MESSAGE })
  })

export const ROC_UPDATE_TYPES = ['COMPANY_INFO', 'DIRECTOR_KYC'] as const

/** Spec: companyInfo, update_type, phone, director. COMPANY_INFO needs companyInfo; DIRECTOR_KYC needs director. */
export const rocDetailsBody = z
  .strictObject({
    update_type: z.enum(ROC_UPDATE_TYPES),
    companyInfo: z.strictObject({ name: required(200).optional(), logo_id: storedFileId.optional() }).optional(),
    phone: voPhone.optional(),
    director: directorKyc.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.update_type === 'COMPANY_INFO' && !body.companyInfo)
      ctx.addIssue({ code: 'custom', path: ['companyInfo'], message: REQUIRED_MESSAGE })
    if (body.update_type === 'DIRECTOR_KYC' && !body.director)
      ctx.addIssue({ code: 'custom', path: ['director'], message: REQUIRED_MESSAGE })
  })

export type RocDetailsBody = z.output<typeof rocDetailsBody>

// ── The other document calls ──────────────────────────────────────────────────────────────────────────────────────

/** GET /api/v1/configs?type=vo (the signature is a header: src/server/security/query-signature.ts). */
export const voConfigQuery = z.strictObject({ type: z.literal('vo') })

/** GET /vo/document/get?partner= */
export const voDocumentListQuery = z.strictObject({ partner: partnerName.optional() })

/** GET vo/document/vo-by-id?doc_id=&partner= */
export const voDocumentByIdQuery = z.strictObject({ doc_id: voDocumentId, partner: partnerName.optional() })

/** PATCH /vo/document/reset */
export const voResetBody = z.strictObject({ doc_id: voDocumentId, request_type: z.literal(KYC_RESET_REQUEST_TYPE) })

/** PATCH /vo/document/complete-company-kyc */
export const voCompleteCompanyKycBody = z.strictObject({ doc_id: voDocumentId, unincorporated_registration: z.boolean() })

/** The flows a customer chooses between (PATCH /vo/document/company-details `company_type`). */
export const VO_COMPANY_TYPES = ['INCORPORATED', 'NON_INCORPORATED'] as const

/** PATCH /vo/document/company-details. `reference_origin`: where the customer came from ('dashboard', a partner). */
export const voCompanyDetailsBody = z.strictObject({
  doc_id: voDocumentId,
  company_type: z.enum(VO_COMPANY_TYPES),
  reference_origin: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Not a reference origin')
    .optional(),
})

/** GET /vo/document/resend-notification, /verify-signature, /verify-plan, /verify-plan-by-id: ?docId= */
export const voDocIdQuery = z.strictObject({ docId: voDocumentId })

/** GET /docusign/verify-signature?docId=&envelopeId= */
export const docusignVerifySignatureQuery = z.strictObject({
  docId: voDocumentId,
  envelopeId: z
    .string()
    .trim()
    // DocuSign's envelope ids are GUIDs; the built-in signing's request ids are 'sr_' + hex.
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an envelope id'),
})

const isoDate = z.string().refine(isIsoDate, 'Enter a date as YYYY-MM-DD')

/**
 * POST /vo/document/sign: the agreement's fields as the spec names them. The signing issue gives the short names
 * their meaning; here they are bounded text so nothing unbounded reaches the agreement.
 */
export const voSignBody = z.strictObject({
  signerName: personName,
  signerEmail: z.email('Enter a valid email address').max(200),
  startingDate: isoDate,
  voDocId: voDocumentId,
  mcn: optionalText(100),
  industry: optionalText(100),
  term: optionalText(50),
  mainPremises: optionalText(300),
  f1: optionalText(300),
  f2: optionalText(300),
  companyName: required(200),
  npm: optionalText(100),
  tas: optionalText(100),
  deskId: optionalText(64),
})

/** POST /docusign/sign: the same body with documentId. */
export const docusignSignBody = voSignBody.extend({ documentId: voDocumentId })

/** PUT …/{id} path parameter. */
export const voDocumentPathParams = z.strictObject({ id: voDocumentId })

/** PATCH api/v1/virtual-offices/set-as-default */
export const voSetAsDefaultBody = z.strictObject({ documentId: voDocumentId })

/** POST b2c/api/v1/kyc/verify-token (the token format: src/server/security/partner-token.ts). */
export const verifyKycTokenBody = z.strictObject({
  token: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(4096)
    .regex(/^[A-Za-z0-9._-]+$/, 'Not a partner token'),
  partner: partnerName,
})

/** The success answer of verify-token: the customer's API token at data.data.data.accessToken (spec section 7). */
export const verifyKycTokenAnswer = z.strictObject({
  data: z.strictObject({ data: z.strictObject({ data: z.strictObject({ accessToken: z.string().min(1) }) }) }),
})

export function verifyKycTokenAnswerFor(accessToken: string): z.output<typeof verifyKycTokenAnswer> {
  return { data: { data: { data: { accessToken } } } }
}
