import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REASON_REQUIRED_MESSAGE } from '@/domain/virtual-office/operator-moves'
import { rocDetailsBody } from '@/domain/virtual-office/schemas'
import { inTransaction } from '@/server/db/transaction'
import { addCompanyKyc, completeCompanyKyc, createDocumentForOrder, getDocument, updateRocDetails } from '@/server/virtual-office/documents'
import { moveDocumentAsOperator } from '@/server/virtual-office/move-document-as-operator'
import { getDocumentFile, getOperatorView, moveDocument } from '@/server/virtual-office/operator-endpoints'
import type { OperatorDocumentView } from '@/server/virtual-office/get-operator-document'
import { uploadedFile } from '../helpers/api-rows'
import { testPayload } from '../helpers/payload'

// Operators and virtual-office documents (issue 18, item 12): the admin's view shows status, history and KYC with
// identity numbers masked and nothing encrypted; an operator asks for company or director KYC again (the customer's
// dashboard shows COMPLETE_KYC) or withdraws the request, with a required reason, through the status machine; only an
// operator reaches the endpoints.

let payload: Payload
const OPERATOR = { id: '7', email: 'ops@sthanaworkspaces.in' }

async function customerId(): Promise<number> {
  const created = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name: 'Zoya Fernandes',
      email: `vo-ops.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`,
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      userUid: randomUUID(),
      accountType: 'customer',
      kycStatus: 'NOT_STARTED',
    },
  })
  return created.id
}

/** A document with Kaveri Spice Traders' KYC complete: both directors, Aadhaar last 4 and a PAN each, one photo for both. */
async function completedDocument(): Promise<{ customer: number; docId: string; fileId: string }> {
  const customer = await customerId()
  const fileId = await uploadedFile(customer)
  const docId = String(
    await inTransaction((tx) =>
      createDocumentForOrder(tx.query, {
        customerId: customer,
        orderNumber: `VO-OPS-${randomUUID()}`,
        buildingId: null,
        plan: { handle: 'business-address-vo-package', title: 'Business address', name: '12 Months', price: 1_439_900, durationMonths: 12 },
      }),
    ),
  )
  await addCompanyKyc(customer, {
    logo_id: null,
    doc_id: docId,
    finance_info: {
      pan: 'AAKCK4821M',
      cin: 'U47211KA2019PTC124587',
      company_name: 'Typed',
      directors: [{ din: '08451276', name: 'Typed' }],
    },
    unincorporated_registration: false,
    phone: '9876543210',
  })
  for (const [din, name, pan] of [
    ['08451276', 'Ramesh Gowda', 'ABCPG1234K'],
    ['08451277', 'Lakshmi Ramesh', 'BCDPR5678L'],
  ] as const)
    await updateRocDetails(
      customer,
      docId,
      rocDetailsBody.parse({
        update_type: 'DIRECTOR_KYC',
        director: { name, din, pan, identity_document: { type: 'AADHAAR', last4: '4321', file_id: fileId } },
      }),
    )
  await completeCompanyKyc(customer, docId, false)
  return { customer, docId, fileId }
}

function req(options: { operator?: boolean; id: string; fileId?: string; body?: unknown }): PayloadRequest {
  return {
    payload,
    user: options.operator ? { collection: 'operators', id: Number(OPERATOR.id), email: OPERATOR.email } : null,
    routeParams: { id: options.id, ...(options.fileId ? { fileId: options.fileId } : {}) },
    text: async () => JSON.stringify(options.body ?? {}),
  } as unknown as PayloadRequest
}

const viewOf = async (response: Response) => ((await response.json()) as { data: OperatorDocumentView }).data

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)
afterAll(async () => {
  await payload.destroy()
})

describe("operators' view of a virtual-office document", () => {
  it('shows status, history and the KYC with every identity number masked, and nothing encrypted', async () => {
    const { docId, fileId } = await completedDocument()
    const response = await getOperatorView(req({ operator: true, id: docId }))
    expect(response.status).toBe(200)
    const text = await response.clone().text()
    const view = await viewOf(response)
    expect(view).toMatchObject({ status: 'KYC_COMPLETED', totalKycComplete: true, kycRequest: null })
    expect(view.company).toMatchObject({ name: 'Kaveri Spice Traders Private Limited', pan: 'AAKCKXXXXM', cin: 'U47211KA2019PTC124587' })
    expect(view.directorsKyc.map((d) => [d.name, d.pan, d.identity.type, d.identity.number, d.identity.fileId])).toEqual([
      ['Ramesh Gowda', 'ABCPGXXXXK', 'AADHAAR', 'XXXX XXXX 4321', fileId],
      ['Lakshmi Ramesh', 'BCDPRXXXXL', 'AADHAAR', 'XXXX XXXX 4321', fileId],
    ])
    expect(view.history.map((h) => [h.event, h.to])).toEqual([
      ['PURCHASE_PAID', 'CHOSE_FLOW'],
      ['COMPANY_KYC_ADDED', 'ADDED_COMPANY_KYC'],
      ['DIRECTORS_VERIFIED', 'KYC_COMPLETED'],
    ])
    for (const secret of ['AAKCK4821M', 'ABCPG1234K', 'BCDPR5678L', 'enc:v1']) expect(text).not.toContain(secret)
    expect(view.moves.map((m) => m.event)).toEqual(['OPERATOR_REQUESTED_COMPANY_KYC', 'OPERATOR_REQUESTED_DIRECTOR_KYC'])
  })

  it('answers 401 to anyone but an operator, on every endpoint, and moves nothing', async () => {
    const { docId, fileId } = await completedDocument()
    expect((await getOperatorView(req({ id: docId }))).status).toBe(401)
    expect((await getDocumentFile(req({ id: docId, fileId }))).status).toBe(401)
    const refused = await moveDocument(req({ id: docId, body: { event: 'OPERATOR_REQUESTED_DIRECTOR_KYC', reason: 'Blurred Aadhaar' } }))
    expect(refused.status).toBe(401)
    const { rows } = await payload.db.pool.query<{ status: string }>('SELECT status FROM vo_documents WHERE id = $1', [Number(docId)])
    expect(rows[0]!.status).toBe('KYC_COMPLETED')
  })

  it('serves only files that belong to the document, the identity document decrypted', async () => {
    const { docId, fileId } = await completedDocument()
    const served = await getDocumentFile(req({ operator: true, id: docId, fileId }))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
    const other = `kyc-document_${'c3'.repeat(16)}`
    expect((await getDocumentFile(req({ operator: true, id: docId, fileId: other }))).status).toBe(404)
    expect((await getOperatorView(req({ operator: true, id: '2147483646' }))).status).toBe(404)
  })
})

