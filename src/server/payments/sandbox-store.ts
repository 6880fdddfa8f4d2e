import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '@/integrations/payments/razorpay-schemas'
import type { SandboxStore, SandboxTx } from '@/integrations/payments/sandbox/store'
import { inTransaction, type Transaction } from '../db/transaction'
import { enqueue } from '../jobs'

// The sandbox gateway's store in PostgreSQL (tables sandbox_gateway_entities and sandbox_gateway_idempotency, made by
// the sales migration): Razorpay's entities as jsonb beside their ids, read FOR UPDATE so two calls on one order or
// payment take turns, and the webhooks it owes queued as 'sandbox-webhook-delivery' jobs in the same transaction.

type Kind = 'order' | 'payment' | 'refund'

function txOn(tx: Transaction): SandboxTx {
  const get = async <T>(kind: Kind, id: string): Promise<T | null> => {
    const { rows } = await tx.query<{ body: T }>('SELECT body FROM sandbox_gateway_entities WHERE kind = $1 AND id = $2 FOR UPDATE', [
      kind,
      id,
    ])
    return rows[0]?.body ?? null
  }
  const list = async <T>(kind: Kind, parentId: string): Promise<T[]> => {
    const { rows } = await tx.query<{ body: T }>(
      'SELECT body FROM sandbox_gateway_entities WHERE kind = $1 AND parent_id = $2 ORDER BY created_at, id',
      [kind, parentId],
    )
    return rows.map((r) => r.body)
  }
  const put = async (kind: Kind, id: string, body: unknown, parentId: string | null, receipt: string | null = null) => {
    await tx.query(
      `INSERT INTO sandbox_gateway_entities (kind, id, receipt, parent_id, body) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, id) DO UPDATE SET body = EXCLUDED.body`,
      [kind, id, receipt, parentId, JSON.stringify(body)],
    )
  }
  return {
    getOrder: (id) => get<RazorpayOrder>('order', id),
    async getOrderByReceipt(receipt) {
      const { rows } = await tx.query<{ body: RazorpayOrder }>(
        "SELECT body FROM sandbox_gateway_entities WHERE kind = 'order' AND receipt = $1 FOR UPDATE",
        [receipt],
      )
      return rows[0]?.body ?? null
    },
    putOrder: (order) => put('order', order.id, order, null, order.receipt),
    getPayment: (id) => get<RazorpayPayment>('payment', id),
    listPayments: (orderId) => list<RazorpayPayment>('payment', orderId),
    putPayment: (payment) => put('payment', payment.id, payment, payment.order_id),
    getRefund: (id) => get<RazorpayRefund>('refund', id),
    listRefunds: (paymentId) => list<RazorpayRefund>('refund', paymentId),
    putRefund: (refund) => put('refund', refund.id, refund, refund.payment_id),
    async getIdempotency(scope, key) {
      const { rows } = await tx.query<{ request_hash: string; result_id: string | null }>(
        'SELECT request_hash, result_id FROM sandbox_gateway_idempotency WHERE scope = $1 AND key = $2 FOR UPDATE',
        [scope, key],
      )
      return rows[0] ? { requestHash: rows[0].request_hash, resultId: rows[0].result_id } : null
    },
    async putIdempotency(scope, key, record) {
      await tx.query(
        `INSERT INTO sandbox_gateway_idempotency (scope, key, request_hash, result_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, result_id = EXCLUDED.result_id`,
        [scope, key, record.requestHash, record.resultId],
      )
    },
    async enqueueWebhooks(deliveries) {
      let order = 0
      for (const d of deliveries)
        await enqueue(
          'sandbox-webhook-delivery',
          { eventId: d.eventId, event: d.event, body: d.body, signature: d.signature, order: order++ },
          { tx },
        )
    },
  }
}

export class PostgresSandboxStore implements SandboxStore {
  transaction<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T> {
    return inTransaction(async (tx) => {
      // Two first calls with one receipt would both find no order: take turns on the receipt table for writes.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('sandbox-gateway'))")
      return work(txOn(tx))
    })
  }
}
