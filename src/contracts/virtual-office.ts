import { z } from 'zod'
import { VO_DASHBOARD_STATES } from '@/domain/virtual-office/dashboard-state'
import { errorBody } from './errors'

// The virtual-office rows' answers, as /api/openapi.json publishes them. The requests are the strict schemas of
// src/domain/virtual-office/schemas.ts (shared with the KYC page's forms), re-exported here.

export {
  companyKycBody,
  rocDetailsBody,
  unincorporatedCompanyBody,
  voCompanyDetailsBody,
  voCompleteCompanyKycBody,
  voDocIdQuery,
  voDocumentByIdQuery,
  voDocumentListQuery,
  voDocumentPathParams,
  voResetBody,
  voConfigQuery,
  voSetAsDefaultBody,
  verifyKycTokenAnswer,
  verifyKycTokenBody,
} from '@/domain/virtual-office/schemas'

/** A refused partner token: the spec's message, and where the page sends the customer (the partner's page or home). */
export const verifyKycTokenError = errorBody.extend({
  redirectTo: z.string().optional().describe("On 401 and 429: the partner's subscriptions page when the admin says so, else / (home)"),
})

/** POST /api/s3/route: the stored logo (its id is the documents' logo_id). */
export const logoUploadAnswer = z.object({
  data: z.object({
    logo_id: z.string(),
    file_id: z.string(),
    mime: z.string(),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  }),
})

/** The multipart body of POST /api/s3/route, as published (the route reads the bytes itself). */
export const logoUploadBody = z.object({
  file: z.string().describe('binary: a PNG, JPEG or WebP image of at most 2 MB'),
  kind: z.enum(['logo', 'kyc-document']).optional().describe('kyc-document: a director’s identity document, stored encrypted'),
})

/** GET /api/v1/configs?type=vo (spec 'VO config'). */
export const voConfigAnswer = z.object({ doCheckCompanyNameBeforePurchase: z.boolean() })

const stepper = z
  .object({
    flow: z.enum(['INCORPORATED', 'NON_INCORPORATED', 'SIGN_MEMBERSHIP_DOC']),
    activeIndex: z.number().int(),
    steps: z.array(z.object({ label: z.string(), state: z.enum(['done', 'current', 'upcoming']) })),
  })
  .nullable()

/** A virtual-office document (spec section 3), identity numbers masked. */
export const voDocument = z.looseObject({
  id: z.string(),
  status: z.string().describe('Spec section 4 status values'),
  unIncorporatedRegistration: z.boolean(),
  hasDashboardAccess: z.boolean(),
  totalKycComplete: z.boolean(),
  isDefault: z.boolean(),
  isVoMultiAccount: z.boolean(),
  companyInfo: z.object({ name: z.string().nullable(), logo_id: z.string().nullable(), kycAttempted: z.boolean() }),
  expiresOn: z.string().nullable().describe('Last day of service, YYYY-MM-DD in India'),
  selectedPlan: z
    .object({
      handle: z.string(),
      title: z.string(),
      name: z.string(),
      price: z.number().int().describe('Paise'),
      durationMonths: z.number(),
    })
    .nullable(),
  building: z.object({ id: z.string(), name: z.string() }).nullable(),
  deskId: z.string().nullable(),
  subscriptionData: z.array(z.looseObject({ duration_in_days: z.number() })),
  leegalityMembershipResponse: z
    .object({ documentId: z.string() })
    .nullable()
    .describe('The older signing provider’s document, when the agreement was sent through it'),
  docuSignEnvelope: z
    .object({ id: z.string() })
    .nullable()
    .describe('The newer signing provider’s envelope, when the agreement was sent through it'),
  agreement: z
    .object({
      number: z.string().describe('The membership contract number (mcn)'),
      provider: z.enum(['builtin', 'leegality', 'docusign']),
      ref: z.string().describe('The provider’s id of the sign request, document or envelope'),
      sentAt: z.string().nullable(),
      signedAt: z.string().nullable(),
    })
    .nullable()
    .describe('The agreement sent for signing; null until it is'),
  directorsKyc: z.array(z.looseObject({ id: z.string(), name: z.string(), pan: z.string().nullable().describe('Masked') })),
  dashboardState: z.enum(VO_DASHBOARD_STATES),
  stepper,
})

export const voDocumentAnswer = z.object({ data: voDocument })
export const voDocumentListAnswer = z.object({
  data: z.array(voDocument),
  hasPendingKyc: z.boolean().describe('Spec section 4 pending-KYC flag'),
})

export const voVerifyPlanAnswer = z.object({
  data: z.object({
    docId: z.string(),
    selectedPlan: voDocument.shape.selectedPlan,
    expiresOn: z.string().nullable(),
    subscriptionData: z.array(z.looseObject({ duration_in_days: z.number() })),
    isActive: z.boolean(),
  }),
})