describe("an operator's moves", () => {
  it('sends a document back for director KYC with a reason (COMPLETE_KYC for the customer), then withdraws the request', async () => {
    const { customer, docId } = await completedDocument()
    const at = new Date('2026-11-24T06:00:00Z')
    const moved = await moveDocumentAsOperator(
      docId,
      { event: 'OPERATOR_REQUESTED_DIRECTOR_KYC', reason: 'The Aadhaar photo is blurred' },
      OPERATOR,
      at,
    )
    expect(moved).toMatchObject({ status: 'ADDED_COMPANY_KYC', totalKycComplete: false, dashboardState: 'COMPLETE_KYC' })
    expect(moved.kycRequest).toEqual({
      reason: 'The Aadhaar photo is blurred',
      requestedAt: at.toISOString(),
      by: `operator ${OPERATOR.email}`,
    })
    expect(moved.history.at(-1)).toEqual({
      at: at.toISOString(),
      actor: `operator ${OPERATOR.email}`,
      event: 'OPERATOR_REQUESTED_DIRECTOR_KYC',
      from: 'KYC_COMPLETED',
      to: 'ADDED_COMPANY_KYC',
      reason: 'The Aadhaar photo is blurred',
    })
    expect(moved.moves.map((m) => m.event)).toEqual(['OPERATOR_WITHDREW_KYC_REQUEST'])
    // The customer sees it too.
    expect(await getDocument(customer, docId)).toMatchObject({
      dashboardState: 'COMPLETE_KYC',
      kycRequest: { reason: 'The Aadhaar photo is blurred' },
    })

    // A second request while one is open: 409 through the endpoint, nothing changes.
    const again = await moveDocument(
      req({ operator: true, id: docId, body: { event: 'OPERATOR_REQUESTED_COMPANY_KYC', reason: 'Also the PAN' } }),
    )
    expect(again.status).toBe(409)

    const withdrawn = await moveDocument(
      req({
        operator: true,
        id: docId,
        body: { event: 'OPERATOR_WITHDREW_KYC_REQUEST', reason: 'The clear copy was in the file after all' },
      }),
    )
    expect(withdrawn.status).toBe(200)
    expect(await viewOf(withdrawn)).toMatchObject({ status: 'KYC_COMPLETED', totalKycComplete: true, kycRequest: null })
  })

  it('sends a document back for company KYC', async () => {
    const { docId } = await completedDocument()
    const moved = await moveDocument(
      req({
        operator: true,
        id: docId,
        body: { event: 'OPERATOR_REQUESTED_COMPANY_KYC', reason: 'The CIN belongs to a struck-off company' },
      }),
    )
    expect(moved.status).toBe(200)
    expect(await viewOf(moved)).toMatchObject({ status: 'CHOSE_FLOW', dashboardState: 'COMPLETE_KYC' })
  })

  it('refuses a move without a reason, an unknown move, and a move the table does not allow', async () => {
    const { docId } = await completedDocument()
    const blank = await moveDocument(req({ operator: true, id: docId, body: { event: 'OPERATOR_REQUESTED_DIRECTOR_KYC', reason: '   ' } }))
    expect(blank.status).toBe(400)
    expect(((await blank.json()) as { error: { message: string } }).error.message).toBe(REASON_REQUIRED_MESSAGE)
    expect((await moveDocument(req({ operator: true, id: docId, body: { event: 'KYC_RESET', reason: 'x' } }))).status).toBe(400)
    expect(
      (await moveDocument(req({ operator: true, id: docId, body: { event: 'OPERATOR_REQUESTED_DIRECTOR_KYC', reason: 'ok', extra: 1 } })))
        .status,
    ).toBe(400)
    // Nothing is open to withdraw.
    expect(
      (await moveDocument(req({ operator: true, id: docId, body: { event: 'OPERATOR_WITHDREW_KYC_REQUEST', reason: 'No request' } })))
        .status,
    ).toBe(409)
    expect((await getDocument((await customerOf(docId))!, docId)).status).toBe('KYC_COMPLETED')
  })
})

async function customerOf(docId: string): Promise<number | undefined> {
  const { rows } = await payload.db.pool.query<{ customer_id: number }>('SELECT customer_id FROM vo_documents WHERE id = $1', [
    Number(docId),
  ])
  return rows[0]?.customer_id
}
