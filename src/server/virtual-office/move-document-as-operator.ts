import type { OperatorMoveBody } from '@/domain/virtual-office/operator-moves'
import { inTransaction } from '../db/transaction'
import { applyEventToDocument } from './apply-event'
import { findDocumentForOperator, operatorDocumentView, type OperatorDocumentView } from './get-operator-document'

// An operator asks the customer to complete company or director KYC again, or withdraws that request: through the
// document's status machine (apply-event.ts: the transition table decides, 409 otherwise), with the operator and the
// reason in the history, under a row lock.

export async function moveDocumentAsOperator(
  docId: string,
  move: OperatorMoveBody,
  operator: { id: string; email?: string },
  now: Date = new Date(),
): Promise<OperatorDocumentView> {
  return inTransaction(async (tx) => {
    const row = await findDocumentForOperator(tx.query, docId, { lock: true })
    await applyEventToDocument(
      tx.query,
      row,
      { type: move.event, reason: move.reason },
      { kind: 'operator', id: operator.id, ...(operator.email ? { email: operator.email } : {}) },
      { now, reason: move.reason },
    )
    return operatorDocumentView(await findDocumentForOperator(tx.query, docId))
  })
}
