import { describe, expect, it } from 'vitest'
import { decodeCin, isCin, isCinOrLlpin, isDin, isLlpin, isPan, normaliseRegistrationNumber, panHolderType } from '@/domain/kyc/identifiers'
import { FULL_AADHAAR_REFUSED_MESSAGE, maskAadhaarLast4, maskPan, parseAadhaarLast4 } from '@/domain/kyc/masking'

describe('PAN', () => {
  it.each([
    ['AAACA1234B', true],
    ['AAPPV1234K', true],
    ['AAOFT4471K', true],
    ['AAAXA1234B', false], // X is no holder type
    ['aaaca1234b', false], // normalise first
    ['AAACA1234', false],
    ['AAACA12345', false],
    ['1AACA1234B', false],
    ['', false],
  ])('%s → %s', (pan, ok) => {
    expect(isPan(pan)).toBe(ok)
  })

  it('holder type', () => {
    expect(panHolderType('AAKCK4821M')).toBe('C')
    expect(panHolderType('BVKPS4417N')).toBe('P')
    expect(panHolderType('nope')).toBeNull()
  })
})

describe('CIN, LLPIN, DIN', () => {
  it.each([
    ['U72900KA2015PTC082988', true],
    ['L17110MH1973PLC019786', true],
    ['U01100UP2022OPC165432', true],
    ['X72900KA2015PTC082988', false],
    ['U72900KA1815PTC082988', false], // before 1850
    ['U72900KA2015PTC08298', false],
    ['U72900ka2015PTC082988', false],
  ])('CIN %s → %s', (cin, ok) => {
    expect(isCin(cin)).toBe(ok)
  })

  it('decodes a CIN', () => {
    expect(decodeCin('U72900KA2015PTC082988')).toEqual({
      listed: false,
      industryCode: '72900',
      stateCode: 'KA',
      year: 2015,
      companyClass: 'PTC',
      registrationNumber: '082988',
    })
  })

  it.each([
    ['AAK-4521', true],
    ['AAK4521', false],
    ['AA-4521', false],
  ])('LLPIN %s → %s', (llpin, ok) => {
    expect(isLlpin(llpin)).toBe(ok)
  })

  it.each([
    [' u72900ka2015ptc082988 ', 'U72900KA2015PTC082988'],
    ['aak 4521', 'AAK-4521'],
    ['AAK-4521', 'AAK-4521'],
    ['U72900-KA2015-PTC082988', 'U72900KA2015PTC082988'],
  ])('registration number %j → %s', (typed, normal) => {
    expect(normaliseRegistrationNumber(typed)).toBe(normal)
    expect(isCinOrLlpin(normal)).toBe(true)
  })

  it.each([
    ['07168822', true],
    ['00000000', false],
    ['7168822', false],
    ['0716882A', false],
  ])('DIN %s → %s', (din, ok) => {
    expect(isDin(din)).toBe(ok)
  })
})

describe('masking', () => {
  it.each([
    ['AAPPV1234K', 'AAPPVXXXXK'],
    ['aappv 1234 k', 'AAPPVXXXXK'],
    ['AAKCK4821M', 'AAKCKXXXXM'],
    ['NOTAPAN', 'XXXXXXX'],
    ['', 'X'],
  ])('PAN %j → %s', (pan, masked) => {
    expect(maskPan(pan)).toBe(masked)
  })

  it.each([
    ['1234', { ok: true, last4: '1234' }],
    [' 12 34 ', { ok: true, last4: '1234' }],
    ['0000', { ok: true, last4: '0000' }],
    ['123456789012', { ok: false, reason: 'full-number', message: FULL_AADHAAR_REFUSED_MESSAGE }],
    ['1234 5678 9012', { ok: false, reason: 'full-number', message: FULL_AADHAAR_REFUSED_MESSAGE }],
    ['1234-5678-9012', { ok: false, reason: 'full-number', message: FULL_AADHAAR_REFUSED_MESSAGE }],
    ['12345', { ok: false, reason: 'invalid' }],
    ['123', { ok: false, reason: 'invalid' }],
    ['12a4', { ok: false, reason: 'invalid' }],
    ['XXXXXXXX1234', { ok: false, reason: 'invalid' }],
    ['', { ok: false, reason: 'invalid' }],
  ])('Aadhaar %j → %j', (typed, expected) => {
    expect(parseAadhaarLast4(typed)).toMatchObject(expected)
  })

  it('never echoes what was typed', () => {
    const result = parseAadhaarLast4('9876 5432 1098')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).not.toMatch(/\d{4}/)
  })

  it('Aadhaar shown as XXXX XXXX 1234', () => {
    expect(maskAadhaarLast4('1234')).toBe('XXXX XXXX 1234')
    expect(maskAadhaarLast4('123456789012')).toBe('XXXX XXXX XXXX')
  })
})
