import { createHmac, timingSafeEqual } from 'node:crypto'

// The CRM webhook: each lead is POSTed as JSON to CRM_WEBHOOK_URL, signed so the CRM can tell it came from us.
//   Idempotency-Key: lead-<reference>         the same on every retry of one lead; the CRM drops repeats
//   X-Sthana-Timestamp: <unix seconds>
//   X-Sthana-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with CRM_WEBHOOK_SECRET>
// Any 2xx answer means delivered; anything else (or no answer in 10 s) is retried later.

export const SIGNATURE_HEADER = 'X-Sthana-Signature'
export const TIMESTAMP_HEADER = 'X-Sthana-Timestamp'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export function signWebhookBody(body: string, secret: string, timestamp: number): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** For receivers (and tests): is this signature ours, made within `toleranceSeconds` of now? */
export function verifyWebhookSignature(
  body: string,
  secret: string,
  timestamp: number,
  signature: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(signWebhookBody(body, secret, timestamp))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export interface WebhookAttempt {
  delivered: boolean
  status: number | null
  error?: string
}

export async function postToWebhook(options: {
  url: string
  secret: string
  body: string
  idempotencyKey: string
  timeoutMs?: number
  now?: Date
}): Promise<WebhookAttempt> {
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000)
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Sthana-Leads/1',
        [IDEMPOTENCY_HEADER]: options.idempotencyKey,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhookBody(options.body, options.secret, timestamp),
      },
      body: options.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    await response.body?.cancel().catch(() => undefined)
    if (response.status >= 200 && response.status < 300) return { delivered: true, status: response.status }
    return { delivered: false, status: response.status, error: `The CRM answered ${response.status} ${response.statusText}`.trim() }
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.name === 'TimeoutError'
          ? 'no answer within the time limit'
          : (error.cause as Error | undefined)?.message || error.message
        : String(error)
    return { delivered: false, status: null, error: `Could not reach the CRM: ${reason}` }
  }
}
