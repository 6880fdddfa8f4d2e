import type { EsignProvider, EsignProviderName } from '@/integrations/esign'
import { ApiError } from '../api/errors'
import { completeSigning } from '../virtual-office/agreement'
import { webhookProviderFor } from './provider'

// A signing provider's callback (Leegality's webhook, DocuSign Connect): the adapter checks its signature over the
// raw body and fetches the document's state from the provider again (a callback is a hint, never the state itself);
// a completed agreement completes its virtual-office document once (completeSigning is idempotent).

export const WEBHOOK_REFUSED_MESSAGE = 'The callback is not signed by the signing provider.'
export const WEBHOOK_NOT_CONFIGURED_MESSAGE = 'This signing provider is not in use.'

export async function receiveEsignWebhook(
  name: Exclude<EsignProviderName, 'builtin'>,
  request: { headers: Headers; rawBody: Buffer },
  provider: EsignProvider | null = webhookProviderFor(name),
): Promise<{ event: string; status: string; applied: boolean }> {
  if (!provider || provider.name !== name) throw new ApiError('not_found', WEBHOOK_NOT_CONFIGURED_MESSAGE)
  const outcome = await provider.verifyWebhook(request)
  if (!outcome.ok) {
    if (outcome.reason === 'unknown-document') return { event: 'unknown-document', status: 'ignored', applied: false }
    throw new ApiError(
      'bad_request',
      outcome.reason === 'malformed' ? 'The callback body is not one we understand.' : WEBHOOK_REFUSED_MESSAGE,
    )
  }
  const { applied } = await completeSigning(outcome.providerRef, outcome.state, { kind: 'system', name: `${name} webhook` })
  return { event: outcome.event, status: outcome.state.status, applied }
}
