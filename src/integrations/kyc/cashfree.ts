import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { isIsoDate, type IsoDate } from '@/domain/calendar/business-date'
import { isCin, isDin, normaliseRegistrationNumber } from '@/domain/kyc/identifiers'
import { companyKindOf, LOOKUP_UNAVAILABLE_MESSAGE, notFound, type CompanyLookupAdapter, type CompanyLookupResult } from './types'

// Cashfree's CIN verification (Secure ID, research/payments.md):
//   POST {base}/cin   x-client-id, x-client-secret   {verification_id, cin}
//   → 200 {verification_id, reference_id, status: VALID|INVALID, cin, company_name, incorporation_date, cin_status,
//          director_details: [{din, name, designation, dob, address}]}
// Base: https://api.cashfree.com/verification (production), https://sandbox.cashfree.com/verification (sandbox).
// Only a CIN can be looked up: a PAN alone, or an LLP's LLPIN, answers 'PAN data not found' without a call, so the
// customer gives the CIN or enters the directors by hand. INVALID answers 'PAN data not found' as well. Anything else
// (an error status, no answer in time, an answer of another shape) is 'unavailable': the page shows its error toast.
// The answer carries no PAN, so a CIN lookup cannot tell whether the PAN given is the company's.

export const CASHFREE_PRODUCTION_URL = 'https://api.cashfree.com/verification'
export const CASHFREE_SANDBOX_URL = 'https://sandbox.cashfree.com/verification'

const director = z.object({
  din: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  designation: z.string().nullish(),
})

const cinAnswer = z.object({
  status: z.string(),
  company_name: z.string().nullish(),
  cin: z.string().nullish(),
  incorporation_date: z.string().nullish(),
  cin_status: z.string().nullish(),
  director_details: z.array(director).nullish(),
})

export interface CashfreeOptions {
  clientId: string
  clientSecret: string
  baseUrl?: string
  /** Injected in tests; the real one by default. */
  fetch?: typeof fetch
  timeoutMs?: number
  /** A unique id per request (Cashfree refuses a repeated verification_id). */
  newVerificationId?: () => string
}

/** 'YYYY-MM-DD', 'DD/MM/YYYY' or 'DD-MM-YYYY' → 'YYYY-MM-DD'; anything else → null. */
export function cashfreeDate(value: string | null | undefined): IsoDate | null {
  if (!value) return null
  const trimmed = value.trim()
  if (isIsoDate(trimmed)) return trimmed
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(trimmed)
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null
  return iso && isIsoDate(iso) ? iso : null
}

/** Names are kept as the registry writes them (often upper case), spaces tidied. */
function tidy(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

export function createCashfreeCompanyLookup({
  clientId,
  clientSecret,
  baseUrl = CASHFREE_PRODUCTION_URL,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
  newVerificationId = () => `vo${randomBytes(12).toString('hex')}`,
}: CashfreeOptions): CompanyLookupAdapter {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/cin`
  return {
    name: 'cashfree',
    // Cashfree's Secure ID verifies a CIN or a PAN that exists; it has no search by name, and the registrar's own name
    // check (MCA's RUN service) has no API. The name is then not checked before payment: the registrar checks it at
    // registration. An adapter for a vendor with a name search answers 'available', 'taken' or 'too-close' here.
    async checkNameAvailability() {
      return { status: 'unchecked', reason: 'Cashfree offers no search by company name' }
    },
    async findByPan() {
      return notFound()
    },
    async findByCin(value): Promise<CompanyLookupResult> {
      const cin = normaliseRegistrationNumber(value)
      if (!isCin(cin)) return notFound()
      let response: Response
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-id': clientId, 'x-client-secret': clientSecret },
          body: JSON.stringify({ verification_id: newVerificationId(), cin }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch {
        return { status: 'unavailable', message: LOOKUP_UNAVAILABLE_MESSAGE }
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        return { status: 'unavailable', message: LOOKUP_UNAVAILABLE_MESSAGE }
      }
      const parsed = cinAnswer.safeParse(await response.json().catch(() => null))
      if (!parsed.success) return { status: 'unavailable', message: LOOKUP_UNAVAILABLE_MESSAGE }
      const answer = parsed.data
      if (answer.status === 'INVALID') return notFound()
      if (answer.status !== 'VALID' || !answer.company_name) return { status: 'unavailable', message: LOOKUP_UNAVAILABLE_MESSAGE }
      const answeredCin = answer.cin ? normaliseRegistrationNumber(answer.cin) : cin
      return {
        status: 'found',
        company: {
          companyName: tidy(answer.company_name),
          kind: companyKindOf(answeredCin),
          pan: null,
          cin: answeredCin,
          incorporationDate: cashfreeDate(answer.incorporation_date),
          status: (answer.cin_status ?? 'UNKNOWN').trim().toUpperCase(),
          directors: (answer.director_details ?? [])
            .filter((dd) => dd.name?.trim())
            .map((dd) => {
              const din = dd.din === null || dd.din === undefined ? '' : String(dd.din).trim().padStart(8, '0')
              return {
                din: isDin(din) ? din : null,
                name: tidy(dd.name!),
                designation: dd.designation?.trim() ? tidy(dd.designation) : 'Director',
              }
            }),
          source: 'cashfree',
        },
      }
    },
  }
}
