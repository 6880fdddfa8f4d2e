import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/leads/route'
import { EMAIL_MESSAGE, INVALID_INPUT_MESSAGE, OPTION_MESSAGE, PHONE_MESSAGE } from '@/domain/forms/rules'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from '@/integrations/crm/webhook'
import { createRedisRateLimiter } from '@/integrations/rate-limit'
import { deliverDueCrmLeads } from '@/server/leads/deliver-crm-leads'
import { RATE_LIMIT_MESSAGE } from '@/server/leads/check-lead-rate-limit'
import { submitLead } from '@/server/leads/submit-lead'
import { UNSTORABLE_TEXT_MESSAGE } from '@/server/api/storable-text'
import { LEAD } from '../helpers/api-rows'
import { makeJobsDue } from '../helpers/jobs'
import { testPayload } from '../helpers/payload'

// POST /api/leads against the seeded database: a good lead is stored once with its messages; bad input of each kind
// answers 4xx with the spec's message and stores nothing; the rate limit answers 429; the CRM delivery, a job of the
// queue, survives a webhook that is down and delivers exactly once when it is back.

let payload: Payload
let ipCounter = 0
const run = [Math.floor(Math.random() * 250), Math.floor(Math.random() * 250)].join('.')
/** Each test posts from its own address (new on every run), so the rate limit of one never touches another. */
const freshIp = () => `10.${run}.${++ipCounter}`

/** The contract tests' good lead, with a building, a campaign and consent. */
const GOOD = { ...LEAD, lead_building: 'BLR-IND-01', utm_source: 'google', utm_campaign: 'winter-offices', marketing_consent: true }

function post(body: unknown, options: { ip?: string; contentType?: string; raw?: string } = {}): Promise<Response> {
  return POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': options.contentType ?? 'application/json', 'x-forwarded-for': options.ip ?? freshIp() },
      body: options.raw ?? JSON.stringify(body),
    }),
  )
}

const countLeads = async () => (await payload.count({ collection: 'leads' })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})
afterEach(() => {
  for (const key of ['CRM_WEBHOOK_URL', 'CRM_WEBHOOK_SECRET', 'LEADS_RATE_LIMIT', 'LEADS_NOTIFY_EMAIL']) delete process.env[key]
})

