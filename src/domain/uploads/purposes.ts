// What a customer's upload is for, recorded with it when it is stored (POST /api/s3/route), so that a KYC step takes
// only a file that was uploaded for that step: a company logo where a logo goes, an identity document where a
// director's identity document goes.

export const UPLOAD_PURPOSES = ['company-logo', 'identity-document'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

const LABELS: Record<UploadPurpose, string> = {
  'company-logo': 'a company logo',
  'identity-document': 'an identity document',
}

/** The upload's `kind` field: 'kyc-document' is a director's identity document; anything else (or none) a company logo. */
export function purposeOfUploadKind(kind: unknown): UploadPurpose {
  return kind === 'kyc-document' ? 'identity-document' : 'company-logo'
}

/** Another customer's file and an id that was never stored answer alike: neither says whether the other exists. */
export const UPLOAD_NOT_FOUND_MESSAGE = 'We could not find this file among your uploads. Please upload it again.'

export function wrongPurposeMessage(expected: UploadPurpose, actual: UploadPurpose): string {
  return `This file was uploaded as ${LABELS[actual]}. Please upload ${LABELS[expected]} here.`
}
