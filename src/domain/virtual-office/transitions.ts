import { VO_STATUS_LABELS, type VoStatus } from './status'

// The document status machine (spec section 4). Every change of status is an event; the table below is the whole
// list of allowed (status, event) pairs and where each leads. Anything else is refused with a reason (the API answers
// 409). Each accepted change yields a history entry (who, when, from, to, reason) and the other fields it changes.
//
// The life of a document:
//   ADDED_BUILDING_ID ─payment link→ GENERATED_PAYMENT_LINK_FOR_PLAN ─paid→ CHOSE_FLOW ─company KYC→ ADDED_COMPANY_KYC
//   ─directors verified→ KYC_COMPLETED ─agreement sent→ DOCUSIGN_EMAIL_SENT ─signed→ COMPLETED
// A renewal of a completed document: COMPLETED ─payment link→ GENERATED_PAYMENT_LINK_FOR_PLAN ─renewal paid→ ADDED_PLAN,
// and when the new term needs a new agreement (the dashboard shows sign-document once expiresOn has passed):
// ADDED_PLAN or COMPLETED ─agreement required→ SIGN_MEMBERSHIP_DOC ─signed→ COMPLETED.
// Reset (request_type INITIAL_KYC) takes a document in KYC back to CHOSE_FLOW. An operator can send a document back
// to the customer to complete KYC again (dashboard state COMPLETE_KYC), and withdraw that request, each with a reason.

export const VO_EVENT_TYPES = [
  'PAYMENT_LINK_GENERATED',
  'PURCHASE_PAID',
  'RENEWAL_PAID',
  'FLOW_CHOSEN',
  'COMPANY_KYC_ADDED',
  'DIRECTORS_VERIFIED',
  'AGREEMENT_SENT',
  'AGREEMENT_SIGNED',
  'AGREEMENT_REQUIRED',
  'KYC_RESET',
  'OPERATOR_REQUESTED_COMPANY_KYC',
  'OPERATOR_REQUESTED_DIRECTOR_KYC',
  'OPERATOR_WITHDREW_KYC_REQUEST',
] as const

export type VoEventType = (typeof VO_EVENT_TYPES)[number]

/** The reset request type of `PATCH /vo/document/reset` (spec section 4). */
export const KYC_RESET_REQUEST_TYPE = 'INITIAL_KYC'

export type VoEvent =
  /** An order for a plan was created (a new purchase, or the renewal of a completed document). */
  | { type: 'PAYMENT_LINK_GENERATED' }
  /** The first purchase of the document was paid: KYC starts. */
  | { type: 'PURCHASE_PAID' }
  /** A renewal was paid on a document whose KYC was complete. */
  | { type: 'RENEWAL_PAID' }
  /** The customer chose (or changed) the flow before adding company details. */
  | { type: 'FLOW_CHOSEN'; unincorporated: boolean }
  /** Company KYC (incorporated) or the proposed company's details (unincorporated) were added or corrected. */
  | { type: 'COMPANY_KYC_ADDED' }
  /** Every director's KYC is verified: 'Directors KYC verified'. */
  | { type: 'DIRECTORS_VERIFIED' }
  /** The agreement was sent for signing (or sent again). */
  | { type: 'AGREEMENT_SENT' }
  /** The agreement's signature was verified. */
  | { type: 'AGREEMENT_SIGNED' }
  /** A renewed term needs a new agreement; KYC stays as it was. */
  | { type: 'AGREEMENT_REQUIRED' }
  | { type: 'KYC_RESET'; requestType: typeof KYC_RESET_REQUEST_TYPE }
  /** An operator asks the customer to add the company details again (dashboard COMPLETE_KYC). Reason required. */
  | { type: 'OPERATOR_REQUESTED_COMPANY_KYC'; reason: string }
  /** An operator asks the customer to complete director KYC again (dashboard COMPLETE_KYC). Reason required. */
  | { type: 'OPERATOR_REQUESTED_DIRECTOR_KYC'; reason: string }
  /** An operator takes the request back: the document returns to where it was. Reason required. */
  | { type: 'OPERATOR_WITHDREW_KYC_REQUEST'; reason: string }

/** The status the document had when an operator's KYC request moved it; the withdrawal returns there. */
export const BEFORE_KYC_REQUEST = 'BEFORE_KYC_REQUEST'

type Target = VoStatus | typeof BEFORE_KYC_REQUEST

/** Statuses after which KYC is complete, from which an operator can send a document back. */
const KYC_DONE: readonly VoStatus[] = ['KYC_COMPLETED', 'DOCUSIGN_EMAIL_SENT', 'SIGN_MEMBERSHIP_DOC', 'ADDED_PLAN', 'COMPLETED']

function each(statuses: readonly VoStatus[], to: Target): Partial<Record<VoStatus, Target>> {
  return Object.fromEntries(statuses.map((s) => [s, to]))
}

