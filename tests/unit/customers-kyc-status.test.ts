import { describe, expect, it } from 'vitest'
import { kycStatusOf, type KycOfDocument } from '@/domain/customers/kyc-status'

const doc = (status: string, totalKycComplete = false, kycRequested = false): KycOfDocument => ({ status, totalKycComplete, kycRequested })

describe('the customer’s one KYC status', () => {
  it.each([
    ['no virtual-office document: the stored status', 'NOT_STARTED', [], 'NOT_STARTED'],
    ['an operator’s VERIFIED stands with no document', 'VERIFIED', [], 'VERIFIED'],
    ['a document paid, KYC not started', 'NOT_STARTED', [doc('GENERATED_PAYMENT_LINK_FOR_PLAN')], 'NOT_STARTED'],
    ['a document in the KYC steps', 'NOT_STARTED', [doc('ADDED_COMPANY_KYC')], 'PENDING'],
    ['company and director KYC complete', 'NOT_STARTED', [doc('KYC_COMPLETED', true)], 'VERIFIED'],
    ['signed after KYC', 'NOT_STARTED', [doc('COMPLETED', true)], 'VERIFIED'],
    ['sent back for KYC by an operator', 'VERIFIED', [doc('CHOSE_FLOW', false, true)], 'PENDING'],
    ['one complete, one still in its steps', 'NOT_STARTED', [doc('COMPLETED', true), doc('CHOSE_FLOW')], 'VERIFIED'],
  ] as const)('%s', (_case, stored, documents, expected) => {
    expect(kycStatusOf(stored, documents)).toBe(expected)
  })
})
