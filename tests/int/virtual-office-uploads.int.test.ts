import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATCH as addCompanyKycPatch } from '@/app/api/vo/document/add-company-kyc/route'
import { PUT as unincorporatedPut } from '@/app/api/nest-api/virtual-offices/add-unincorporated-company/[id]/route'
import { PUT as rocDetailsPut } from '@/app/api/nest-api/virtual-offices/roc-details/[id]/route'
import { POST as uploadPost } from '@/app/api/s3/route/route'
import { UPLOAD_NOT_FOUND_MESSAGE, wrongPurposeMessage } from '@/domain/uploads/purposes'
import { kycDocumentStorage, logoStorage } from '@/integrations/storage'
import { inTransaction } from '@/server/db/transaction'
import { enqueue, runDueJobs } from '@/server/jobs'
import { jobHandlers } from '@/server/jobs/handlers'
import { jobRegistry } from '@/server/jobs/registry'
import {
  UNREFERENCED_UPLOAD_BUDGET_BYTES,
  UPLOAD_BUDGET_MESSAGE,
  UPLOAD_RATE_LIMIT,
  UPLOAD_RATE_LIMIT_MESSAGE,
} from '@/server/uploads/limits'
import { insertStoredFile } from '@/server/uploads/stored-files'
import { addCompanyKyc, chooseFlow, createDocumentForOrder } from '@/server/virtual-office/documents'
import type { VoDocumentView } from '@/server/virtual-office/store'
import { logoForm, tinyPng, uploadedFile } from '../helpers/api-rows'
import { ORIGIN, signUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// Customer uploads and the KYC steps that use them: every upload is recorded with who made it and what for, and a
// KYC step (director KYC, the company's logo in company KYC, roc-details and the unincorporated company) takes only
// the caller's own upload of the right kind: another customer's file, an id never stored and a file of the other kind
// are refused with a message and nothing is written. Uploads have a per-customer rate limit and a budget of files no
// document uses, and the hourly job removes such files a day after their upload, keeping used and recent ones.

let payload: Payload
interface Person {
  cookie: string
  id: number
}
let a: Person
let b: Person

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
const MADE_UP_DOCUMENT = `kyc-document_${'d4'.repeat(16)}`
const MADE_UP_LOGO = `logo_${'e5'.repeat(16)}`

async function customer(): Promise<Person> {
  const { cookie, customer: created } = await signUpCustomer(payload, unique('uploads'), 'Farah Khan')
  return { cookie, id: created.id }
}

async function paidDocument(customerId: number): Promise<string> {
  return String(
    await inTransaction((tx) =>
      createDocumentForOrder(tx.query, {
        customerId,
        orderNumber: `VO-UPL-${randomUUID()}`,
        buildingId: null,
        plan: { handle: 'business-address-vo-package', title: 'Business address', name: '12 Months', price: 1_439_900, durationMonths: 12 },
      }),
    ),
  )
}

const KAVERI = {
  finance_info: {
    pan: 'AAKCK4821M',
    cin: 'U47211KA2019PTC124587',
    company_name: 'Kaveri',
    directors: [{ din: '08451276', name: 'Ramesh Gowda' }],
  },
  unincorporated_registration: false as const,
  phone: '9876543210',
}

/** A document of the customer waiting for director KYC (Kaveri Spice Traders, from the demo registry). */
async function directorKycPending(customerId: number): Promise<string> {
  const docId = await paidDocument(customerId)
  await chooseFlow(customerId, docId, 'INCORPORATED')
  await addCompanyKyc(customerId, { doc_id: docId, logo_id: null, ...KAVERI })
  return docId
}

function send(handler: (request: Request) => Promise<Response>, path: string, method: string, cookie: string, body: unknown) {
  return handler(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

const roc = (person: Person, docId: string, body: unknown) =>
  send(rocDetailsPut, `/api/nest-api/virtual-offices/roc-details/${docId}`, 'PUT', person.cookie, body)
const directorKyc = (fileId: string) => ({
  update_type: 'DIRECTOR_KYC',
  director: { name: 'Ramesh Gowda', din: '08451276', identity_document: { type: 'AADHAAR', last4: '9012', file_id: fileId } },
})

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error
const docOf = async (response: Response) => ((await response.json()) as { data: VoDocumentView }).data

/** What a KYC step could have written on the document. */
async function documentState(docId: string) {
  const { rows } = await payload.db.pool.query(
    'SELECT status, company_info, finance_info, proposed_company, directors_kyc, history, updated_at FROM vo_documents WHERE id = $1',
    [Number(docId)],
  )
  return rows[0]
}

/** Sends `body` and expects a 400 with `message` on `field`, and the document exactly as before. */
async function expectRefused(docId: string, field: string, message: string, run: () => Promise<Response>) {
  const before = await documentState(docId)
  const response = await run()
  expect(response.status).toBe(400)
  const error = await errorOf(response)
  expect(error.message).toBe(message)
  expect(error.fields?.[field]).toBe(message)
  expect(await documentState(docId)).toEqual(before)
}

beforeAll(async () => {
  payload = await testPayload()
  ;[a, b] = await Promise.all([customer(), customer()])
})
afterAll(async () => {
  await payload.destroy()
})

describe('director KYC takes only the caller’s own identity document', () => {
  it("refuses another customer's file, a made-up id and a logo, writing nothing; takes the caller's own", async () => {
    const docId = await directorKycPending(b.id)
    const [theirs, ownLogo, own] = [await uploadedFile(a.id), await uploadedFile(b.id, 'company-logo'), await uploadedFile(b.id)]
    const field = 'director.identity_document.file_id'

    await expectRefused(docId, field, UPLOAD_NOT_FOUND_MESSAGE, () => roc(b, docId, directorKyc(theirs)))
    await expectRefused(docId, field, UPLOAD_NOT_FOUND_MESSAGE, () => roc(b, docId, directorKyc(MADE_UP_DOCUMENT)))
    await expectRefused(docId, field, wrongPurposeMessage('identity-document', 'company-logo'), () => roc(b, docId, directorKyc(ownLogo)))

    const accepted = await roc(b, docId, directorKyc(own))
    expect(accepted.status).toBe(200)
    expect((await docOf(accepted)).directorsKyc.map((d) => d.din)).toEqual(['08451276'])
    const { directors_kyc } = await documentState(docId)
    expect(directors_kyc.map((d: { identity: { file_id: string } }) => d.identity.file_id)).toEqual([own])
  })
})

describe('the company logo takes only the caller’s own logo', () => {
  it('in company KYC (add-company-kyc)', async () => {
    const docId = await paidDocument(b.id)
    await chooseFlow(b.id, docId, 'INCORPORATED')
    const [theirs, ownDocument, own] = [
      await uploadedFile(a.id, 'company-logo'),
      await uploadedFile(b.id, 'identity-document'),
      await uploadedFile(b.id, 'company-logo'),
    ]
    const kyc = (logo: string) =>
      send(addCompanyKycPatch, '/api/vo/document/add-company-kyc', 'PATCH', b.cookie, { doc_id: docId, ...KAVERI, logo_id: logo })

    await expectRefused(docId, 'logo_id', UPLOAD_NOT_FOUND_MESSAGE, () => kyc(theirs))
    await expectRefused(docId, 'logo_id', UPLOAD_NOT_FOUND_MESSAGE, () => kyc(MADE_UP_LOGO))
    await expectRefused(docId, 'logo_id', wrongPurposeMessage('company-logo', 'identity-document'), () => kyc(ownDocument))

    const accepted = await kyc(own)
    expect(accepted.status).toBe(200)
    expect(await docOf(accepted)).toMatchObject({ status: 'ADDED_COMPANY_KYC', companyInfo: { logo_id: own } })
  })

  it('in the company details of roc-details (COMPANY_INFO)', async () => {
    const docId = await directorKycPending(b.id)
    const [theirs, ownDocument, own] = [
      await uploadedFile(a.id, 'company-logo'),
      await uploadedFile(b.id, 'identity-document'),
      await uploadedFile(b.id, 'company-logo'),
    ]
    const info = (logo: string) => roc(b, docId, { update_type: 'COMPANY_INFO', companyInfo: { name: 'Kaveri Foods', logo_id: logo } })
    const field = 'companyInfo.logo_id'

    await expectRefused(docId, field, UPLOAD_NOT_FOUND_MESSAGE, () => info(theirs))
    await expectRefused(docId, field, UPLOAD_NOT_FOUND_MESSAGE, () => info(MADE_UP_LOGO))
    await expectRefused(docId, field, wrongPurposeMessage('company-logo', 'identity-document'), () => info(ownDocument))

    const accepted = await info(own)
    expect(accepted.status).toBe(200)
    expect((await docOf(accepted)).companyInfo).toMatchObject({ name: 'Kaveri Foods', logo_id: own })
  })

  it('in the unincorporated company', async () => {
    const docId = await paidDocument(b.id)
    await chooseFlow(b.id, docId, 'NON_INCORPORATED')
    const [theirs, ownDocument, own] = [
      await uploadedFile(a.id, 'company-logo'),
      await uploadedFile(b.id, 'identity-document'),
      await uploadedFile(b.id, 'company-logo'),
    ]
    const proposed = (logo: string) =>
      send(unincorporatedPut, `/api/nest-api/virtual-offices/add-unincorporated-company/${docId}`, 'PUT', b.cookie, {
        company_name: 'Teal Harbour Ventures',
        nature_of_firm: 'Partnership firm',
        directors: [{ id: 'r1', name: 'Asha Rao' }],
        phone: '9876543210',
        logo,
      })

    await expectRefused(docId, 'logo', UPLOAD_NOT_FOUND_MESSAGE, () => proposed(theirs))
    await expectRefused(docId, 'logo', UPLOAD_NOT_FOUND_MESSAGE, () => proposed(MADE_UP_LOGO))
    await expectRefused(docId, 'logo', wrongPurposeMessage('company-logo', 'identity-document'), () => proposed(ownDocument))

    const accepted = await proposed(own)
    expect(accepted.status).toBe(200)
    expect(await docOf(accepted)).toMatchObject({ status: 'ADDED_COMPANY_KYC', companyInfo: { logo_id: own } })
  })
})

describe('uploads', () => {
  const upload = (person: Person, kind?: string) =>
    tinyPng().then((png) => {
      const form = logoForm(png, 'photo.png')
      if (kind) form.append('kind', kind)
      return uploadPost(
        new Request(`${ORIGIN}/api/s3/route`, { method: 'POST', headers: { origin: ORIGIN, cookie: person.cookie }, body: form }),
      )
    })
  const rowsOf = async (customerId: number) =>
    (
      await payload.db.pool.query<{ file_id: string; purpose: string }>(
        'SELECT file_id, purpose FROM stored_files WHERE customer_id = $1 ORDER BY id',
        [customerId],
      )
    ).rows

  it('records who uploaded each file and what for', async () => {
    const person = await customer()
    const logo = (await (await upload(person)).json()) as { data: { logo_id: string } }
    const photo = (await (await upload(person, 'kyc-document')).json()) as { data: { file_id: string } }
    expect(await rowsOf(person.id)).toEqual([
      { file_id: logo.data.logo_id, purpose: 'company-logo' },
      { file_id: photo.data.file_id, purpose: 'identity-document' },
    ])
  })

  it(`takes ${UPLOAD_RATE_LIMIT.limit} uploads of a customer in ${UPLOAD_RATE_LIMIT.windowSeconds / 60} minutes and refuses the next`, async () => {
    const person = await customer()
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) expect((await upload(person, i % 2 ? 'kyc-document' : undefined)).status).toBe(201)
    const refused = await upload(person)
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).message).toBe(UPLOAD_RATE_LIMIT_MESSAGE)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rowsOf(person.id)).toHaveLength(UPLOAD_RATE_LIMIT.limit)
    // Another customer is not held back by it.
    expect((await upload(await customer())).status).toBe(201)
  })

  it('refuses an upload past the budget of files no document uses, and counts the used ones out', async () => {
    const person = await customer()
    const parked = `logo_${randomUUID().replaceAll('-', '')}`
    await inTransaction((tx) =>
      insertStoredFile(tx.query, {
        fileId: parked,
        customerId: person.id,
        purpose: 'company-logo',
        mime: 'image/png',
        size: UNREFERENCED_UPLOAD_BUDGET_BYTES - 50,
      }),
    )
    const refused = await upload(person)
    expect(refused.status).toBe(413)
    expect((await errorOf(refused)).message).toBe(UPLOAD_BUDGET_MESSAGE)
    expect(await rowsOf(person.id)).toHaveLength(1)

    // Once a document uses that file, it no longer counts.
    const docId = await paidDocument(person.id)
    await payload.db.pool.query(
      `UPDATE vo_documents SET company_info = jsonb_set(company_info, '{logo_id}', to_jsonb($2::text)) WHERE id = $1`,
      [Number(docId), parked],
    )
    expect((await upload(person)).status).toBe(201)
  })
})

