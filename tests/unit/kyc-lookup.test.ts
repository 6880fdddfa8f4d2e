import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeCin, isCinOrLlpin, isDin, isPan, panHolderType } from '@/domain/kyc/identifiers'
import {
  CASHFREE_PRODUCTION_URL,
  createCashfreeCompanyLookup,
  createDemoCompanyLookup,
  DEMO_COMPANIES,
  lookupCompany,
  PAN_DATA_NOT_FOUND,
  selectCompanyLookup,
} from '@/integrations/kyc'
import { cashfreeDate } from '@/integrations/kyc/cashfree'

describe('the demo company registry', () => {
  const demo = createDemoCompanyLookup()

  it('holds 8–12 companies with well-formed, unique numbers', () => {
    expect(DEMO_COMPANIES.length).toBeGreaterThanOrEqual(8)
    expect(DEMO_COMPANIES.length).toBeLessThanOrEqual(12)
    expect(new Set(DEMO_COMPANIES.map((c) => c.pan)).size).toBe(DEMO_COMPANIES.length)
    const dins = DEMO_COMPANIES.flatMap((c) => c.directors.map((d) => d.din).filter((din) => din !== null))
    expect(new Set(dins).size).toBe(dins.length)
    for (const company of DEMO_COMPANIES) {
      expect(isPan(company.pan), company.pan).toBe(true)
      for (const director of company.directors) if (director.din !== null) expect(isDin(director.din), director.din).toBe(true)
      if (company.cin === null) {
        expect(panHolderType(company.pan)).toBe('P') // a proprietor's own PAN
        continue
      }
      expect(isCinOrLlpin(company.cin), company.cin).toBe(true)
      const cin = decodeCin(company.cin)
      // A company's PAN is a company's (C) and its CIN year is its incorporation year; an LLP's PAN is a firm's (F).
      expect(panHolderType(company.pan)).toBe(cin ? 'C' : 'F')
      if (cin) expect(String(cin.year)).toBe(company.incorporationDate?.slice(0, 4))
    }
  })

  it('has private limited companies, an OPC, LLPs, a proprietorship and one struck off', () => {
    const kinds = DEMO_COMPANIES.map((c) => c.kind ?? (c.cin?.includes('OPC') ? 'opc' : c.cin?.includes('-') ? 'llp' : 'private-limited'))
    expect(kinds.filter((k) => k === 'private-limited').length).toBeGreaterThanOrEqual(5)
    expect(kinds).toContain('opc')
    expect(kinds.filter((k) => k === 'llp')).toHaveLength(2)
    expect(kinds).toContain('proprietorship')
    expect(DEMO_COMPANIES.filter((c) => c.status !== 'ACTIVE').map((c) => c.status)).toEqual(['STRIKE OFF'])
  })

  it('finds a company by PAN with its directors', async () => {
    expect(await demo.findByPan('AAKCK4821M')).toEqual({
      status: 'found',
      company: {
        companyName: 'Kaveri Spice Traders Private Limited',
        kind: 'private-limited',
        pan: 'AAKCK4821M',
        cin: 'U47211KA2019PTC124587',
        incorporationDate: '2019-06-14',
        status: 'ACTIVE',
        directors: [
          { din: '08451276', name: 'Ramesh Gowda', designation: 'Managing Director' },
          { din: '08451277', name: 'Lakshmi Ramesh', designation: 'Director' },
        ],
        source: 'demo',
      },
    })
  })

  it.each([
    ['by CIN', () => demo.findByCin('U62099MH2021PTC358912'), 'Nimbus Ledger Technologies Private Limited', 'private-limited'],
    ['by LLPIN typed without its hyphen', () => demo.findByCin('aak4521'), 'Tidewater Design Studio LLP', 'llp'],
    ['an OPC', () => demo.findByPan('AAKCG5517H'), 'Greenleaf Agritech (OPC) Private Limited', 'one-person-company'],
    ['a proprietorship', () => demo.findByPan('bvkps4417n'), 'Sharma Print House', 'proprietorship'],
  ])('finds %s', async (_, find, name, kind) => {
    expect(await find()).toMatchObject({ status: 'found', company: { companyName: name, kind } })
  })

  it.each([
    ['an unknown PAN', () => demo.findByPan('AAACZ9999Z')],
    ['a malformed PAN', () => demo.findByPan('hello')],
    ['an unknown CIN', () => demo.findByCin('U72900KA2015PTC082988')],
  ])('%s answers PAN data not found', async (_, find) => {
    expect(await find()).toEqual({ status: 'not-found', message: 'PAN data not found' })
  })

  it('a CIN with another company’s PAN is a mismatch', async () => {
    expect(await lookupCompany(demo, { pan: 'AAKCK4821M', cin: 'U62099MH2021PTC358912' })).toMatchObject({ status: 'mismatch' })
    expect(await lookupCompany(demo, { pan: 'AAGCN7305Q', cin: 'U62099MH2021PTC358912' })).toMatchObject({ status: 'found' })
    expect(await lookupCompany(demo, { pan: 'AAGCN7305Q' })).toMatchObject({ status: 'found' })
  })
})