/** The transition table: event → (from status → to status). A pair that is not here is refused. */
export const VO_TRANSITIONS: Readonly<Record<VoEventType, Readonly<Partial<Record<VoStatus, Target>>>>> = {
  PAYMENT_LINK_GENERATED: each(['ADDED_BUILDING_ID', 'GENERATED_PAYMENT_LINK_FOR_PLAN', 'COMPLETED'], 'GENERATED_PAYMENT_LINK_FOR_PLAN'),
  PURCHASE_PAID: each(['ADDED_BUILDING_ID', 'GENERATED_PAYMENT_LINK_FOR_PLAN'], 'CHOSE_FLOW'),
  RENEWAL_PAID: each(['GENERATED_PAYMENT_LINK_FOR_PLAN', 'COMPLETED', 'ADDED_PLAN'], 'ADDED_PLAN'),
  FLOW_CHOSEN: { CHOSE_FLOW: 'CHOSE_FLOW' },
  COMPANY_KYC_ADDED: { CHOSE_FLOW: 'ADDED_COMPANY_KYC', ADDED_COMPANY_KYC: 'ADDED_COMPANY_KYC' },
  DIRECTORS_VERIFIED: { ADDED_COMPANY_KYC: 'KYC_COMPLETED' },
  AGREEMENT_SENT: {
    KYC_COMPLETED: 'DOCUSIGN_EMAIL_SENT',
    DOCUSIGN_EMAIL_SENT: 'DOCUSIGN_EMAIL_SENT',
    SIGN_MEMBERSHIP_DOC: 'SIGN_MEMBERSHIP_DOC',
  },
  AGREEMENT_SIGNED: each(['DOCUSIGN_EMAIL_SENT', 'SIGN_MEMBERSHIP_DOC'], 'COMPLETED'),
  AGREEMENT_REQUIRED: each(['ADDED_PLAN', 'COMPLETED'], 'SIGN_MEMBERSHIP_DOC'),
  KYC_RESET: each(['CHOSE_FLOW', 'ADDED_COMPANY_KYC', 'KYC_COMPLETED'], 'CHOSE_FLOW'),
  OPERATOR_REQUESTED_COMPANY_KYC: each(['ADDED_COMPANY_KYC', ...KYC_DONE], 'CHOSE_FLOW'),
  OPERATOR_REQUESTED_DIRECTOR_KYC: each(KYC_DONE, 'ADDED_COMPANY_KYC'),
  OPERATOR_WITHDREW_KYC_REQUEST: each(['CHOSE_FLOW', 'ADDED_COMPANY_KYC'], BEFORE_KYC_REQUEST),
}

/** What an event does, in words, for refusal messages ('Resetting the KYC is possible only …'). */
export const VO_EVENT_LABELS: Record<VoEventType, string> = {
  PAYMENT_LINK_GENERATED: 'Creating a payment link',
  PURCHASE_PAID: 'Recording the payment',
  RENEWAL_PAID: 'Recording a renewal',
  FLOW_CHOSEN: 'Choosing the registration flow',
  COMPANY_KYC_ADDED: 'Adding company details',
  DIRECTORS_VERIFIED: 'Verifying directors',
  AGREEMENT_SENT: 'Sending the agreement',
  AGREEMENT_SIGNED: 'Recording the signature',
  AGREEMENT_REQUIRED: 'Asking for a new agreement',
  KYC_RESET: 'Resetting the KYC',
  OPERATOR_REQUESTED_COMPANY_KYC: 'Sending the document back for company details',
  OPERATOR_REQUESTED_DIRECTOR_KYC: 'Sending the document back for director KYC',
  OPERATOR_WITHDREW_KYC_REQUEST: 'Withdrawing the KYC request',
}

/** Who caused a change: the customer, an operator in the admin, or the system (payments, e-sign, a job). */
export type VoActor = { kind: 'customer'; id: string } | { kind: 'operator'; id: string; email?: string } | { kind: 'system'; name: string }

/** One line of a document's history, kept forever, newest last. JSON-safe (stored in a JSON column or rows). */
export interface VoHistoryEntry {
  /** ISO instant. */
  at: string
  actor: VoActor
  event: VoEventType
  from: VoStatus
  to: VoStatus
  /** Required for operators' moves; otherwise optional context. */
  reason: string | null
}

/** An operator's open request that the customer completes KYC again. */
export interface VoKycRequest {
  reason: string
  requestedAt: string
  requestedBy: VoActor
  /** Where the document was, and whether its KYC was complete, before the request: the withdrawal restores both. */
  previousStatus: VoStatus
  previousTotalKycComplete: boolean
}

/** The part of a document the machine reads. */
export interface VoMachineState {
  status: VoStatus
  totalKycComplete: boolean
  kycRequest: VoKycRequest | null
}

/** The fields a transition changes besides the status; absent means unchanged. */
export interface VoDocumentChanges {
  status: VoStatus
  totalKycComplete?: boolean
  hasDashboardAccess?: boolean
  unIncorporatedRegistration?: boolean
  kycRequest?: VoKycRequest | null
  /** Company KYC, directors and their identity documents are cleared (reset). */
  clearKycData?: true
}

