import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../razorpay-schemas'
import type { WebhookDelivery } from './protocol'

// Where the sandbox gateway keeps its orders, payments, refunds, idempotency keys and the webhooks it owes. The
// application's store will be PostgreSQL (entities as jsonb beside their id columns, webhooks as jobs of the queue,
// all written in one transaction); the in-memory store below serves the tests and shows the contract.

export interface IdempotencyRecord {
  /** A hash of the request the key was first used with: the same key with another request is refused. */
  requestHash: string
  /** The refund made, once made. */
  resultId: string | null
}

/** One atomic unit of work. A database store runs it in one transaction with the rows it reads locked (FOR UPDATE). */
export interface SandboxTx {
  getOrder(id: string): Promise<RazorpayOrder | null>
  getOrderByReceipt(receipt: string): Promise<RazorpayOrder | null>
  putOrder(order: RazorpayOrder): Promise<void>
  getPayment(id: string): Promise<RazorpayPayment | null>
  listPayments(orderId: string): Promise<RazorpayPayment[]>
  putPayment(payment: RazorpayPayment): Promise<void>
  getRefund(id: string): Promise<RazorpayRefund | null>
  listRefunds(paymentId: string): Promise<RazorpayRefund[]>
  putRefund(refund: RazorpayRefund): Promise<void>
  getIdempotency(scope: string, key: string): Promise<IdempotencyRecord | null>
  putIdempotency(scope: string, key: string, record: IdempotencyRecord): Promise<void>
  /** Webhooks owed, in the order given; delivered later by the job queue with retries. */
  enqueueWebhooks(deliveries: readonly WebhookDelivery[]): Promise<void>
}

export interface SandboxStore {
  /** Runs `work` atomically: all of its writes, or none if it throws. Calls are serialised per store. */
  transaction<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T>
}

interface MemoryState {
  orders: Map<string, RazorpayOrder>
  payments: Map<string, RazorpayPayment>
  refunds: Map<string, RazorpayRefund>
  idempotency: Map<string, IdempotencyRecord>
  webhooks: WebhookDelivery[]
}

function copy(state: MemoryState): MemoryState {
  return {
    orders: new Map(state.orders),
    payments: new Map(state.payments),
    refunds: new Map(state.refunds),
    idempotency: new Map(state.idempotency),
    webhooks: [...state.webhooks],
  }
}

const clone = <T>(value: T): T => structuredClone(value)

/** The sandbox store in memory: transactions run one at a time on a copy that replaces the state when they succeed. */
export class MemorySandboxStore implements SandboxStore {
  private state: MemoryState = { orders: new Map(), payments: new Map(), refunds: new Map(), idempotency: new Map(), webhooks: [] }
  private queue: Promise<unknown> = Promise.resolve()

  transaction<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T> {
    const run = async () => {
      const draft = copy(this.state)
      const result = await work(this.txOn(draft))
      this.state = draft
      return result
    }
    const next = this.queue.then(run, run)
    this.queue = next.catch(() => undefined)
    return next
  }

  /** The webhooks owed so far, oldest first (a test reads them; the database store hands them to the job queue). */
  takeWebhooks(): WebhookDelivery[] {
    const owed = this.state.webhooks
    this.state = { ...this.state, webhooks: [] }
    return owed
  }

  private txOn(s: MemoryState): SandboxTx {
    return {
      getOrder: async (id) => clone(s.orders.get(id) ?? null),
      getOrderByReceipt: async (receipt) => clone([...s.orders.values()].find((o) => o.receipt === receipt) ?? null),
      putOrder: async (order) => void s.orders.set(order.id, clone(order)),
      getPayment: async (id) => clone(s.payments.get(id) ?? null),
      listPayments: async (orderId) =>
        clone(
          [...s.payments.values()]
            .filter((p) => p.order_id === orderId)
            .sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1)),
        ),
      putPayment: async (payment) => void s.payments.set(payment.id, clone(payment)),
      getRefund: async (id) => clone(s.refunds.get(id) ?? null),
      listRefunds: async (paymentId) =>
        clone(
          [...s.refunds.values()]
            .filter((r) => r.payment_id === paymentId)
            .sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1)),
        ),
      putRefund: async (refund) => void s.refunds.set(refund.id, clone(refund)),
      getIdempotency: async (scope, key) => clone(s.idempotency.get(`${scope}:${key}`) ?? null),
      putIdempotency: async (scope, key, record) => void s.idempotency.set(`${scope}:${key}`, clone(record)),
      enqueueWebhooks: async (deliveries) => void s.webhooks.push(...deliveries.map(clone)),
    }
  }
}
