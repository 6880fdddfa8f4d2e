import { z } from 'zod'
import { MAX_REASON_LENGTH, VO_EVENT_LABELS, VO_TRANSITIONS, type VoKycRequest } from './transitions'
import type { VoStatus } from './status'

// What an operator may do with a document (spec: 'move a document to COMPLETE_KYC or back, with a reason'): ask the
// customer to complete company KYC or director KYC again (the dashboard then shows COMPLETE_KYC), or withdraw that
// request, which puts the document back where it was. The transition table decides; this only lists the choices.

export const OPERATOR_MOVES = [
  'OPERATOR_REQUESTED_COMPANY_KYC',
  'OPERATOR_REQUESTED_DIRECTOR_KYC',
  'OPERATOR_WITHDREW_KYC_REQUEST',
] as const
export type OperatorMove = (typeof OPERATOR_MOVES)[number]

export const REASON_REQUIRED_MESSAGE = 'Give a reason: the customer and the history keep it.'

export const operatorMoveBody = z.strictObject({
  event: z.enum(OPERATOR_MOVES, 'Choose what to do with the document'),
  reason: z
    .string()
    .trim()
    .min(1, REASON_REQUIRED_MESSAGE)
    .max(MAX_REASON_LENGTH, `Keep the reason under ${MAX_REASON_LENGTH} characters.`),
})

export type OperatorMoveBody = z.infer<typeof operatorMoveBody>

export interface OperatorMoveOption {
  event: OperatorMove
  label: string
}

/** The moves open for a document: a request while none is open (and the table allows it), else only its withdrawal. */
export function operatorMovesFor(state: { status: VoStatus; kycRequest: VoKycRequest | null }): OperatorMoveOption[] {
  const open = state.kycRequest !== null
  return OPERATOR_MOVES.filter((event) =>
    event === 'OPERATOR_WITHDREW_KYC_REQUEST' ? open : !open && VO_TRANSITIONS[event][state.status] !== undefined,
  ).map((event) => ({ event, label: VO_EVENT_LABELS[event] }))
}
