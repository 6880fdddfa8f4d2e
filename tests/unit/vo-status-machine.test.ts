import { describe, expect, it } from 'vitest'
import { VO_STATUSES, type VoStatus } from '@/domain/virtual-office/status'
import {
  applyVoEvent,
  VO_EVENT_TYPES,
  type VoActor,
  type VoEvent,
  type VoEventType,
  type VoKycRequest,
  type VoMachineState,
} from '@/domain/virtual-office/transitions'

const customer: VoActor = { kind: 'customer', id: 'cust-1' }
const operator: VoActor = { kind: 'operator', id: 'op-7', email: 'ops@sthanaworkspaces.in' }
const at = new Date('2026-12-11T06:30:00Z')

// The expected table, written out independently of the code: [event, from, to]. Every pair not listed is refused.
const ALLOWED: [VoEventType, VoStatus, VoStatus][] = [
  ['PAYMENT_LINK_GENERATED', 'ADDED_BUILDING_ID', 'GENERATED_PAYMENT_LINK_FOR_PLAN'],
  ['PAYMENT_LINK_GENERATED', 'GENERATED_PAYMENT_LINK_FOR_PLAN', 'GENERATED_PAYMENT_LINK_FOR_PLAN'],
  ['PAYMENT_LINK_GENERATED', 'COMPLETED', 'GENERATED_PAYMENT_LINK_FOR_PLAN'],
  ['PURCHASE_PAID', 'ADDED_BUILDING_ID', 'CHOSE_FLOW'],
  ['PURCHASE_PAID', 'GENERATED_PAYMENT_LINK_FOR_PLAN', 'CHOSE_FLOW'],
  ['RENEWAL_PAID', 'GENERATED_PAYMENT_LINK_FOR_PLAN', 'ADDED_PLAN'],
  ['RENEWAL_PAID', 'COMPLETED', 'ADDED_PLAN'],
  ['RENEWAL_PAID', 'ADDED_PLAN', 'ADDED_PLAN'],
  ['FLOW_CHOSEN', 'CHOSE_FLOW', 'CHOSE_FLOW'],
  ['COMPANY_KYC_ADDED', 'CHOSE_FLOW', 'ADDED_COMPANY_KYC'],
  ['COMPANY_KYC_ADDED', 'ADDED_COMPANY_KYC', 'ADDED_COMPANY_KYC'],
  ['DIRECTORS_VERIFIED', 'ADDED_COMPANY_KYC', 'KYC_COMPLETED'],
  ['AGREEMENT_SENT', 'KYC_COMPLETED', 'DOCUSIGN_EMAIL_SENT'],
  ['AGREEMENT_SENT', 'DOCUSIGN_EMAIL_SENT', 'DOCUSIGN_EMAIL_SENT'],
  ['AGREEMENT_SENT', 'SIGN_MEMBERSHIP_DOC', 'SIGN_MEMBERSHIP_DOC'],
  ['AGREEMENT_SIGNED', 'DOCUSIGN_EMAIL_SENT', 'COMPLETED'],
  ['AGREEMENT_SIGNED', 'SIGN_MEMBERSHIP_DOC', 'COMPLETED'],
  ['AGREEMENT_REQUIRED', 'ADDED_PLAN', 'SIGN_MEMBERSHIP_DOC'],
  ['AGREEMENT_REQUIRED', 'COMPLETED', 'SIGN_MEMBERSHIP_DOC'],
  ['KYC_RESET', 'CHOSE_FLOW', 'CHOSE_FLOW'],
  ['KYC_RESET', 'ADDED_COMPANY_KYC', 'CHOSE_FLOW'],
  ['KYC_RESET', 'KYC_COMPLETED', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_COMPANY_KYC', 'ADDED_COMPANY_KYC', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_COMPANY_KYC', 'KYC_COMPLETED', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_COMPANY_KYC', 'DOCUSIGN_EMAIL_SENT', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_COMPANY_KYC', 'SIGN_MEMBERSHIP_DOC', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_COMPANY_KYC', 'ADDED_PLAN', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_COMPANY_KYC', 'COMPLETED', 'CHOSE_FLOW'],
  ['OPERATOR_REQUESTED_DIRECTOR_KYC', 'KYC_COMPLETED', 'ADDED_COMPANY_KYC'],
  ['OPERATOR_REQUESTED_DIRECTOR_KYC', 'DOCUSIGN_EMAIL_SENT', 'ADDED_COMPANY_KYC'],
  ['OPERATOR_REQUESTED_DIRECTOR_KYC', 'SIGN_MEMBERSHIP_DOC', 'ADDED_COMPANY_KYC'],
  ['OPERATOR_REQUESTED_DIRECTOR_KYC', 'ADDED_PLAN', 'ADDED_COMPANY_KYC'],
  ['OPERATOR_REQUESTED_DIRECTOR_KYC', 'COMPLETED', 'ADDED_COMPANY_KYC'],
  // The withdrawal returns to where the request found the document (here: COMPLETED).
  ['OPERATOR_WITHDREW_KYC_REQUEST', 'CHOSE_FLOW', 'COMPLETED'],
  ['OPERATOR_WITHDREW_KYC_REQUEST', 'ADDED_COMPANY_KYC', 'COMPLETED'],
]

