import { describe, expect, it } from 'vitest'
import { operatorMovesFor } from '@/domain/virtual-office/operator-moves'
import type { VoStatus } from '@/domain/virtual-office/status'
import type { VoKycRequest } from '@/domain/virtual-office/transitions'

const OPEN: VoKycRequest = {
  reason: 'Blurred',
  requestedAt: '2026-11-24T06:00:00.000Z',
  requestedBy: { kind: 'operator', id: '1' },
  previousStatus: 'KYC_COMPLETED',
  previousTotalKycComplete: true,
}

describe("an operator's moves by status", () => {
  it.each<[VoStatus, VoKycRequest | null, string[]]>([
    ['ADDED_BUILDING_ID', null, []],
    ['CHOSE_FLOW', null, []],
    ['ADDED_COMPANY_KYC', null, ['OPERATOR_REQUESTED_COMPANY_KYC']],
    ['KYC_COMPLETED', null, ['OPERATOR_REQUESTED_COMPANY_KYC', 'OPERATOR_REQUESTED_DIRECTOR_KYC']],
    ['COMPLETED', null, ['OPERATOR_REQUESTED_COMPANY_KYC', 'OPERATOR_REQUESTED_DIRECTOR_KYC']],
    ['ADDED_COMPANY_KYC', OPEN, ['OPERATOR_WITHDREW_KYC_REQUEST']],
    ['CHOSE_FLOW', OPEN, ['OPERATOR_WITHDREW_KYC_REQUEST']],
  ])('%s with request %o: %o', (status, kycRequest, moves) => {
    expect(operatorMovesFor({ status, kycRequest }).map((m) => m.event)).toEqual(moves)
  })
})
