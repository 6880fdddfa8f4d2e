import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'

// A partner sends its customer to /workspaces/virtual-office/kyc/?partner=<slug>&token=<signed token>. The page
// trades the token for a session (POST /api/b2c/api/v1/kyc/verify-token, which sets our session cookie for our own
// pages), takes the token out of the address, and goes on signed in. On failure the answer says where to go: the
// partner's subscriptions page (https only, as the admin keeps it) or home.

export type PartnerEntry = { partner: string; token: string }

export type PartnerEntryResult = { ok: true } | { ok: false; message: string; redirectTo: { external: string } | { internal: '/' } }

/** The partner and token of the address, or null when it carries none. */
export function partnerEntryOf(search: string): PartnerEntry | null {
  const params = new URLSearchParams(search)
  const token = params.get('token')
  const partner = params.get('partner')
  return token && partner ? { token, partner } : null
}

/**
 * The address without the token, so a reload or a shared link does not carry it. The partner stays: the page then
 * opens that partner's document (GET /api/vo/document/get?partner=).
 */
export function withoutPartnerToken(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('token')
  return `${url.pathname}${url.search}${url.hash}`
}

export async function verifyPartnerEntry(entry: PartnerEntry): Promise<PartnerEntryResult> {
  const response = await fetch('/api/b2c/api/v1/kyc/verify-token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
  }).catch(() => null)
  if (response?.ok) return { ok: true }
  const body = (await response?.json().catch(() => null)) as { error?: { message?: string }; redirectTo?: string } | null
  const target = body?.redirectTo
  return {
    ok: false,
    message: body?.error?.message ?? VO_ERROR_TOASTS.verifyKycToken,
    redirectTo: target && /^https:\/\//.test(target) ? { external: target } : { internal: '/' },
  }
}
