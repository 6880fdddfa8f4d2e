import { applyGatewayEvent } from '@/domain/orders/payment-state'
import { gatewayOrderIdOfEvent } from '@/domain/orders/gateway'
import { parseWebhookBody } from '@/integrations/payments/razorpay-schemas'
import { inTransaction } from '../db/transaction'
import { enqueue } from '../jobs'
import { advanceOrder, OrderStepRefused } from '../orders/advance'
import { findOrder } from '../orders/order-store'
import { paymentGateway } from './gateway'

// The webhook is the truth (issue 16): the route verifies X-Razorpay-Signature over the raw body (timing-safe, in the
// adapter), stores the event once under its x-razorpay-event-id with a job to apply it, in one transaction, and
// answers at once. The job applies the event to its order under the order's row lock; events arriving twice, late or
// out of order reach the same state (payment-state.ts merges facts), and an applied event is never applied again.

export type WebhookReceipt =
  | { status: 200; stored: boolean; eventId: string }
  | { status: 400; message: string }
  /** An event we do not act on (signed and well-formed): acknowledged, not stored. */
  | { status: 202; ignored: string }

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature does not verify.'

export async function receiveWebhook(input: {
  rawBody: string
  signature: string | null
  eventId: string | null
}): Promise<WebhookReceipt> {
  const gateway = paymentGateway()
  const verdict = gateway.verifyWebhook(input)
  if (!verdict.ok) {
    if (verdict.reason === 'unknown-event') return { status: 202, ignored: verdict.message }
    return { status: 400, message: verdict.reason === 'bad-signature' ? BAD_SIGNATURE_MESSAGE : verdict.message }
  }
  const event = verdict.event
  const stored = await inTransaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO webhook_events (event_id, event, provider, signature_verified, raw_body) VALUES ($1, $2, $3, true, $4)
       ON CONFLICT (event_id) DO NOTHING RETURNING id`,
      [event.id, event.name, gateway.provider, verdict.rawBody],
    )
    if (rows.length === 0) return false
    await enqueue('payment-webhook', { eventId: event.id }, { tx })
    return true
  })
  return { status: 200, stored, eventId: event.id }
}

/** The job: applies a stored event to its order, once. */
export async function applyWebhookEvent(eventId: string, now = new Date()): Promise<string> {
  return inTransaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; raw_body: string; applied_at: Date | null }>(
      'SELECT id, raw_body, applied_at FROM webhook_events WHERE event_id = $1 FOR UPDATE',
      [eventId],
    )
    const row = rows[0]
    if (!row) return 'unknown event'
    if (row.applied_at) return 'already applied'
    const finish = async (outcome: string, orderId: number | null = null) => {
      await tx.query(
        'UPDATE webhook_events SET applied_at = $2, outcome = $3, order_id = COALESCE($4, order_id), updated_at = now() WHERE id = $1',
        [row.id, now.toISOString(), outcome, orderId],
      )
      return outcome
    }
    // The body was verified when it was stored; parsing it again gives the event in our own terms.
    const verdict = parseWebhookBody(row.raw_body, eventId)
    if (!verdict.ok) return finish(`not applied: ${verdict.message}`)
    const gatewayOrderId = gatewayOrderIdOfEvent(verdict.event)
    if (!gatewayOrderId) return finish('not applied: the event names no order')
    const order = await findOrder(tx, { gatewayOrderId }, { lock: true })
    if (!order) return finish(`not applied: no order for ${gatewayOrderId}`)
    try {
      const { state } = await advanceOrder(tx, order, applyGatewayEvent(order.state, verdict.event), now)
      return finish(`applied: the order is ${state.status}`, order.id)
    } catch (error) {
      if (error instanceof OrderStepRefused) return finish(`not applied: ${error.message}`, order.id)
      throw error
    }
  })
}
