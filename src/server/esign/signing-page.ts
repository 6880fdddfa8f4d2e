import { z } from 'zod'
import { LINK_MESSAGES, type BuiltinProvider, type CompleteResult, type SigningPageView } from '@/integrations/esign'
import { ApiError } from '../api/errors'
import { completeSigning } from '../virtual-office/agreement'
import { esignProvider, isBuiltin } from './provider'

// The built-in signing page's three steps over a link token: open (what to show), send the email code, and sign. A
// completed signature moves the virtual-office document to COMPLETED at once (virtual-office/agreement.ts).

export const BUILTIN_ONLY_MESSAGE = 'Agreements are signed with our signing partner: use the link in their email.'

/** The token as it comes in a path: base64url pieces and dots, bounded. */
export const signingToken = z
  .string()
  .trim()
  .min(10)
  .max(2048)
  .regex(/^[A-Za-z0-9._~-]+$/, LINK_MESSAGES['invalid-link'])

export const signatureBody = z.strictObject({
  token: signingToken,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
  consent: z.boolean(),
  signature: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('drawn'), dataUrl: z.string().max(300_000) }),
    z.strictObject({ kind: z.literal('typed'), text: z.string().trim().min(1, 'Type your name.').max(120) }),
  ]),
})

export const codeBody = z.strictObject({ token: signingToken })

function builtin(provider = esignProvider()): BuiltinProvider {
  if (!isBuiltin(provider)) throw new ApiError('not_found', BUILTIN_ONLY_MESSAGE)
  return provider
}

export type SigningPageState = { ok: true; view: Omit<SigningPageView, 'pdf'> } | { ok: false; message: string }

export async function openSigningPage(token: string): Promise<SigningPageState> {
  const parsed = signingToken.safeParse(token)
  if (!parsed.success) return { ok: false, message: LINK_MESSAGES['invalid-link'] }
  const provider = esignProvider()
  if (!isBuiltin(provider)) return { ok: false, message: BUILTIN_ONLY_MESSAGE }
  const opened = await provider.openLink(parsed.data)
  if (!opened.ok) return { ok: false, message: opened.message }
  const view: Omit<SigningPageView, 'pdf'> & { pdf?: Buffer } = { ...opened.view }
  delete view.pdf
  return { ok: true, view }
}

/** The agreement PDF a live link shows (404 with the link's message otherwise; 400 for what cannot be a link's token). */
export async function signingPagePdf(token: string): Promise<{ pdf: Buffer; fileName: string }> {
  const provider = builtin()
  const parsed = signingToken.safeParse(token)
  if (!parsed.success) throw new ApiError('bad_request', LINK_MESSAGES['invalid-link'], { token: LINK_MESSAGES['invalid-link'] })
  const opened = await provider.openLink(parsed.data)
  if (!opened.ok) throw new ApiError('not_found', opened.message)
  return { pdf: opened.view.pdf, fileName: `${opened.view.agreementNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf` }
}

export async function sendSigningCode(token: string): Promise<{ sentTo: string; expiresAt: string }> {
  const result = await builtin().sendCode(token)
  if (!result.ok) {
    if (result.reason === 'too-many-codes')
      throw new ApiError(
        'rate_limited',
        result.message,
        undefined,
        result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined,
      )
    throw new ApiError(result.reason === 'already-signed' ? 'conflict' : 'not_found', result.message)
  }
  return { sentTo: result.to, expiresAt: result.expiresAt.toISOString() }
}

const REFUSAL_STATUS: Record<Exclude<CompleteResult, { ok: true }>['reason'], 'bad_request' | 'not_found' | 'conflict'> = {
  'invalid-link': 'not_found',
  'expired-link': 'not_found',
  'superseded-link': 'not_found',
  voided: 'not_found',
  'already-signed': 'conflict',
  conflict: 'conflict',
  'consent-required': 'bad_request',
  'signature-refused': 'bad_request',
  'code-refused': 'bad_request',
}

const FIELD_OF: Partial<Record<Exclude<CompleteResult, { ok: true }>['reason'], string>> = {
  'consent-required': 'consent',
  'signature-refused': 'signature',
  'code-refused': 'code',
}

export async function submitSignature(
  input: z.output<typeof signatureBody>,
  client: { ipAddress: string; userAgent: string },
): Promise<{ signedSha256: string; completedAt: string | null }> {
  const provider = builtin()
  const result = await provider.complete(input.token, {
    code: input.code,
    consent: input.consent,
    signature: input.signature,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
  })
  if (!result.ok) {
    const field = FIELD_OF[result.reason]
    throw new ApiError(REFUSAL_STATUS[result.reason], result.message, field ? { [field]: result.message } : undefined)
  }
  await completeSigning(result.state.providerRef, result.state, { kind: 'system', name: 'in-app signing' })
  return { signedSha256: result.signedSha256, completedAt: result.state.completedAt?.toISOString() ?? null }
}
