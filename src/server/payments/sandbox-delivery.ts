import { webhookRequest, type WebhookDelivery } from '@/integrations/payments'
import { env } from '../env'

// The sandbox gateway's webhook delivery, one job per event: a POST to the app's own webhook route with Razorpay's
// headers, as Razorpay makes it. Anything but 2xx throws, and the job queue retries with backoff.

export const WEBHOOK_PATH = '/api/payments/webhook'

export async function deliverSandboxWebhook(delivery: Pick<WebhookDelivery, 'eventId' | 'body' | 'signature'>): Promise<number> {
  const request = webhookRequest({ ...delivery, event: '', createdAt: new Date() }, `${env().SITE_URL}${WEBHOOK_PATH}`)
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  })
  await response.body?.cancel()
  if (response.status < 200 || response.status >= 300) throw new Error(`The webhook route answered ${response.status}`)
  return response.status
}
