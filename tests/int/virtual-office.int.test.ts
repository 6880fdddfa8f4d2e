import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATCH as addCompanyKycPatch } from '@/app/api/vo/document/add-company-kyc/route'
import { PATCH as companyDetailsPatch } from '@/app/api/vo/document/company-details/route'
import { PATCH as completeKycPatch } from '@/app/api/vo/document/complete-company-kyc/route'
import { GET as listGet } from '@/app/api/vo/document/get/route'
import { PATCH as resetPatch } from '@/app/api/vo/document/reset/route'
import { GET as verifyPlanByIdGet } from '@/app/api/vo/document/verify-plan-by-id/route'
import { GET as verifyPlanGet } from '@/app/api/vo/document/verify-plan/route'
import { GET as byIdGet } from '@/app/api/vo/document/vo-by-id/route'
import { PUT as unincorporatedPut } from '@/app/api/nest-api/virtual-offices/add-unincorporated-company/[id]/route'
import { PUT as rocDetailsPut } from '@/app/api/nest-api/virtual-offices/roc-details/[id]/route'
import { PATCH as setDefaultPatch } from '@/app/api/v1/virtual-offices/set-as-default/route'
import { GET as configsGet } from '@/app/api/v1/configs/route'
import { GET as getInfoGet } from '@/app/api/customers/get-info/route'
import { GET as kycStatusGet } from '@/app/api/users/kyc/status/route'
import { POST as logoPost } from '@/app/api/s3/route/route'
import { uploadsDir } from '@/integrations/storage'
import { signQuery, VO_CONFIG_SIGNATURE_HEADER, voConfigSigningKey } from '@/server/security/query-signature'
import { FULL_AADHAAR_REFUSED_MESSAGE } from '@/domain/kyc/masking'
import { inTransaction } from '@/server/db/transaction'
import { createDocumentForOrder } from '@/server/virtual-office/documents'
import type { VoDocumentView } from '@/server/virtual-office/store'
import { logoForm, tinyPng, uploadedFile } from '../helpers/api-rows'
import { ORIGIN, signUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// The virtual-office documents against the real database: each row only ever reaches the caller's own documents
// (a matrix of every row × another customer's document, and no session), the status machine refuses illegal steps
// with 409 and keeps a history, the incorporated flow from the demo registry to 'Sign Agreement', 'PAN data not
// found' then manual directors, the unincorporated flow, reset, the default document, and identity numbers that are
// unreadable in the raw table.

let payload: Payload
type Handler = (request: Request) => Promise<Response>
interface Person {
  cookie: string
  id: number
}

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
const KAVERI = { pan: 'AAKCK4821M', cin: 'U47211KA2019PTC124587' }

function call(
  handler: Handler,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; query?: Record<string, string> } = {},
) {
  const url = new URL(`${ORIGIN}${path}`)
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
  return handler(
    new Request(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'PATCH'),
      headers: {
        origin: ORIGIN,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )
}

async function customer(): Promise<Person> {
  const { cookie, customer: created } = await signUpCustomer(payload, unique('vo'), 'Meera Pillai')
  return { cookie, id: created.id }
}

async function paidDocument(person: Person): Promise<string> {
  const id = await inTransaction((tx) =>
    createDocumentForOrder(tx.query, {
      customerId: person.id,
      orderNumber: `VO-TEST-${randomUUID()}`,
      buildingId: null,
      startDate: '2026-03-15',
      plan: { handle: 'business-address-vo-package', title: 'Business address', name: '12 Months', price: 1_439_900, durationMonths: 12 },
    }),
  )
  return String(id)
}

const docOf = async (response: Response) => ((await response.json()) as { data: VoDocumentView }).data
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error

const companyKyc = (docId: string, pan = KAVERI.pan, cin = KAVERI.cin, directors = [{ din: '01234567', name: 'Typed Name' }]) => ({
  doc_id: docId,
  finance_info: { pan, cin, company_name: 'Whatever Was Typed', directors },
  unincorporated_registration: false,
  phone: '9876543210',
})

const directorKyc = (din: string, name: string, pan: string, last4 = '4321') => ({
  update_type: 'DIRECTOR_KYC',
  director: { name, din, pan, identity_document: { type: 'AADHAAR', last4, file_id: aIdentityFile } },
})

/** Every document row, as one customer calling on a document id. */
function rowsOn(docId: string): { name: string; run: (cookie?: string) => Promise<Response> }[] {
  return [
    { name: 'vo-by-id', run: (cookie) => call(byIdGet, '/api/vo/document/vo-by-id', { cookie, query: { doc_id: docId } }) },
    { name: 'verify-plan', run: (cookie) => call(verifyPlanGet, '/api/vo/document/verify-plan', { cookie, query: { docId } }) },
    {
      name: 'verify-plan-by-id',
      run: (cookie) => call(verifyPlanByIdGet, '/api/vo/document/verify-plan-by-id', { cookie, query: { docId } }),
    },
    {
      name: 'company-details',
      run: (cookie) =>
        call(companyDetailsPatch, '/api/vo/document/company-details', { cookie, body: { doc_id: docId, company_type: 'INCORPORATED' } }),
    },
    {
      name: 'add-company-kyc',
      run: (cookie) => call(addCompanyKycPatch, '/api/vo/document/add-company-kyc', { cookie, body: companyKyc(docId) }),
    },
    {
      name: 'complete-company-kyc',
      run: (cookie) =>
        call(completeKycPatch, '/api/vo/document/complete-company-kyc', {
          cookie,
          body: { doc_id: docId, unincorporated_registration: false },
        }),
    },
    {
      name: 'reset',
      run: (cookie) => call(resetPatch, '/api/vo/document/reset', { cookie, body: { doc_id: docId, request_type: 'INITIAL_KYC' } }),
    },
    {
      name: 'set-as-default',
      run: (cookie) => call(setDefaultPatch, '/api/v1/virtual-offices/set-as-default', { cookie, body: { documentId: docId } }),
    },
    {
      name: 'add-unincorporated-company',
      run: (cookie) =>
        call(unincorporatedPut, `/api/nest-api/virtual-offices/add-unincorporated-company/${docId}`, {
          method: 'PUT',
          cookie,
          body: {
            company_name: 'Proposed Co',
            nature_of_firm: 'Partnership firm',
            directors: [{ id: '1', name: 'Asha Rao' }],
            phone: '9876543210',
          },
        }),
    },
    {
      name: 'roc-details',
      run: (cookie) =>
        call(rocDetailsPut, `/api/nest-api/virtual-offices/roc-details/${docId}`, {
          method: 'PUT',
          cookie,
          body: directorKyc('08451276', 'Ramesh Gowda', 'ABCPG1234K'),
        }),
    },
  ]
}

let a: Person
let b: Person
/** An identity document that `a` uploaded. */
let aIdentityFile: string

beforeAll(async () => {
  payload = await testPayload()
  ;[a, b] = await Promise.all([customer(), customer()])
  aIdentityFile = await uploadedFile(a.id)
})
afterAll(async () => {
  await payload.destroy()
})

describe('who may reach a document', () => {
  it('answers 401 without a session and 404 to another customer, on every row, and changes nothing', async () => {
    const docId = await paidDocument(a)
    expect((await call(listGet, '/api/vo/document/get')).status).toBe(401)
    for (const row of rowsOn(docId)) {
      expect((await row.run()).status, `${row.name} without a session`).toBe(401)
      expect((await row.run(b.cookie)).status, `${row.name} as another customer`).toBe(404)
    }
    const mine = await docOf(await call(byIdGet, '/api/vo/document/vo-by-id', { cookie: a.cookie, query: { doc_id: docId } }))
    expect(mine.status).toBe('CHOSE_FLOW')
    const theirs = (await (await call(listGet, '/api/vo/document/get', { cookie: b.cookie })).json()) as { data: VoDocumentView[] }
    expect(theirs.data.map((d) => d.id)).not.toContain(docId)
  })
})

describe('the incorporated flow', () => {
  it('goes from the paid plan through the demo registry and director KYC to Sign Agreement, refusing steps out of order', async () => {
    const docId = await paidDocument(a)
    const start = await docOf(await call(byIdGet, '/api/vo/document/vo-by-id', { cookie: a.cookie, query: { doc_id: docId } }))
    expect(start).toMatchObject({ status: 'CHOSE_FLOW', dashboardState: 'KYC', expiresOn: '2027-03-14' })
    expect(start.stepper?.steps.map((s) => s.label)).toEqual(['KYC Detail', 'Individual KYC', 'Sign Agreement'])

    // Directors cannot be verified before the company KYC: 409 from the transition table.
    const early = await call(completeKycPatch, '/api/vo/document/complete-company-kyc', {
      cookie: a.cookie,
      body: { doc_id: docId, unincorporated_registration: false },
    })
    expect(early.status).toBe(409)

    expect(
      (
        await call(companyDetailsPatch, '/api/vo/document/company-details', {
          cookie: a.cookie,
          body: { doc_id: docId, company_type: 'INCORPORATED' },
        })
      ).status,
    ).toBe(200)
    const company = await docOf(
      await call(addCompanyKycPatch, '/api/vo/document/add-company-kyc', { cookie: a.cookie, body: companyKyc(docId) }),
    )
    expect(company.status).toBe('ADDED_COMPANY_KYC')
    expect(company.financeInfo).toMatchObject({ company_name: 'Kaveri Spice Traders Private Limited', source: 'demo' })
    expect(company.financeInfo?.directors.map((d) => d.din)).toEqual(['08451276', '08451277'])
    expect(company.stepper?.activeIndex).toBe(1)

    // Not every director has KYC yet.
    const missing = await call(completeKycPatch, '/api/vo/document/complete-company-kyc', {
      cookie: a.cookie,
      body: { doc_id: docId, unincorporated_registration: false },
    })
    expect(missing.status).toBe(409)

    const roc = (body: unknown) =>
      call(rocDetailsPut, `/api/nest-api/virtual-offices/roc-details/${docId}`, { method: 'PUT', cookie: a.cookie, body })
    const fullAadhaar = await roc(directorKyc('08451276', 'Ramesh Gowda', 'ABCPG1234K', '1234 5678 9012'))
    expect(fullAadhaar.status).toBe(400)
    expect(JSON.stringify(await fullAadhaar.json())).toContain(FULL_AADHAAR_REFUSED_MESSAGE)

    expect((await roc(directorKyc('08451276', 'Ramesh Gowda', 'ABCPG1234K', '9012'))).status).toBe(200)
    const second = await docOf(await roc(directorKyc('08451277', 'Lakshmi Ramesh', 'DEFPR5678L', '3456')))
    expect(second.directorsKyc.map((d) => d.pan)).toEqual(['ABCPGXXXXK', 'DEFPRXXXXL'])
    expect(second.directorsKyc[0]!.identity).toEqual({ type: 'AADHAAR', number: 'XXXX XXXX 9012' })

    const done = await docOf(
      await call(completeKycPatch, '/api/vo/document/complete-company-kyc', {
        cookie: a.cookie,
        body: { doc_id: docId, unincorporated_registration: false },
      }),
    )
    expect(done).toMatchObject({ status: 'KYC_COMPLETED', totalKycComplete: true, dashboardState: 'SIGN_DOCUMENT' })
    expect(done.stepper?.steps[2]).toEqual({ label: 'Sign Agreement', state: 'current' })
    // The account reads the same state: one source of truth for the customer's KYC status.
    const kycStatus = async () =>
      ((await (await call(kycStatusGet, '/api/users/kyc/status', { cookie: a.cookie })).json()) as { data: { kyc_status: string } }).data
        .kyc_status
    const info = async () =>
      (
        (await (await call(getInfoGet, '/api/customers/get-info', { cookie: a.cookie })).json()) as {
          data: { kyc_status: string; hasCompletedKYC: boolean }
        }
      ).data
    expect(await kycStatus()).toBe('VERIFIED')
    expect(await info()).toMatchObject({ kyc_status: 'VERIFIED', hasCompletedKYC: true })

    // Identity numbers are not readable in the raw table; the history records every move.
    const { rows } = await inTransaction((tx) =>
      tx.query<{ raw: string; history: { event: string; from: string; to: string; actor: { kind: string } }[] }>(
        'SELECT directors_kyc::text AS raw, history FROM vo_documents WHERE id = $1',
        [Number(docId)],
      ),
    )
    expect(rows[0]!.raw).not.toContain('ABCPG1234K')
    expect(rows[0]!.raw).not.toContain('DEFPR5678L')
    expect(rows[0]!.raw).not.toMatch(/"9012"|"3456"/)
    expect(rows[0]!.history.map((h) => `${h.event}:${h.from}>${h.to}`)).toEqual([
      'PURCHASE_PAID:ADDED_BUILDING_ID>CHOSE_FLOW',
      'FLOW_CHOSEN:CHOSE_FLOW>CHOSE_FLOW',
      'COMPANY_KYC_ADDED:CHOSE_FLOW>ADDED_COMPANY_KYC',
      'DIRECTORS_VERIFIED:ADDED_COMPANY_KYC>KYC_COMPLETED',
    ])
    expect(rows[0]!.history[0]!.actor.kind).toBe('system')

    // Reset takes it back to choosing the flow, with the KYC data cleared.
    const reset = await docOf(
      await call(resetPatch, '/api/vo/document/reset', { cookie: a.cookie, body: { doc_id: docId, request_type: 'INITIAL_KYC' } }),
    )
    expect(reset).toMatchObject({ status: 'CHOSE_FLOW', totalKycComplete: false, financeInfo: null, directorsKyc: [] })
    expect(await kycStatus()).toBe('PENDING')
    // Director KYC is not possible now.
    expect((await roc(directorKyc('08451276', 'Ramesh Gowda', 'ABCPG1234K', '9012'))).status).toBe(409)
  })

  it("answers 'PAN data not found' once, then takes the directors typed by hand", async () => {
    const docId = await paidDocument(a)
    const body = companyKyc(docId, 'AAACZ9999Q', 'U62099KA2020PTC999999', [{ din: '07654321', name: 'Kiran Shetty' }])
    const first = await call(addCompanyKycPatch, '/api/vo/document/add-company-kyc', { cookie: a.cookie, body })
    expect(first.status).toBe(404)
    expect((await errorOf(first)).message).toBe('PAN data not found')
    const manual = await docOf(await call(addCompanyKycPatch, '/api/vo/document/add-company-kyc', { cookie: a.cookie, body }))
    expect(manual.status).toBe('ADDED_COMPANY_KYC')
    expect(manual.financeInfo).toMatchObject({
      source: 'manual',
      company_name: 'Whatever Was Typed',
      directors: [{ din: '07654321', name: 'Kiran Shetty' }],
    })
    expect(manual.companyInfo.kycAttempted).toBe(true)
  })
})

describe('the unincorporated flow and several documents', () => {
  it('takes the proposed company (nature of firm lower-cased) and refuses the incorporated step on it', async () => {
    const docId = await paidDocument(a)
    await call(companyDetailsPatch, '/api/vo/document/company-details', {
      cookie: a.cookie,
      body: { doc_id: docId, company_type: 'NON_INCORPORATED' },
    })
    const wrong = await call(addCompanyKycPatch, '/api/vo/document/add-company-kyc', { cookie: a.cookie, body: companyKyc(docId) })
    expect(wrong.status).toBe(409)
    const added = await docOf(
      await call(unincorporatedPut, `/api/nest-api/virtual-offices/add-unincorporated-company/${docId}`, {
        method: 'PUT',
        cookie: a.cookie,
        body: {
          company_name: 'Teal Harbour Ventures',
          nature_of_firm: 'Limited Liability  Partnership',
          directors: [{ id: 'r1', name: 'Asha Rao', pan: 'ABCPR1234K' }, { name: 'No Id Row' }],
          phone: 9876543210,
        },
      }),
    )
    expect(added).toMatchObject({
      status: 'ADDED_COMPANY_KYC',
      unIncorporatedRegistration: true,
      dashboardState: 'UNINCORPORATED_REGISTRATION',
      phone: '9876543210',
    })
    expect(added.proposedCompany).toEqual({
      company_name: 'Teal Harbour Ventures',
      nature_of_firm: 'limited liability partnership',
      directors: [{ id: 'r1', name: 'Asha Rao', din: null, pan: 'ABCPRXXXXK' }],
    })
    expect(added.stepper?.steps.map((s) => s.label)).toEqual(['Company Details', 'Individual KYC', 'Sign Agreement'])
  })

  it('lists the default first, with the pending-KYC flag, and makes another the default', async () => {
    const person = await customer()
    const first = await paidDocument(person)
    const second = await paidDocument(person)
    let list = (await (await call(listGet, '/api/vo/document/get', { cookie: person.cookie })).json()) as {
      data: VoDocumentView[]
      hasPendingKyc: boolean
    }
    expect(list.data.map((d) => [d.id, d.isDefault, d.isVoMultiAccount])).toEqual([
      [first, true, true],
      [second, false, true],
    ])
    expect(list.hasPendingKyc).toBe(true)
    expect(
      (await call(setDefaultPatch, '/api/v1/virtual-offices/set-as-default', { cookie: person.cookie, body: { documentId: second } }))
        .status,
    ).toBe(200)
    list = (await (await call(listGet, '/api/vo/document/get', { cookie: person.cookie })).json()) as {
      data: VoDocumentView[]
      hasPendingKyc: boolean
    }
    expect(list.data.map((d) => [d.id, d.isDefault])).toEqual([
      [second, true],
      [first, false],
    ])
  })

  it('creates one document per order, however often the confirmation runs', async () => {
    const person = await customer()
    const input = {
      customerId: person.id,
      orderNumber: `VO-TEST-${randomUUID()}`,
      buildingId: null,
      plan: { handle: 'gst-registration-vo-package', title: 'GST registration', name: '6 Months', price: 900_000, durationMonths: 6 },
    }
    const one = await inTransaction((tx) => createDocumentForOrder(tx.query, input))
    const two = await inTransaction((tx) => createDocumentForOrder(tx.query, input))
    expect(two).toBe(one)
  })
})

describe('the VO config', () => {
  it('answers only a request whose query string is signed with the VO config key', async () => {
    const get = (query: string, signature?: string) =>
      configsGet(
        new Request(`${ORIGIN}/api/v1/configs?${query}`, { headers: signature ? { [VO_CONFIG_SIGNATURE_HEADER]: signature } : {} }),
      )
    const key = voConfigSigningKey()
    const good = await get('type=vo', signQuery('type=vo', key))
    expect(good.status).toBe(200)
    expect(await good.json()).toEqual({ doCheckCompanyNameBeforePurchase: false })
    expect((await get('type=vo')).status).toBe(401)
    expect((await get('type=vo', signQuery('type=vo', 'another-key-another-key-another-key'))).status).toBe(401)
    // A signature of another query string does not carry over.
    expect((await get('type=vo', signQuery('type=vo&partner=acme', key))).status).toBe(401)
  })
})

describe('the logo upload', () => {
  const upload = (form: FormData, cookie?: string) =>
    logoPost(
      new Request(`${ORIGIN}/api/s3/route`, { method: 'POST', headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, body: form }),
    )
  const storedFiles = () => {
    const dir = path.join(uploadsDir(), 'logo')
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0
  }

  it('stores a real image, re-encoded, and answers its logo_id', async () => {
    expect((await upload(logoForm(await tinyPng(), 'logo.png'))).status).toBe(401)
    const response = await upload(logoForm(await tinyPng(), 'logo.png'), a.cookie)
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { logo_id: string; mime: string } }
    expect(data.logo_id).toMatch(/^logo_[a-f0-9]{32}$/)
    expect(data.mime).toBe('image/png')
  })

  it('refuses by content, whatever the name, and stores nothing: a renamed PDF, an image over 2 MB, a polyglot', async () => {
    const before = storedFiles()
    const pdf = await upload(logoForm(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'logo.png'), a.cookie)
    expect(pdf.status).toBe(415)
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(2 * 1024 * 1024 + 10, 1)])
    const tooLarge = await upload(logoForm(big, 'big.png'), a.cookie)
    expect(tooLarge.status).toBe(413)
    const polyglot = Buffer.concat([await tinyPng(), Buffer.from('PK\u0003\u0004 a zip archive rides along')])
    const mixed = await upload(logoForm(polyglot, 'logo.png'), a.cookie)
    expect(mixed.status).toBe(400)
    expect(storedFiles()).toBe(before)
  })
})
