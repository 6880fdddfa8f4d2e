// Every virtual-office toast of spec section 8, word for word. A server message, when the answer carries one meant
// for a person, is shown instead of the failure default (section 8: 'server messages are shown when present').

export const VO_ERROR_TOASTS = {
  fetchConfig: 'There is some issue in fetching VO configs',
  reset: 'There is some issue in VO document reset. Please try again.',
  /** The upload call failed. */
  uploadLogo: 'There is some issue in uploading company logo. Please try again.',
  /** The upload answered but without a stored logo id. */
  uploadLogoFailed: 'Error in uploading the company logo',
  addProposedCompany: 'There is some issue in adding proposed company details. Please try again.',
  completeCompanyKyc: 'There is some issue in completing company KYC. Please try again.',
  sendAgreementEmail: 'There is some issue in sending VO agreement email. Please try again.',
  verifySignature: "We couldn't verify signature. Please try again",
  updateCompanyDetails: 'There is some issue in updating VO company details. Please try again.',
  panDataNotFound: 'PAN data not found, please enter the details manually.',
  addCompanyKyc: 'There is some issue in adding Company KYC details. Please try again.',
  fetchDocument: 'There is some issue in fetching VO document details. Please try again.',
  requestedChange: "We couldn't make the requested change, please try again.",
  verifyKycToken: 'There was an issue verifying the KYC token. Please try again.',
  fetchPricing: 'There is some issue in fetching VO product pricing details. Please try again.',
  fetchUserDocument: 'Error occurred while fetching User Document',
} as const

export const VO_SUCCESS_TOASTS = {
  payment: 'Payment successful',
  reset: 'KYC reset successful',
  companyDetailsAdded: 'Company Details Added',
  directorsVerified: 'Directors KYC verified',
  agreementEmailSent: 'Agreement Email Sent',
  signatureVerified: 'Document Signature Verified',
  companyKycAdded: 'KYC Company Details Added',
} as const

/** Server messages of spec section 5 that the KYC page reacts to (not toasts of their own). */
export const VO_SERVER_MESSAGES = {
  /** Shown as the GSTIN field's error; the GSTIN and its address are cleared. */
  invalidGstin: 'Invalid GSTIN',
  /** Opens manual entry of directors, with the toast VO_ERROR_TOASTS.panDataNotFound. */
  panDataNotFound: 'PAN data not found',
  /** Spec section 5: verify-signature answers 409 with this until the provider says the agreement is completed. */
  signatureNotCompleted: 'Signature verification through the older signing provider requires status completed',
} as const

export type VoErrorToast = (typeof VO_ERROR_TOASTS)[keyof typeof VO_ERROR_TOASTS]
export type VoSuccessToast = (typeof VO_SUCCESS_TOASTS)[keyof typeof VO_SUCCESS_TOASTS]

/**
 * Which toast each virtual-office call shows (spec sections 7 and 8), keyed by method and path as the spec writes
 * them. `failure` is the default when the answer has no message of its own; `success` is null where the call shows
 * none.
 */
export const VO_CALL_TOASTS: Record<string, { failure: VoErrorToast; success: VoSuccessToast | null }> = {
  'GET /api/v1/configs': { failure: VO_ERROR_TOASTS.fetchConfig, success: null },
  'GET /vo/document/get': { failure: VO_ERROR_TOASTS.fetchUserDocument, success: null },
  'GET vo/document/vo-by-id': { failure: VO_ERROR_TOASTS.fetchDocument, success: null },
  'PATCH /vo/document/reset': { failure: VO_ERROR_TOASTS.reset, success: VO_SUCCESS_TOASTS.reset },
  'PATCH /vo/document/complete-company-kyc': { failure: VO_ERROR_TOASTS.completeCompanyKyc, success: VO_SUCCESS_TOASTS.directorsVerified },
  'PATCH /vo/document/add-company-kyc': { failure: VO_ERROR_TOASTS.addCompanyKyc, success: VO_SUCCESS_TOASTS.companyKycAdded },
  'PATCH /vo/document/company-details': { failure: VO_ERROR_TOASTS.updateCompanyDetails, success: null },
  'POST /vo/document/sign': { failure: VO_ERROR_TOASTS.sendAgreementEmail, success: VO_SUCCESS_TOASTS.agreementEmailSent },
  'POST /docusign/sign': { failure: VO_ERROR_TOASTS.sendAgreementEmail, success: VO_SUCCESS_TOASTS.agreementEmailSent },
  'GET /vo/document/resend-notification': { failure: VO_ERROR_TOASTS.sendAgreementEmail, success: VO_SUCCESS_TOASTS.agreementEmailSent },
  'GET /vo/document/verify-signature': { failure: VO_ERROR_TOASTS.verifySignature, success: VO_SUCCESS_TOASTS.signatureVerified },
  'GET /docusign/verify-signature': { failure: VO_ERROR_TOASTS.verifySignature, success: VO_SUCCESS_TOASTS.signatureVerified },
  'GET /vo/document/verify-plan': { failure: VO_ERROR_TOASTS.fetchPricing, success: null },
  'GET /vo/document/verify-plan-by-id': { failure: VO_ERROR_TOASTS.fetchPricing, success: null },
  'PUT /nest-api/virtual-offices/add-unincorporated-company/{id}': {
    failure: VO_ERROR_TOASTS.addProposedCompany,
    success: VO_SUCCESS_TOASTS.companyDetailsAdded,
  },
  'PUT /nest-api/virtual-offices/roc-details/{id}': { failure: VO_ERROR_TOASTS.updateCompanyDetails, success: null },
  'PATCH api/v1/virtual-offices/set-as-default': { failure: VO_ERROR_TOASTS.requestedChange, success: null },
  'POST b2c/api/v1/kyc/verify-token': { failure: VO_ERROR_TOASTS.verifyKycToken, success: null },
  'POST /api/s3/route': { failure: VO_ERROR_TOASTS.uploadLogo, success: null },
}
