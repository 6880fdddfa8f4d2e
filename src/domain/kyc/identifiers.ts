// Indian company and person identifiers used in virtual-office KYC (research/payments.md, KYC and GST):
//   PAN    10 characters: 5 letters, 4 digits, 1 letter; the 4th letter is the holder type (C company, F firm or LLP,
//          P person, H HUF, A association of persons, T trust, B body of individuals, L local authority,
//          J artificial juridical person, G government).
//   CIN    21 characters: listing (L listed, U unlisted), 5-digit industry code (NIC), 2-letter state, year of
//          incorporation, 3-letter class (PTC private, PLC public, OPC one-person, ...), 6-digit registration number.
//   LLPIN  an LLP's identification number: 3 letters, '-', 4 digits (AAB-1234).
//   DIN    a director's identification number: 8 digits.
// Format checks only: whether the number exists is the KYC lookup's question (src/integrations/kyc).

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/
export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/
export const LLPIN_PATTERN = /^[A-Z]{3}-[0-9]{4}$/
export const DIN_PATTERN = /^[0-9]{8}$/

export const INVALID_PAN_MESSAGE = 'Enter a valid PAN (for example AAACA1234B)'
export const INVALID_CIN_MESSAGE = 'Enter a valid CIN (21 characters) or LLPIN (for example AAB-1234)'
export const INVALID_DIN_MESSAGE = 'Enter a valid DIN (8 digits)'

export const PAN_HOLDER_TYPES = {
  A: 'association of persons',
  B: 'body of individuals',
  C: 'company',
  F: 'firm or LLP',
  G: 'government',
  H: 'Hindu undivided family',
  J: 'artificial juridical person',
  L: 'local authority',
  P: 'person',
  T: 'trust',
} as const

export type PanHolderType = keyof typeof PAN_HOLDER_TYPES

/** Upper-cased, spaces and hyphens dropped: how people type PANs and CINs ('aaaca 1234 b'). */
export function normaliseIdentifier(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}

export function isPan(value: string): boolean {
  return PAN_PATTERN.test(value) && value[3]! in PAN_HOLDER_TYPES
}

/** The holder type of a well-formed PAN ('C' for a company), else null. */
export function panHolderType(value: string): PanHolderType | null {
  return isPan(value) ? (value[3] as PanHolderType) : null
}

export interface DecodedCin {
  listed: boolean
  industryCode: string
  stateCode: string
  year: number
  companyClass: string
  registrationNumber: string
}

/** The parts of a well-formed CIN, or null. The year must be plausible (companies registered since 1850). */
export function decodeCin(value: string): DecodedCin | null {
  if (!CIN_PATTERN.test(value)) return null
  const year = Number(value.slice(8, 12))
  if (year < 1850 || year > 2100) return null
  return {
    listed: value[0] === 'L',
    industryCode: value.slice(1, 6),
    stateCode: value.slice(6, 8),
    year,
    companyClass: value.slice(12, 15),
    registrationNumber: value.slice(15),
  }
}

export function isCin(value: string): boolean {
  return decodeCin(value) !== null
}

export function isLlpin(value: string): boolean {
  return LLPIN_PATTERN.test(value)
}

/** A company's registration number as typed: a CIN (spaces dropped, upper-cased) or an LLPIN (its hyphen kept). */
export function normaliseRegistrationNumber(value: string): string {
  const compact = normaliseIdentifier(value)
  return /^[A-Z]{3}[0-9]{4}$/.test(compact) ? `${compact.slice(0, 3)}-${compact.slice(3)}` : compact
}

export function isCinOrLlpin(value: string): boolean {
  return isCin(value) || isLlpin(value)
}

export function isDin(value: string): boolean {
  return DIN_PATTERN.test(value) && value !== '00000000'
}