describe('POST /api/leads: a good lead', () => {
  it('is stored once with its context, and sends the acknowledgement and the operators’ notification', async () => {
    process.env.LEADS_NOTIFY_EMAIL = 'sales@sthanaworkspaces.in'
    const before = await countLeads()
    const response = await post(GOOD)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { reference: string; message: string }
    expect(body.message).toBe('Information saved, Thank you!')
    expect(await countLeads()).toBe(before + 1)

    const { docs } = await payload.find({ collection: 'leads', where: { reference: { equals: body.reference } }, depth: 1 })
    expect(docs).toHaveLength(1)
    const lead = docs[0]!
    expect(lead).toMatchObject({
      fullName: 'Priya Sharma',
      email: 'priya.sharma@acme.in',
      phone: '9876543210',
      company: 'Acme Analytics',
      product: 'private-office-space',
      desks: '11-50',
      message: 'We need a 20-seat office from January.',
      marketingConsent: true,
      status: 'new',
      source: {
        pagePath: '/bangalore/meridian-tower-indiranagar',
        pageType: 'Location',
        utmSource: 'google',
        utmCampaign: 'winter-offices',
      },
    })
    expect(typeof lead.building === 'object' && lead.building?.buildingCode).toBe('BLR-IND-01')
    expect(typeof lead.city === 'object' && lead.city?.handle).toBe('bangalore')

    const outbox = await payload.find({ collection: 'outbox-messages', where: { lead: { equals: lead.id } }, sort: 'kind', depth: 0 })
    expect(outbox.docs.map((m) => [m.kind, m.channel, m.to])).toEqual([
      ['lead-acknowledgement', 'email', 'priya.sharma@acme.in'],
      ['lead-notification', 'email', 'sales@sthanaworkspaces.in'],
    ])
    expect(body.reference).toMatch(/^SW-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(outbox.docs[0]!.body).toContain(body.reference)
    // No CRM webhook configured: nothing is queued for it.
    expect((await payload.count({ collection: 'crm-deliveries', where: { lead: { equals: lead.id } } })).totalDocs).toBe(0)
  })

  it('takes an ordinary form post too', async () => {
    const form = new URLSearchParams({ ...GOOD, marketing_consent: 'on', desks_required: '1-10' } as Record<string, string>)
    const response = await post(undefined, { contentType: 'application/x-www-form-urlencoded', raw: form.toString() })
    expect(response.status).toBe(201)
  })

  it('leaves out a dependent field whose condition does not hold', async () => {
    const response = await post({ ...GOOD, workspace_type: 'day-pass', desks_required: '11-50' })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const { docs } = await payload.find({ collection: 'leads', where: { reference: { equals: reference } }, depth: 0 })
    expect(docs[0]!.desks).toBeFalsy()
    expect(docs[0]!.product).toBe('day-pass')
  })

  it('answers a bot (the hidden field filled in) as if all went well, and keeps nothing', async () => {
    const before = await countLeads()
    const response = await post({ ...GOOD, website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(await countLeads()).toBe(before)
  })
})

describe('POST /api/leads: bad input answers 4xx with the message and stores nothing', () => {
  const withoutDesks: Partial<typeof GOOD> = { ...GOOD }
  delete withoutDesks.desks_required
  it.each<[string, unknown, number, Record<string, string> | null, string?]>([
    ['an invalid email', { ...GOOD, email: 'priya@acme' }, 400, { email: EMAIL_MESSAGE }],
    ['a phone of 9 digits', { ...GOOD, phone: '987654321' }, 400, { phone: PHONE_MESSAGE }],
    ['a phone India cannot dial', { ...GOOD, phone: '0123456789' }, 400, { phone: PHONE_MESSAGE }],
    [
      'a name with digits',
      { ...GOOD, full_name: 'Priya 2' },
      400,
      { full_name: 'Use letters, dots and apostrophes, with single spaces between words' },
    ],
    [
      'a name with two spaces',
      { ...GOOD, full_name: 'Priya  Sharma' },
      400,
      { full_name: 'Use letters, dots and apostrophes, with single spaces between words' },
    ],
    ['a missing required field', { ...GOOD, full_name: '   ' }, 400, { full_name: 'Full name is required' }],
    ['a required dependent field left out', withoutDesks, 400, { desks_required: 'Desks required is required' }],
    ['a choice that is not an option', { ...GOOD, city: 'atlantis' }, 400, { city: OPTION_MESSAGE }],
    ['an answer that is not text', { ...GOOD, message: { text: 'hi' } }, 400, { message: 'Send this as text.' }],
    ['no form named', { ...GOOD, form: undefined }, 400, { form: 'Say which form this is.' }],
    [
      'a form that does not exist',
      { ...GOOD, form: 'no-such-form' },
      404,
      null,
      'This form is no longer available. Please reload the page and try again.',
    ],
    ['a body that is not an object', ['priya'], 400, null],
  ])('%s', async (_name, body, status, fields, message) => {
    const before = await countLeads()
    const response = await post(body)
    expect(response.status).toBe(status)
    const answer = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }
    if (fields) expect(answer.error.fields).toMatchObject(fields)
    if (message) expect(answer.error.message).toBe(message)
    expect(answer.error.message.length).toBeGreaterThan(5)
    expect(await countLeads()).toBe(before)
  })

  it('answers 400 for a body that is not JSON, 415 for another media type and 413 for a huge one', async () => {
    const before = await countLeads()
    expect((await post(undefined, { raw: '{"form": "lead-form",' })).status).toBe(400)
    expect((await post(undefined, { raw: 'form=lead-form', contentType: 'text/plain' })).status).toBe(415)
    expect((await post({ ...GOOD, message: 'x'.repeat(40_000) })).status).toBe(413)
    expect(await countLeads()).toBe(before)
  })

  it('refuses text the database cannot store, posted as JSON or as a form (the no-JavaScript path uses the same service)', async () => {
    const before = await countLeads()
    const json = await post({ ...GOOD, message: 'Hello\u0000there' })
    expect(json.status).toBe(400)
    expect(((await json.json()) as { error: { message: string } }).error.message).toBe(UNSTORABLE_TEXT_MESSAGE)
    const form = await post(null, {
      contentType: 'application/x-www-form-urlencoded',
      raw: new URLSearchParams({ ...GOOD, marketing_consent: 'on', full_name: 'Asha\uD800' }).toString(),
    })
    expect(form.status).toBe(400)
    await expect(submitLead({ ...GOOD, marketing_consent: 'on', company_name: 'Acme\u0000' }, { ip: freshIp() })).rejects.toMatchObject({
      code: 'bad_request',
      message: UNSTORABLE_TEXT_MESSAGE,
    })
    expect(await countLeads()).toBe(before)
  })

  it('checks the email-or-phone heuristic of an operator-made form the same way', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Callback',
        handle: 'callback-test',
        submitLabel: 'Call me',
        fields: [
          { name: 'full_name', customName: 'Name', type: 'text', required: true },
          { name: 'contact', customName: 'Email or phone', type: 'email-or-phone', required: true, allowedKinds: ['phone'] },
        ],
      },
    })
    try {
      const base = { form: 'callback-test', full_name: 'Ravi Kumar' }
      const answer = async (contact: string) =>
        ((await (await post({ ...base, contact })).json()) as { error?: { fields?: Record<string, string> } }).error?.fields?.contact
      expect(await answer('ravi@acme.in')).toBe(INVALID_INPUT_MESSAGE)
      expect(await answer('')).toBe(INVALID_INPUT_MESSAGE)
      expect(await answer('98765432')).toBe(PHONE_MESSAGE)
      const ok = await post({ ...base, contact: '9876543210' })
      expect(ok.status).toBe(201)
      const { reference } = (await ok.json()) as { reference: string }
      const stored = await payload.find({ collection: 'leads', where: { reference: { equals: reference } }, depth: 0 })
      expect(stored.docs[0]!.phone).toBe('9876543210')
      // With only a phone number, the acknowledgement goes by SMS.
      const sms = await payload.find({ collection: 'outbox-messages', where: { lead: { equals: stored.docs[0]!.id } }, depth: 0 })
      expect(sms.docs.map((m) => [m.channel, m.to])).toContainEqual(['sms', '9876543210'])
    } finally {
      await payload.delete({ collection: 'forms', id: form.id })
    }
  })
})