const openRequest: VoKycRequest = {
  reason: 'The director’s PAN card image is unreadable',
  requestedAt: '2026-12-10T05:00:00.000Z',
  requestedBy: operator,
  previousStatus: 'COMPLETED',
  previousTotalKycComplete: true,
}

/** A well-formed event of each type, with the state and actor it needs to pass its guards. */
function scenario(type: VoEventType, status: VoStatus): { state: VoMachineState; event: VoEvent; actor: VoActor } {
  const state: VoMachineState = { status, totalKycComplete: type === 'RENEWAL_PAID', kycRequest: null }
  switch (type) {
    case 'FLOW_CHOSEN':
      return { state, event: { type, unincorporated: true }, actor: customer }
    case 'KYC_RESET':
      return { state, event: { type, requestType: 'INITIAL_KYC' }, actor: customer }
    case 'OPERATOR_REQUESTED_COMPANY_KYC':
    case 'OPERATOR_REQUESTED_DIRECTOR_KYC':
      return { state, event: { type, reason: 'Blurred identity document' }, actor: operator }
    case 'OPERATOR_WITHDREW_KYC_REQUEST':
      return { state: { ...state, kycRequest: openRequest }, event: { type, reason: 'Document accepted on a call' }, actor: operator }
    default:
      return { state, event: { type } as VoEvent, actor: { kind: 'system', name: 'payments' } }
  }
}

describe('the VO document transition table', () => {
  const cases = VO_EVENT_TYPES.flatMap((event) =>
    VO_STATUSES.map((from) => {
      const row = ALLOWED.find(([e, f]) => e === event && f === from)
      return [event, from, row ? row[2] : null] as const
    }),
  )

  it.each(cases)('%s from %s → %s', (type, from, to) => {
    const { state, event, actor } = scenario(type, from)
    const result = applyVoEvent(state, event, { actor, at })
    if (to === null) {
      expect(result).toMatchObject({ ok: false, code: 'not-allowed' })
      if (!result.ok) expect(result.message).toContain(`while the document is ${from}`)
    } else {
      expect(result).toMatchObject({ ok: true, from, to, changes: { status: to } })
      if (result.ok) expect(result.entry).toMatchObject({ at: at.toISOString(), actor, event: type, from, to })
    }
  })
})

describe('what transitions change besides the status', () => {
  it('directors verified: total KYC complete, an open operator request closed', () => {
    const result = applyVoEvent(
      { status: 'ADDED_COMPANY_KYC', totalKycComplete: false, kycRequest: openRequest },
      { type: 'DIRECTORS_VERIFIED' },
      { actor: customer, at },
    )
    expect(result).toMatchObject({ ok: true, changes: { status: 'KYC_COMPLETED', totalKycComplete: true, kycRequest: null } })
  })

  it('reset INITIAL_KYC: back to CHOSE_FLOW with KYC data cleared', () => {
    const result = applyVoEvent(
      { status: 'KYC_COMPLETED', totalKycComplete: true, kycRequest: null },
      { type: 'KYC_RESET', requestType: 'INITIAL_KYC' },
      { actor: customer, at },
    )
    expect(result).toEqual({
      ok: true,
      from: 'KYC_COMPLETED',
      to: 'CHOSE_FLOW',
      changes: { status: 'CHOSE_FLOW', totalKycComplete: false, clearKycData: true },
      entry: { at: at.toISOString(), actor: customer, event: 'KYC_RESET', from: 'KYC_COMPLETED', to: 'CHOSE_FLOW', reason: null },
    })
  })

  it('reset is refused once the agreement is out', () => {
    const result = applyVoEvent(
      { status: 'DOCUSIGN_EMAIL_SENT', totalKycComplete: true, kycRequest: null },
      { type: 'KYC_RESET', requestType: 'INITIAL_KYC' },
      { actor: customer, at },
    )
    expect(result).toEqual({
      ok: false,
      code: 'not-allowed',
      message:
        'Resetting the KYC is not possible while the document is DOCUSIGN_EMAIL_SENT (agreement sent for signing); it is possible only from CHOSE_FLOW, ADDED_COMPANY_KYC, KYC_COMPLETED.',
    })
  })

  it('flow chosen sets the unincorporated flag; signing grants dashboard access', () => {
    expect(
      applyVoEvent(
        { status: 'CHOSE_FLOW', totalKycComplete: false, kycRequest: null },
        { type: 'FLOW_CHOSEN', unincorporated: true },
        { actor: customer, at },
      ),
    ).toMatchObject({
      ok: true,
      changes: { status: 'CHOSE_FLOW', unIncorporatedRegistration: true },
    })
    expect(
      applyVoEvent(
        { status: 'DOCUSIGN_EMAIL_SENT', totalKycComplete: true, kycRequest: null },
        { type: 'AGREEMENT_SIGNED' },
        { actor: customer, at },
      ),
    ).toMatchObject({
      ok: true,
      changes: { status: 'COMPLETED', hasDashboardAccess: true },
    })
  })

  it('a first purchase and a renewal are told apart by the KYC state', () => {
    const link = { status: 'GENERATED_PAYMENT_LINK_FOR_PLAN' as const, kycRequest: null }
    const system: VoActor = { kind: 'system', name: 'payments' }
    expect(applyVoEvent({ ...link, totalKycComplete: true }, { type: 'PURCHASE_PAID' }, { actor: system, at })).toMatchObject({
      ok: false,
      code: 'kyc-state',
    })
    expect(applyVoEvent({ ...link, totalKycComplete: false }, { type: 'RENEWAL_PAID' }, { actor: system, at })).toMatchObject({
      ok: false,
      code: 'kyc-state',
    })
  })
})