export type VoTransitionRefusalCode = 'not-allowed' | 'kyc-state' | 'reason-required' | 'request-already-open' | 'no-open-request'

export type VoTransitionResult =
  | { ok: true; from: VoStatus; to: VoStatus; changes: VoDocumentChanges; entry: VoHistoryEntry }
  | { ok: false; code: VoTransitionRefusalCode; message: string }

export const MAX_REASON_LENGTH = 500

const OPERATOR_EVENTS: readonly VoEventType[] = [
  'OPERATOR_REQUESTED_COMPANY_KYC',
  'OPERATOR_REQUESTED_DIRECTOR_KYC',
  'OPERATOR_WITHDREW_KYC_REQUEST',
]

/** The statuses an event is allowed from, in the table's order. */
export function allowedFrom(event: VoEventType): VoStatus[] {
  return Object.keys(VO_TRANSITIONS[event]) as VoStatus[]
}

export function canApply(status: VoStatus, event: VoEventType): boolean {
  return VO_TRANSITIONS[event][status] !== undefined
}

function refusal(code: VoTransitionRefusalCode, message: string): VoTransitionResult {
  return { ok: false, code, message }
}

/**
 * Applies an event to a document. Pure: the caller writes `changes` and appends `entry` in one transaction, with a
 * conditional update on the status it read (`WHERE status = from`), so two concurrent events cannot both apply.
 */
export function applyVoEvent(
  state: VoMachineState,
  event: VoEvent,
  options: { actor: VoActor; at: Date; reason?: string | null },
): VoTransitionResult {
  const from = state.status
  const target = VO_TRANSITIONS[event.type][from]
  if (target === undefined) {
    const allowed = allowedFrom(event.type)
    return refusal(
      'not-allowed',
      `${VO_EVENT_LABELS[event.type]} is not possible while the document is ${from} (${VO_STATUS_LABELS[from].toLowerCase()}); it is possible only from ${allowed.join(', ')}.`,
    )
  }

  // A payment is the first purchase or a renewal by the document's KYC: a first purchase starts KYC, a renewal of a
  // document whose KYC is complete must not send it back there.
  if (event.type === 'PURCHASE_PAID' && state.totalKycComplete)
    return refusal('kyc-state', 'This document’s KYC is complete: record the payment as a renewal.')
  if (event.type === 'RENEWAL_PAID' && !state.totalKycComplete)
    return refusal('kyc-state', 'Only a document whose KYC is complete can be renewed: record the payment as a purchase.')

  const isOperatorEvent = OPERATOR_EVENTS.includes(event.type)
  const given = 'reason' in event ? event.reason : (options.reason ?? null)
  const reason = given?.trim() ? given.trim() : null
  if (isOperatorEvent && (options.actor.kind !== 'operator' || !reason))
    return refusal('reason-required', 'Only an operator can move a document back or forward for KYC, and a reason is required.')
  if (reason && reason.length > MAX_REASON_LENGTH)
    return refusal('reason-required', `Keep the reason under ${MAX_REASON_LENGTH} characters.`)

  const at = options.at.toISOString()
  let to: VoStatus
  const changes: Omit<VoDocumentChanges, 'status'> = {}
  switch (event.type) {
    case 'OPERATOR_REQUESTED_COMPANY_KYC':
    case 'OPERATOR_REQUESTED_DIRECTOR_KYC':
      if (state.kycRequest) return refusal('request-already-open', 'A KYC request is already open for this document: withdraw it first.')
      to = target as VoStatus
      changes.totalKycComplete = false
      changes.kycRequest = {
        reason: reason!,
        requestedAt: at,
        requestedBy: options.actor,
        previousStatus: from,
        previousTotalKycComplete: state.totalKycComplete,
      }
      break
    case 'OPERATOR_WITHDREW_KYC_REQUEST':
      if (!state.kycRequest) return refusal('no-open-request', 'There is no open KYC request to withdraw on this document.')
      to = state.kycRequest.previousStatus
      changes.totalKycComplete = state.kycRequest.previousTotalKycComplete
      changes.kycRequest = null
      break
    default:
      to = target as VoStatus
  }

  if (event.type === 'FLOW_CHOSEN') changes.unIncorporatedRegistration = event.unincorporated
  if (event.type === 'DIRECTORS_VERIFIED') {
    changes.totalKycComplete = true
    if (state.kycRequest) changes.kycRequest = null
  }
  if (event.type === 'KYC_RESET') {
    changes.totalKycComplete = false
    changes.clearKycData = true
    if (state.kycRequest) changes.kycRequest = null
  }
  if (event.type === 'AGREEMENT_SIGNED') changes.hasDashboardAccess = true

  return {
    ok: true,
    from,
    to,
    changes: { status: to, ...changes },
    entry: { at, actor: options.actor, event: event.type, from, to, reason },
  }
}
