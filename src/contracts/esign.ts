import { z } from 'zod'
import { docusignSignBody, docusignVerifySignatureQuery, voSignBody } from '@/domain/virtual-office/schemas'
import { voDocument } from './virtual-office'

// The agreement rows (spec section 7) and the built-in signing page's rows, as /api/openapi.json publishes them.

/**
 * The sign request's fields and what each means for us (src/domain/documents/vo-agreement.ts). The server prints
 * its own figures; a field sent that differs from them is refused with 'out of date', so nobody signs amounts they
 * did not see.
 */
const FIELD_MEANINGS = {
  signerName: 'The person who signs for the member company (a director, partner or proprietor), as on their PAN',
  signerEmail: 'Where the signing link and the one-time code are sent',
  startingDate: 'First day of the virtual-office service, YYYY-MM-DD in India; the term runs from it (must match the document)',
  voDocId: 'Our virtual-office document being signed (the id of GET /api/vo/document/get)',
  mcn: 'Membership contract number, issued by the server (SW/VO/<year>/<document id>); optional, refused when different',
  industry: 'The member company’s line of business, printed in the permitted-use clause',
  term: 'Length of the agreement as the plan names it ("12 Months"); optional, refused when different',
  mainPremises: 'The full postal address the member may use (the building’s address); optional, refused when different',
  f1: 'Fee 1: the refundable security deposit in rupees ("0.00" when none); optional, refused when different',
  f2: 'Fee 2: the one-time onboarding fee in rupees ("0.00" when none); optional, refused when different',
  companyName: 'The member company: its registered name, or the proposed name of one yet to be incorporated (must match the document)',
  npm: 'Net payable per month: the plan’s price per month in rupees before GST; optional, refused when different',
  tas: 'Total amount of subscription: the plan’s price for the term in rupees before GST; optional, refused when different',
  deskId: 'The desk or mailbox reference at the building, when one is assigned; optional, refused when different',
} as const

function described<S extends z.ZodObject>(schema: S): S {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      key in FIELD_MEANINGS ? (field as z.ZodType).describe(FIELD_MEANINGS[key as keyof typeof FIELD_MEANINGS]) : field,
    ]),
  )
  return z.strictObject(shape) as unknown as S
}

export const voSignRequestBody = described(voSignBody)
export const docusignSignRequestBody = described(docusignSignBody).extend({
  documentId: docusignSignBody.shape.documentId.describe('The same document as voDocId'),
})
export { docusignVerifySignatureQuery }

export const voSignAnswer = z.object({
  data: voDocument,
  message: z.string().describe("'Agreement Email Sent'"),
})

export const resendNotificationAnswer = z.object({
  data: z.object({ sentTo: z.string().describe('The signer’s email the link went to'), document: voDocument }),
  message: z.string(),
})

export const signingViewAnswer = z.object({
  data: z.object({
    url: z
      .string()
      .nullable()
      .describe(
        'Where to sign now: the newer provider’s embedded signing (single use, minutes) or the older provider’s; null with the built-in signing, whose link is only in the signer’s email',
      ),
    sentTo: z.string().describe('The signer’s email'),
    message: z.string().nullable(),
  }),
})

export const verifySignatureAnswer = z.object({
  data: z.object({
    status: z.literal('completed'),
    verified: z.literal(true),
    signedAt: z.string().nullable(),
    seal: z
      .object({ subject: z.string(), certificateFingerprint: z.string() })
      .nullable()
      .describe('The PDF seal checked (built-in signing): its certificate'),
    document: voDocument,
  }),
  message: z.string().describe("'Document Signature Verified'"),
})

export const envelopeStatusAnswer = z.object({
  data: z.object({
    status: z.enum(['sent', 'completed', 'declined', 'expired', 'voided']).describe('The provider’s status, mapped to ours'),
    document: voDocument,
  }),
})

export const esignWebhookAnswer = z.object({
  ok: z.literal(true),
  event: z.string(),
  status: z.string(),
  applied: z.boolean().describe('Whether this callback completed the document (false: already completed, or not signed yet)'),
})

export const esignWebhookBody = z.looseObject({}).describe('The provider’s callback, checked by its signature over the raw body')

export const signingTokenQuery = z.strictObject({ token: z.string().min(10).max(2048).describe('The token of the signing link') })

export const signingCodeBody = z.strictObject({ token: z.string().min(10).max(2048) })
export const signingCodeAnswer = z.object({ data: z.object({ sentTo: z.string(), expiresAt: z.string() }) })

export const signingCompleteBody = z.strictObject({
  token: z.string().min(10).max(2048),
  code: z.string().describe('The 6-digit code from the email'),
  consent: z.boolean().describe('The signer agrees to sign electronically'),
  signature: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('drawn'), dataUrl: z.string().max(300_000).describe('data:image/png;base64,… of the pad') }),
    z.strictObject({ kind: z.literal('typed'), text: z.string().max(120).describe('The signer’s name, typed') }),
  ]),
})
export const signingCompleteAnswer = z.object({
  data: z.object({ signedSha256: z.string(), completedAt: z.string().nullable() }),
  message: z.string(),
})
