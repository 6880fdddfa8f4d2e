import { webcrypto } from 'node:crypto'
import { unzipSync } from 'fflate'
import ICAL from 'ical.js'
import * as pkijs from 'pkijs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as contactsPost } from '@/app/api/contacts/route'
import { GET as calendarGet } from '@/app/api/orders/[number]/calendar/route'
import { GET as invoiceGet } from '@/app/api/orders/[number]/invoice/route'
import { POST as checkoutPost } from '@/app/api/orders/checkout/route'
import { GET as listGet } from '@/app/api/vo/document/get/route'
import { addDaysToDate, isWeekend } from '@/domain/calendar/business-date'
import { earliestBookableDate } from '@/domain/calendar/start-date'
import type { TaxInvoice } from '@/domain/invoices/tax-invoice'
import { formatPaise } from '@/domain/money'
import { subscriptionStartDate } from '@/domain/virtual-office/subscription'
import type { Customer } from '@/payload-types'
import { listHolidays } from '@/server/calendar/list-holidays'
import { esignProvider, isBuiltin } from '@/server/esign/provider'
import { sealIdentity } from '@/server/esign/seal-identity'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { completeSigning, sendAgreement } from '@/server/virtual-office/agreement'
import { documentPackFile, signedAgreementFile } from '@/server/virtual-office/agreement-files'
import type { VoDocumentView } from '@/server/virtual-office/store'
import { signUpCustomer } from '../helpers/customers'
import { callRow, cartAction, makeCartReady, payOrder } from '../helpers/shop'
import { signingCode } from '../helpers/esign-rows'
import { testPayload } from '../helpers/payload'
import { pdfText } from '../helpers/pdf-text'

// The documents a buyer receives, read back as the buyer's own software reads them: the tax invoice of a business
// buyer (the company, address and GSTIN chosen at checkout) and of an unregistered one, with our registered address;
// the virtual-office agreement's fees against the invoice; and the NOC of the document pack, dated in India and sealed.

let payload: Payload
const BUILDING = 'meridian-tower-indiranagar'

const call = callRow

interface Person {
  cookie: string
  customer: Customer
  email: string
}