describe('operator moves (COMPLETE_KYC and back)', () => {
  const completed: VoMachineState = { status: 'COMPLETED', totalKycComplete: true, kycRequest: null }

  it('sending back records the reason, who, and where the document was', () => {
    const result = applyVoEvent(
      completed,
      { type: 'OPERATOR_REQUESTED_DIRECTOR_KYC', reason: '  Blurred Aadhaar copy  ' },
      { actor: operator, at },
    )
    expect(result).toEqual({
      ok: true,
      from: 'COMPLETED',
      to: 'ADDED_COMPANY_KYC',
      changes: {
        status: 'ADDED_COMPANY_KYC',
        totalKycComplete: false,
        kycRequest: {
          reason: 'Blurred Aadhaar copy',
          requestedAt: at.toISOString(),
          requestedBy: operator,
          previousStatus: 'COMPLETED',
          previousTotalKycComplete: true,
        },
      },
      entry: {
        at: at.toISOString(),
        actor: operator,
        event: 'OPERATOR_REQUESTED_DIRECTOR_KYC',
        from: 'COMPLETED',
        to: 'ADDED_COMPANY_KYC',
        reason: 'Blurred Aadhaar copy',
      },
    })
  })

  it('withdrawing restores the status and the KYC flag the request found', () => {
    const result = applyVoEvent(
      { status: 'ADDED_COMPANY_KYC', totalKycComplete: false, kycRequest: openRequest },
      { type: 'OPERATOR_WITHDREW_KYC_REQUEST', reason: 'Sent by mistake' },
      { actor: operator, at },
    )
    expect(result).toMatchObject({ ok: true, to: 'COMPLETED', changes: { status: 'COMPLETED', totalKycComplete: true, kycRequest: null } })
  })

  it.each([
    ['no reason', { type: 'OPERATOR_REQUESTED_COMPANY_KYC', reason: '   ' }, operator, 'reason-required'],
    ['a customer cannot', { type: 'OPERATOR_REQUESTED_COMPANY_KYC', reason: 'Because' }, customer, 'reason-required'],
    ['a reason too long', { type: 'OPERATOR_REQUESTED_COMPANY_KYC', reason: 'x'.repeat(501) }, operator, 'reason-required'],
  ] as const)('refused: %s', (_, event, actor, code) => {
    expect(applyVoEvent(completed, event, { actor, at })).toMatchObject({ ok: false, code })
  })

  it('one request at a time; nothing to withdraw without one', () => {
    const requested: VoMachineState = { status: 'CHOSE_FLOW', totalKycComplete: false, kycRequest: openRequest }
    expect(
      applyVoEvent(
        { ...requested, status: 'ADDED_COMPANY_KYC' },
        { type: 'OPERATOR_REQUESTED_COMPANY_KYC', reason: 'Again' },
        { actor: operator, at },
      ),
    ).toMatchObject({
      ok: false,
      code: 'request-already-open',
    })
    expect(
      applyVoEvent({ ...requested, kycRequest: null }, { type: 'OPERATOR_WITHDREW_KYC_REQUEST', reason: 'Undo' }, { actor: operator, at }),
    ).toMatchObject({
      ok: false,
      code: 'no-open-request',
    })
  })
})