// A local stand-in for Cashfree's CIN verification, speaking its documented shapes.
interface Seen {
  headers: IncomingMessage['headers']
  body: unknown
  url: string | undefined
}
const seen: Seen[] = []
let server: Server
let baseUrl: string

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => resolve(text))
  })
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || 'null') as { verification_id?: string; cin?: string }
    seen.push({ headers: req.headers, body, url: req.url })
    const json = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer))
    }
    if (req.method !== 'POST' || req.url !== '/verification/cin') return json(404, { message: 'not found' })
    if (req.headers['x-client-id'] !== 'cf-id' || req.headers['x-client-secret'] !== 'cf-secret')
      return json(401, { type: 'authentication_error', code: 'authentication_failed', message: 'authentication Failed' })
    switch (body?.cin) {
      case 'U72900KA2015PTC082988':
        return json(200, {
          verification_id: body.verification_id,
          reference_id: 12345,
          status: 'VALID',
          cin: 'U72900KA2015PTC082988',
          company_name: 'ORBIT WAVE SOFTWARE PRIVATE LIMITED',
          registration_number: 82988,
          incorporation_date: '23/09/2015',
          cin_status: 'Active',
          email: 'accounts@example.in',
          incorporation_country: 'INDIA',
          director_details: [
            { din: '07168822', name: 'KIRAN  BHAT', dob: '1987-07-21', designation: 'DIRECTOR', address: 'KORAMANGALA, BANGALORE' },
            { din: 7168826, name: 'PRIYA NAIR', dob: '1990-02-07', designation: null, address: 'NOIDA' },
            { din: null, name: '', designation: 'DIRECTOR' },
          ],
        })
      case 'U72900KA2015PTC082981':
        return json(200, {
          verification_id: body.verification_id,
          reference_id: 12346,
          status: 'INVALID',
          cin: 'U72900KA2015PTC082981',
          company_name: null,
          registration_number: null,
          incorporation_date: null,
          cin_status: null,
          director_details: null,
        })
      case 'U72900KA2015PTC000500':
        return json(500, { type: 'api_error', code: 'internal_error', message: 'internal error' })
      default:
        return json(200, { unexpected: true })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/verification`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the Cashfree CIN adapter against a local fake', () => {
  const cashfree = () =>
    createCashfreeCompanyLookup({ clientId: 'cf-id', clientSecret: 'cf-secret', baseUrl, newVerificationId: () => 'vo0123456789' })

  it('VALID: the company and its directors, with the documented request', async () => {
    seen.length = 0
    expect(await cashfree().findByCin('u72900ka2015ptc082988')).toEqual({
      status: 'found',
      company: {
        companyName: 'ORBIT WAVE SOFTWARE PRIVATE LIMITED',
        kind: 'private-limited',
        pan: null,
        cin: 'U72900KA2015PTC082988',
        incorporationDate: '2015-09-23',
        status: 'ACTIVE',
        directors: [
          { din: '07168822', name: 'KIRAN BHAT', designation: 'DIRECTOR' },
          { din: '07168826', name: 'PRIYA NAIR', designation: 'Director' },
        ],
        source: 'cashfree',
      },
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.body).toEqual({ verification_id: 'vo0123456789', cin: 'U72900KA2015PTC082988' })
    expect(seen[0]!.headers['content-type']).toBe('application/json')
  })

  it('INVALID answers PAN data not found', async () => {
    expect(await cashfree().findByCin('U72900KA2015PTC082981')).toEqual({ status: 'not-found', message: PAN_DATA_NOT_FOUND })
  })

  it('a PAN alone or an LLPIN answers PAN data not found without a call', async () => {
    seen.length = 0
    expect(await cashfree().findByPan('AAKCK4821M')).toMatchObject({ status: 'not-found' })
    expect(await cashfree().findByCin('AAK-4521')).toMatchObject({ status: 'not-found' })
    expect(seen).toHaveLength(0)
  })

  it.each([
    ['a vendor error', 'U72900KA2015PTC000500', 'cf-secret'],
    ['an answer of another shape', 'U72900KA2015PTC000777', 'cf-secret'],
    ['wrong credentials', 'U72900KA2015PTC082988', 'wrong'],
  ])('%s is unavailable, not a missing company', async (_, cin, secret) => {
    const adapter = createCashfreeCompanyLookup({ clientId: 'cf-id', clientSecret: secret, baseUrl })
    expect(await adapter.findByCin(cin)).toMatchObject({ status: 'unavailable' })
  })

  it('no answer is unavailable', async () => {
    const adapter = createCashfreeCompanyLookup({
      clientId: 'cf-id',
      clientSecret: 'cf-secret',
      baseUrl: 'http://127.0.0.1:9/verification',
      timeoutMs: 2_000,
    })
    expect(await adapter.findByCin('U72900KA2015PTC082988')).toMatchObject({ status: 'unavailable' })
  })

  it('each request has its own verification id', async () => {
    seen.length = 0
    const adapter = createCashfreeCompanyLookup({ clientId: 'cf-id', clientSecret: 'cf-secret', baseUrl })
    await adapter.findByCin('U72900KA2015PTC082988')
    await adapter.findByCin('U72900KA2015PTC082988')
    const ids = seen.map((s) => (s.body as { verification_id: string }).verification_id)
    expect(ids[0]).toMatch(/^[A-Za-z0-9]{10,50}$/)
    expect(ids[0]).not.toBe(ids[1])
  })

  it.each([
    ['2015-09-23', '2015-09-23'],
    ['23/09/2015', '2015-09-23'],
    ['23-09-2015', '2015-09-23'],
    ['31/02/2015', null],
    ['', null],
    [null, null],
  ])('incorporation date %j → %j', (value, date) => {
    expect(cashfreeDate(value)).toBe(date)
  })
})

describe('choosing the lookup from the environment', () => {
  it('the demo registry by default', () => {
    expect(selectCompanyLookup({}).name).toBe('demo')
    expect(selectCompanyLookup({ KYC_PROVIDER: '' }).name).toBe('demo')
  })

  it('Cashfree with its credentials, talking to CASHFREE_BASE_URL', async () => {
    const adapter = selectCompanyLookup({
      KYC_PROVIDER: 'cashfree',
      CASHFREE_CLIENT_ID: 'cf-id',
      CASHFREE_CLIENT_SECRET: 'cf-secret',
      CASHFREE_BASE_URL: baseUrl,
    })
    expect(adapter.name).toBe('cashfree')
    expect(await adapter.findByCin('U72900KA2015PTC082988')).toMatchObject({ status: 'found' })
  })

  it('production Cashfree by default', () => {
    expect(CASHFREE_PRODUCTION_URL).toBe('https://api.cashfree.com/verification')
  })

  it.each([
    [{ KYC_PROVIDER: 'cashfree' }, /CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET/],
    [{ KYC_PROVIDER: 'surepass' }, /KYC_PROVIDER/],
    [
      {
        KYC_PROVIDER: 'cashfree',
        CASHFREE_CLIENT_ID: 'a',
        CASHFREE_CLIENT_SECRET: 'b',
        CASHFREE_BASE_URL: 'http://cashfree.example/verification',
      },
      /https/,
    ],
  ])('a misconfiguration throws: %j', (environment, message) => {
    expect(() => selectCompanyLookup(environment)).toThrow(message)
  })
})
