import { ApiError } from '../api/errors'
import { getPayloadClient } from '../payload'
import { VO_CONFIG_SIGNATURE_HEADER, verifyQuerySignature, voConfigSigningKey } from '../security/query-signature'

// GET /api/v1/configs?type=vo: the VO config (admin: Virtual-office settings), only for a request whose query string
// is signed (X-VO-Config-Signature, src/server/security/query-signature.ts). A missing or wrong signature is a 401.

export const BAD_SIGNATURE_MESSAGE = 'This request is not signed with the VO config key.'

export interface VoConfigView {
  doCheckCompanyNameBeforePurchase: boolean
}

/** The VO config as the server's own steps read it (the checkout, the plans section): no signature involved. */
export async function readVoConfig(): Promise<VoConfigView> {
  const payload = await getPayloadClient()
  const config = await payload.findGlobal({ slug: 'vo-config', depth: 0, overrideAccess: true })
  return { doCheckCompanyNameBeforePurchase: config.doCheckCompanyNameBeforePurchase === true }
}

export async function getSignedVoConfig(request: Request): Promise<VoConfigView> {
  const url = new URL(request.url)
  const check = verifyQuerySignature(url.searchParams, request.headers.get(VO_CONFIG_SIGNATURE_HEADER), voConfigSigningKey())
  if (!check.ok) throw new ApiError('unauthorized', BAD_SIGNATURE_MESSAGE)
  return readVoConfig()
}
