import type { IsoDate } from '@/domain/calendar/business-date'
import { decodeCin, isLlpin } from '@/domain/kyc/identifiers'
import { VO_SERVER_MESSAGES } from '@/domain/virtual-office/messages'

// The company KYC lookup (by PAN or by CIN/LLPIN → name, registration number, incorporation date, status, directors),
// whatever answers it: the demo registry built in, or a vendor. Answers are domain types; vendor shapes stay inside
// each adapter. A company that cannot be found answers 'PAN data not found' (spec section 5), whatever was looked up
// by: that message is what opens manual entry of directors on the KYC page.

export const PAN_DATA_NOT_FOUND = VO_SERVER_MESSAGES.panDataNotFound
export const LOOKUP_UNAVAILABLE_MESSAGE = 'The company lookup is not answering right now. Please try again in a few minutes.'
export const PAN_CIN_MISMATCH_MESSAGE = 'This PAN and this CIN belong to different companies. Check both and try again.'

export type CompanyKind = 'private-limited' | 'one-person-company' | 'public-limited' | 'llp' | 'proprietorship' | 'other'

export interface CompanyDirector {
  /** 8 digits; null for a proprietor, or when the registry gave none. */
  din: string | null
  name: string
  designation: string
}

export interface CompanyRecord {
  companyName: string
  kind: CompanyKind
  /** The company's PAN when the source knows it (a CIN lookup at a vendor may not). */
  pan: string | null
  /** CIN, or LLPIN for an LLP; null for a proprietorship. */
  cin: string | null
  incorporationDate: IsoDate | null
  /** As the registry says it, upper-cased: 'ACTIVE', 'STRIKE OFF', 'AMALGAMATED', 'UNDER LIQUIDATION', … */
  status: string
  directors: CompanyDirector[]
  /** Which adapter answered: operators see whether a record came from the demo registry. */
  source: 'demo' | 'cashfree'
}

export type CompanyLookupResult =
  | { status: 'found'; company: CompanyRecord }
  | { status: 'not-found'; message: typeof PAN_DATA_NOT_FOUND }
  | { status: 'mismatch'; message: string }
  | { status: 'unavailable'; message: string }

/**
 * Whether a proposed company name can be registered: 'available', or the registered name it matches ('taken') or
 * resembles ('too-close'); 'unchecked' when the source offers no name search (the registrar checks at registration);
 * 'unavailable' when the source did not answer.
 */
export type NameCheckResult =
  | { status: 'available' }
  | { status: 'taken' | 'too-close'; registeredName: string }
  | { status: 'unchecked'; reason: string }
  | { status: 'unavailable'; message: string }

export interface CompanyLookupAdapter {
  readonly name: 'demo' | 'cashfree'
  /** `name` is the customer's proposed name as typed (already checked against PROPOSED_NAME_PATTERN). */
  checkNameAvailability(name: string): Promise<NameCheckResult>
  /** `pan` is already checked and normalised (src/domain/kyc/identifiers.ts). */
  findByPan(pan: string): Promise<CompanyLookupResult>
  /** `cin` is a CIN or an LLPIN, already checked and normalised. */
  findByCin(cin: string): Promise<CompanyLookupResult>
}

export function notFound(): CompanyLookupResult {
  return { status: 'not-found', message: PAN_DATA_NOT_FOUND }
}

/**
 * The lookup the company KYC step runs: by CIN when one was given (and then the PAN must be the company's, where the
 * source knows it), else by PAN.
 */
export async function lookupCompany(
  adapter: CompanyLookupAdapter,
  query: { pan: string; cin?: string | null },
): Promise<CompanyLookupResult> {
  if (!query.cin) return adapter.findByPan(query.pan)
  const result = await adapter.findByCin(query.cin)
  if (result.status === 'found' && result.company.pan !== null && result.company.pan !== query.pan)
    return { status: 'mismatch', message: PAN_CIN_MISMATCH_MESSAGE }
  return result
}

export function isCompanyActive(company: CompanyRecord): boolean {
  return company.status === 'ACTIVE'
}

/** The kind of company a registration number says: the CIN's class (PTC, OPC, PLC), or an LLPIN. */
export function companyKindOf(registration: string | null): CompanyKind {
  if (!registration) return 'other'
  if (isLlpin(registration)) return 'llp'
  switch (decodeCin(registration)?.companyClass) {
    case 'PTC':
      return 'private-limited'
    case 'OPC':
      return 'one-person-company'
    case 'PLC':
      return 'public-limited'
    default:
      return 'other'
  }
}