describe('the cleanup of unused uploads', () => {
  it('runs every hour, removes an unused upload older than a day (file and row), keeps a used one and a recent one', async () => {
    expect(jobRegistry['uploads-cleanup'].cron.expression).toBe('17 * * * *')
    const person = await customer()
    const docId = await directorKycPending(person.id)
    const [unused, used, recent] = [
      await uploadedFile(person.id),
      await uploadedFile(person.id),
      await uploadedFile(person.id, 'company-logo'),
    ]
    expect((await roc(person, docId, directorKyc(used))).status).toBe(200)
    await payload.db.pool.query(`UPDATE stored_files SET created_at = now() - interval '25 hours' WHERE file_id = ANY($1::text[])`, [
      [unused, used],
    ])
    await payload.db.pool.query(`UPDATE stored_files SET created_at = now() - interval '23 hours' WHERE file_id = $1`, [recent])
    expect(await kycDocumentStorage().get(unused)).not.toBeNull()

    await enqueue('uploads-cleanup', {})
    const results = await runDueJobs('uploads-cleanup', jobHandlers['uploads-cleanup'])
    expect(results.map((r) => r.ok)).toEqual([true])

    const { rows } = await payload.db.pool.query<{ file_id: string }>('SELECT file_id FROM stored_files WHERE file_id = ANY($1::text[])', [
      [unused, used, recent],
    ])
    expect(rows.map((r) => r.file_id).sort()).toEqual([used, recent].sort())
    expect(await kycDocumentStorage().get(unused)).toBeNull()
    expect(await kycDocumentStorage().get(used)).not.toBeNull()
    expect(await logoStorage().get(recent)).not.toBeNull()
    // The removed file can no longer be used in a KYC.
    const again = await roc(person, docId, { ...directorKyc(unused), director: { ...directorKyc(unused).director, din: '08451277' } })
    expect(again.status).toBe(400)
  })
})