describe('the rate limit', () => {
  it('answers 429 with a clear message and Retry-After once one address has sent too many', async () => {
    process.env.LEADS_RATE_LIMIT = '3'
    const ip = freshIp()
    const before = await countLeads()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await post(GOOD, { ip })).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const limited = await post(GOOD, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(RATE_LIMIT_MESSAGE)
    expect(await countLeads()).toBe(before + 3)
    // Another address is not affected.
    expect((await post(GOOD)).status).toBe(201)
  })

  it('counts in Redis when REDIS_URL is set', async () => {
    const limiter = createRedisRateLimiter('redis://127.0.0.1:6379', { prefix: `test:${Date.now()}:` })
    try {
      const rule = { limit: 2, windowSeconds: 60 }
      const results = [await limiter.hit('k', rule), await limiter.hit('k', rule), await limiter.hit('k', rule)]
      expect(results.map((r) => r.allowed)).toEqual([true, true, false])
      expect(results[2]!.retryAfterSeconds).toBeGreaterThan(0)
      expect((await limiter.hit('other', rule)).allowed).toBe(true)
    } finally {
      limiter.close()
    }
  })
})

describe('the CRM webhook queue', () => {
  let server: Server
  let answerWith = 503
  let delayMs = 0
  const received: { headers: IncomingMessage['headers']; body: string }[] = []
  const secret = 'crm-test-secret-0123456789'

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ headers: req.headers, body })
        setTimeout(() => res.writeHead(answerWith).end(), delayMs)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const webhookOn = () => {
    process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
    process.env.CRM_WEBHOOK_SECRET = secret
  }

  async function deliveryOf(reference: string) {
    const lead = (await payload.find({ collection: 'leads', where: { reference: { equals: reference } }, depth: 0 })).docs[0]!
    return (await payload.find({ collection: 'crm-deliveries', where: { lead: { equals: lead.id } }, depth: 0 })).docs
  }

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50))
  }

  it('keeps the lead while the webhook is down and delivers it exactly once when it is back', async () => {
    webhookOn()
    received.length = 0
    answerWith = 503
    const response = await post(GOOD)
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    // The first try happens right after saving, and fails.
    await until(async () => Number((await deliveryOf(reference))[0]?.attempts) === 1)
    let [delivery] = await deliveryOf(reference)
    expect(delivery).toMatchObject({ status: 'pending', lastStatus: 503 })
    expect(delivery!.lastError).toContain('503')
    const nextAttempt = new Date(delivery!.nextAttemptAt).getTime()
    expect(nextAttempt).toBeGreaterThan(Date.now() + 20_000)

    // Not due yet: nothing is sent.
    expect(await deliverDueCrmLeads({ payload })).toEqual({ delivered: 0, failed: 0 })
    // Due, and the webhook is back.
    answerWith = 200
    await makeJobsDue(payload, 'crm-delivery')
    expect(await deliverDueCrmLeads({ payload })).toEqual({ delivered: 1, failed: 0 })
    ;[delivery] = await deliveryOf(reference)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 })
    // Delivered rows are never sent again.
    await makeJobsDue(payload, 'crm-delivery')
    expect(await deliverDueCrmLeads({ payload })).toEqual({ delivered: 0, failed: 0 })

    expect(received).toHaveLength(2)
    const keys = new Set(received.map((r) => r.headers[IDEMPOTENCY_HEADER.toLowerCase()]))
    expect(keys).toEqual(new Set([`lead-${reference}`]))
    const last = received[1]!
    const signature = String(last.headers[SIGNATURE_HEADER.toLowerCase()])
    const timestamp = Number(last.headers[TIMESTAMP_HEADER.toLowerCase()])
    expect(verifyWebhookSignature(last.body, secret, timestamp, signature, timestamp * 1000)).toBe(true)
    expect(JSON.parse(last.body)).toMatchObject({
      reference,
      name: 'Priya Sharma',
      email: 'priya.sharma@acme.in',
      building: { code: 'BLR-IND-01' },
      city: { handle: 'bangalore' },
    })
  })

  it('sends a lead once even when two workers run at the same time', async () => {
    webhookOn()
    answerWith = 503
    const { reference } = (await (await post(GOOD)).json()) as { reference: string }
    await until(async () => Number((await deliveryOf(reference))[0]?.attempts) === 1)
    received.length = 0
    answerWith = 200
    delayMs = 300
    await makeJobsDue(payload, 'crm-delivery')
    const runs = await Promise.all([deliverDueCrmLeads({ payload }), deliverDueCrmLeads({ payload })])
    delayMs = 0
    expect(runs.reduce((sum, r) => sum + r.delivered, 0)).toBe(1)
    expect(received.filter((r) => r.headers[IDEMPOTENCY_HEADER.toLowerCase()] === `lead-${reference}`)).toHaveLength(1)
  })
})