async function person(name: string): Promise<Person> {
  const email = `documents.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
  return { ...(await signUpCustomer(payload, email, name)), email }
}

const act = (p: Person, action: unknown) => cartAction(p.cookie, action)

async function bookableDate(): Promise<string> {
  const holidays = await listHolidays()
  let date = earliestBookableDate({ now: new Date(), holidays, cityHandle: 'bangalore' })
  while (isWeekend(date) || holidays.some((h) => h.date === date)) date = addDaysToDate(date, 1)
  return date
}

/** Saves the billing address through the API, makes the cart ready with it, checks out, pays and confirms. */
async function buyWith(p: Person, billing: Record<string, unknown>): Promise<string> {
  await makeCartReady(p.cookie, billing)
  const checkout = await call(checkoutPost, '/api/orders/checkout', p.cookie, { idempotencyKey: crypto.randomUUID() })
  expect(checkout.status).toBe(201)
  const { order } = (await checkout.json()) as { order: { number: string } }
  expect((await payOrder(p.customer, order.number)).status).toBe('confirmed')
  return order.number
}

async function invoiceText(p: Person, number: string): Promise<string> {
  const answer = await call(invoiceGet, `/api/orders/${number}/invoice`, p.cookie, undefined, { number })
  expect(answer.status).toBe(200)
  return pdfText(new Uint8Array(await answer.arrayBuffer()))
}

async function invoiceOf(number: string): Promise<TaxInvoice> {
  const { rows } = await payload.db.pool.query<{ document: TaxInvoice }>(
    'SELECT i.document FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number = $1',
    [number],
  )
  return rows[0]!.document
}

/** A PKCS#7 signature over the PDF's /ByteRange, checked by PKI.js with the certificate it carries. */
async function signatureVerifies(pdf: Buffer): Promise<boolean> {
  pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }))
  const text = pdf.toString('latin1')
  const at = text.lastIndexOf('/ByteRange')
  if (at < 0) return false
  const [a, b, c, d] = /\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\]/.exec(text.slice(at))!.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  expect(c + d).toBe(pdf.length)
  const data = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)])
  const contents = text.slice(b + 1, c - 1)
  expect(contents).toMatch(/^[0-9a-f]+$/)
  const info = pkijs.ContentInfo.fromBER(Buffer.from(contents, 'hex'))
  const signedData = new pkijs.SignedData({ schema: info.content })
  const certificate = signedData.certificates![0] as pkijs.Certificate
  expect(sealIdentity().certificates.some((t) => t.equals(Buffer.from(certificate.toSchema().toBER())))).toBe(true)
  return signedData.verify({ signer: 0, data: new Uint8Array(data).buffer, checkChain: false })
}

beforeAll(async () => {
  payload = await testPayload()
  setCheckoutCartSource(undefined)
  setConfirmationHooks(undefined)
})

afterAll(async () => {
  await payload.destroy()
})

describe('the tax invoice names the buyer chosen at checkout (rule 46)', () => {
  it('a registered business: its company, billing address, PIN, GSTIN (upper-cased) and state with its code', async () => {
    const p = await person('Kavya Rao')
    const added = await call(contactsPost, '/api/contacts', p.cookie, {
      contacts: [{ name: 'Rohan Mehta', email: 'rohan.mehta@example.in', phone_number: '9812345678' }],
    })
    expect(added.status).toBe(201)
    const [rohan] = ((await added.json()) as { data: { contact_id: string }[] }).data
    const date = await bookableDate()
    await act(p, { type: 'building/choose', handle: BUILDING })
    await act(p, { type: 'day-pass/add-date', date })
    await act(p, { type: 'day-pass/set-team-members', date, contactIds: [rohan!.contact_id] })
    const number = await buyWith(p, {
      fullName: 'Kavya Rao',
      addressLine1: '44 CMH Road',
      addressLine2: 'Indiranagar 1st Stage',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560038',
      phoneNumber: '9845012345',
      saveBillingAddress: true,
      isGSTAvailable: true,
      gstin: '29aaacw6185g1zy',
      companyName: 'Probe Traders & Exports Private Limited',
    })
    const text = await invoiceText(p, number)
    const billTo = text.slice(text.indexOf('Bill to'), text.indexOf('# Description'))
    for (const expected of [
      'Probe Traders & Exports Private Limited',
      'Attention: Kavya Rao',
      '44 CMH Road',
      'Indiranagar 1st Stage',
      'Bengaluru 560038',
      'State: Karnataka (29)',
      'GSTIN: 29AAACW6185G1ZY',
    ])
      expect(billTo).toContain(expected)
    expect(billTo).not.toContain('Meridian Tower')

    // The calendar invite of the day pass invites the team member the booking names, beside the buyer.
    const ics = await call(calendarGet, `/api/orders/${number}/calendar`, p.cookie, undefined, { number })
    expect(ics.status).toBe(200)
    const invite = await ics.text()
    for (const line of invite.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(invite)).getFirstSubcomponent('vevent')!)
    expect(event.attendees.map((a) => [a.getParameter('cn'), String(a.getFirstValue()).toLowerCase()])).toEqual([
      ['Kavya Rao', `mailto:${p.email}`],
      ['Rohan Mehta', 'mailto:rohan.mehta@example.in'],
    ])
  })

  it('an unregistered buyer: name, address with PIN and state; and our registered address with its PIN', async () => {
    const p = await person('Arjun Menon')
    await act(p, { type: 'building/choose', handle: BUILDING })
    await act(p, { type: 'day-pass/add-date', date: await bookableDate() })
    const number = await buyWith(p, {
      fullName: 'Arjun Menon',
      addressLine1: '7, 2nd Cross, Jeevan Bima Nagar',
      addressLine2: '',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560075',
      phoneNumber: '9845012346',
      saveBillingAddress: true,
      isGSTAvailable: false,
      gstin: '',
      companyName: '',
    })
    const text = await invoiceText(p, number)
    const billTo = text.slice(text.indexOf('Bill to'), text.indexOf('# Description'))
    for (const expected of ['Arjun Menon', '7, 2nd Cross, Jeevan Bima Nagar', 'Bengaluru 560075', 'State: Karnataka (29)'])
      expect(billTo).toContain(expected)
    expect(billTo.slice(0, billTo.indexOf('State:'))).not.toContain('GSTIN')

    // The supplier: the Karnataka registration's street lines, then its city and PIN code (admin: GST registrations).
    const invoice = await invoiceOf(number)
    const { rows } = await payload.db.pool.query<{ address: string; city: string; pin_code: string }>(
      `SELECT address, city, pin_code FROM gst_registrations WHERE gstin = $1`,
      [invoice.supplier.gstin],
    )
    const registration = rows[0]!
    expect(registration.pin_code).toMatch(/^[1-9]\d{5}$/)
    const supplier = text.slice(0, text.indexOf('Bill to'))
    for (const line of registration.address.split('\n')) expect(supplier).toContain(line.trim())
    expect(supplier).toContain(`${registration.city} ${registration.pin_code}`)
    expect(supplier).not.toContain('Registered office')
  })
})

describe('the virtual-office documents', () => {
  it('the agreement states the fee before GST, the GST and the total of the invoice; the NOC is dated in India and sealed', async () => {
    const p = await person('Meera Pillai')
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { type: { equals: 'VIRTUAL_OFFICE' } },
      depth: 1,
      limit: 200,
      pagination: false,
    })
    const product = products.find((candidate) => {
      const building = candidate.building as { isLive?: boolean; address?: { stateCode?: string } }
      const plan = candidate.voPlan as { handle?: string } | null
      return (
        plan?.handle === 'gst-registration-vo-package' &&
        building?.isLive &&
        building.address?.stateCode === 'KA' &&
        candidate.variants.length
      )
    })!
    const building = product.building as { slug: string }
    const variant = product.variants[product.variants.length - 1]!
    await act(p, { type: 'building/choose', handle: building.slug })
    await act(p, { type: 'vo-plan/choose', productId: String(product.id), variantTitle: variant.title })
    const number = await buyWith(p, {
      fullName: 'Meera Pillai',
      addressLine1: '44 CMH Road',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560038',
      phoneNumber: '9845012347',
    })
    const line = (await invoiceOf(number)).lines.find((l) => l.description.startsWith('Virtual office'))!

    const company = 'Kaveri Analytics Private Limited'
    const list = (await (await call(listGet, '/api/vo/document/get', p.cookie)).json()) as { data: VoDocumentView[] }
    const doc = list.data[0]!
    await payload.db.pool.query(
      `UPDATE vo_documents SET status = 'KYC_COMPLETED', total_kyc_complete = true,
         company_info = jsonb_build_object('name', $2::text, 'logo_id', null, 'kycAttempted', true) WHERE id = $1`,
      [Number(doc.id), company],
    )
    // Sent at 20:00 UTC on 1 December: 01:30 on 2 December in India.
    await sendAgreement(
      p.customer.id,
      {
        signerName: 'Meera Pillai',
        signerEmail: p.email,
        startingDate: subscriptionStartDate(doc.expiresOn!, doc.subscriptionData),
        voDocId: doc.id,
        companyName: company,
        industry: 'Software services',
      } as never,
      { now: new Date('2026-12-01T20:00:00Z') },
    )
    const { docs: links } = await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ to: { equals: p.email } }, { kind: { equals: 'esign-link' } }] },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    const token = decodeURIComponent(/\/workspaces\/virtual-office\/sign\/([^/\s]+)\//.exec(links[0]!.body)![1]!)
    const code = await signingCode(payload, token, p.email)
    const provider = esignProvider()
    if (!isBuiltin(provider)) throw new Error('The test runs with the built-in signing')
    const done = await provider.complete(token, {
      code,
      consent: true,
      signature: { kind: 'typed', text: 'Meera Pillai' },
      ipAddress: '127.0.0.1',
      userAgent: 'customer-documents',
    })
    if (!done.ok) throw new Error(done.message)
    await completeSigning(done.state.providerRef, done.state, { kind: 'system', name: 'customer-documents' })

    const agreement = (await pdfText((await signedAgreementFile(p.customer.id, doc.id)).pdf)).replace(/\s+/g, ' ')
    expect(agreement).toContain('dated 2 December 2026')
    const fee = agreement.slice(agreement.indexOf('4.1'), agreement.indexOf('4.2'))
    expect(fee).toContain(`The fee for the term is ${formatPaise(line.taxablePaise)} (`)
    expect(fee).toContain('per month) before goods and services tax')
    expect(fee).toContain(`Goods and services tax of ${formatPaise(line.cgstPaise + line.stateTaxPaise)}`)
    expect(fee).toContain(`pays ${formatPaise(line.totalPaise)} for the term`)
    expect(line.totalPaise).toBe(line.taxablePaise + line.cgstPaise + line.stateTaxPaise)

    const pack = unzipSync(new Uint8Array((await documentPackFile(p.customer.id, doc.id)).zip))
    const noc = Buffer.from(pack['Address-NOC.pdf']!)
    const nocText = (await pdfText(noc)).replace(/\s+/g, ' ')
    expect(nocText).toContain('2 December 2026')
    expect(nocText).not.toContain('1 December 2026')
    expect(await signatureVerifies(noc)).toBe(true)
    expect(Buffer.from(pack['README.txt']!).toString('utf8')).toContain('Prepared on ')
  })
})
