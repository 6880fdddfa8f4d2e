import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/chat/messages/route'
import { POST as postLead } from '@/app/api/leads/route'
import { formatPaise } from '@/domain/money'
import { CHAT_RATE_LIMIT_MESSAGE } from '@/server/chat/answer-chat-message'
import type { ChatMessageAnswer } from '@/contracts/chat'
import { testPayload } from '../helpers/payload'

// POST /api/chat/messages against the seeded CMS: answers carry the catalogue's real figures and the pages' own text,
// a change in the admin reaches the next answer, each question is kept with personal data masked, and bad input
// answers 400 and keeps nothing.

let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
let ipCounter = 0
const freshIp = () => `10.77.${Math.floor(Math.random() * 250)}.${++ipCounter}`

async function ask(
  message: unknown,
  extra: Record<string, unknown> = {},
  ip = freshIp(),
): Promise<{ status: number; body: ChatMessageAnswer & { error?: { code: string; message: string; fields?: Record<string, string> } } }> {
  const response = await POST(
    new Request('http://localhost/api/chat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof message === 'string' && extra.raw ? message : JSON.stringify({ message, ...extra }),
    }),
  )
  return { status: response.status, body: await response.json() }
}

const countQuestions = async () => (await payload.count({ collection: 'chat-questions', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('the chat assistant API', () => {
  it("answers a day-pass price in a city with the catalogue's lowest price there", async () => {
    const {
      docs: [bangalore],
    } = await payload.find({ collection: 'cities', where: { handle: { equals: 'bangalore' } }, limit: 1 })
    const { docs: buildings } = await payload.find({
      collection: 'buildings',
      where: { and: [{ city: { equals: bangalore!.id } }, { isLive: { equals: true } }, { isDayPassDisabled: { not_equals: true } }] },
      pagination: false,
      depth: 0,
    })
    const { docs: passes } = await payload.find({
      collection: 'products',
      where: { and: [{ type: { equals: 'DAY_PASS' } }, { isActive: { equals: true } }, { building: { in: buildings.map((b) => b.id) } }] },
      pagination: false,
      depth: 0,
    })
    const lowest = Math.min(...passes.map((p) => p.variants[0]!.price))

    const { status, body } = await ask('How much is a day pass in Bangalore?', { page: `/bangalore?run=${run}` })
    expect(status).toBe(200)
    expect(body.reply.topic).toBe('price')
    expect(body.reply.text[0]).toContain(`starts at ${formatPaise(lowest)} a day`)
    expect(body.reply.items.length).toBeGreaterThan(0)
    for (const item of body.reply.items) expect(item.href).toMatch(/^\/bangalore\//)
    expect(body.reply.enquiry).toEqual({ product: 'day-pass', city: 'bangalore' })
    expect(body.context).toEqual({ city: 'bangalore', product: 'day-pass' })

    const { docs: kept } = await payload.find({
      collection: 'chat-questions',
      where: { pagePath: { equals: `/bangalore?run=${run}` } },
      overrideAccess: true,
    })
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ question: 'How much is a day pass in Bangalore?', topic: 'price', answered: true })
  })

  it('follows up on the same product in another city', async () => {
    const { body } = await ask('and in Pune?', { context: { city: 'bangalore', product: 'day-pass' } })
    expect(body.reply.text[0]).toMatch(/^A day pass in Pune starts at ₹[\d,]+\.\d\d a day/)
  })

  it('quotes the terms for a cancellation question, with the page it comes from', async () => {
    const { body } = await ask('Can I cancel my conference room booking?')
    expect(body.reply.topic).toBe('content')
    expect(body.reply.text[0]).toContain('24 hours before the start time')
    expect(body.reply.links.map((l) => l.href)).toContain('/policies/terms-and-conditions/')
  })

  it('lists the virtual-office plans of the catalogue', async () => {
    const { docs: plans } = await payload.find({ collection: 'vo-plans', pagination: false, sort: 'sortOrder', depth: 0 })
    const { body } = await ask('virtual office plans')
    expect(body.reply.topic).toBe('plans')
    expect(body.reply.items.map((i) => i.title)).toEqual(plans.map((p) => p.title))
  })

  it('keeps the question with emails and phone numbers masked, and offers the team', async () => {
    const page = `/support?run=${run}`
    const { body } = await ask('Please call me back on 98450 12345 or write to asha.rao@acme.in', { page })
    expect(body.reply.topic).toBe('human')
    expect(body.reply.enquiry).not.toBeNull()
    const { docs } = await payload.find({ collection: 'chat-questions', where: { pagePath: { equals: page } }, overrideAccess: true })
    expect(docs[0]?.question).toBe('Please call me back on [number] or write to [email]')
  })

  it('marks a question the site cannot answer as unanswered', async () => {
    const page = `/amenities?run=${run}`
    const { body } = await ask('Is there a gym?', { page })
    expect(body.reply.topic).toBe('unknown')
    const { docs } = await payload.find({ collection: 'chat-questions', where: { pagePath: { equals: page } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ topic: 'unknown', answered: false })
  })

  it('knows a building as soon as an operator adds it, and its new price as soon as it changes', async () => {
    const {
      docs: [pune],
    } = await payload.find({ collection: 'cities', where: { handle: { equals: 'pune' } }, limit: 1 })
    const {
      docs: [baner],
    } = await payload.find({ collection: 'micromarkets', where: { city: { equals: pune!.id } }, limit: 1 })
    const building = await payload.create({
      collection: 'buildings',
      data: {
        name: `Zephyrine Works ${run}`,
        slug: `zephyrine-works-${run}`,
        buildingCode: `PUN-ZEP-${run}`.toUpperCase(),
        city: pune!.id,
        micromarket: baner!.id,
        address: { buildingName: 'Zephyrine Works', line1: '7 Test Lane', city: 'Pune', stateCode: 'MH', pinCode: '411045' },
        location: { latitude: 18.56, longitude: 73.78 },
        isLive: true,
      },
      context: { disableRevalidate: true },
    })
    try {
      const product = await payload.create({
        collection: 'products',
        data: {
          title: 'Zephyrine day pass',
          type: 'DAY_PASS',
          building: building.id,
          variants: [{ title: 'Day pass', price: 12300 }],
          isActive: true,
        },
        context: { disableRevalidate: true },
      })
      const first = await ask('day pass at Zephyrine Works')
      expect(first.body.reply.topic).toBe('price')
      expect(first.body.reply.text[0]).toBe(`A day pass at ${building.name} costs ₹123.00 a day.`)

      await payload.update({
        collection: 'products',
        id: product.id,
        data: { variants: [{ title: 'Day pass', price: 45600 }] },
        context: { disableRevalidate: true },
      })
      const second = await ask('day pass at Zephyrine Works')
      expect(second.body.reply.text[0]).toBe(`A day pass at ${building.name} costs ₹456.00 a day.`)
    } finally {
      await payload.delete({ collection: 'products', where: { building: { equals: building.id } }, context: { disableRevalidate: true } })
      await payload.delete({ collection: 'buildings', id: building.id, context: { disableRevalidate: true } })
    }
    const gone = await ask('Where is Zephyrine Works?')
    expect(gone.body.reply.topic).not.toBe('building')
  })

  it.each([
    [{ message: '' }, 'Type a question.'],
    [{ message: '   ' }, 'Type a question.'],
    [{ message: 'x'.repeat(501) }, 'Keep the question under 500 characters.'],
    [{ message: 42 }, 'Type a question.'],
    [{}, 'Type a question.'],
  ])('refuses %j with a message and keeps nothing', async (body, message) => {
    const before = await countQuestions()
    const response = await POST(
      new Request('http://localhost/api/chat/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify(body),
      }),
    )
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(answer.error.code).toBe('bad_request')
    expect(answer.error.fields.message).toBe(message)
    expect(await countQuestions()).toBe(before)
  })

  it('refuses a field it does not know, naming it, and keeps nothing', async () => {
    const before = await countQuestions()
    const response = await POST(
      new Request('http://localhost/api/chat/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ message: 'What does a day pass cost?', email: 'a@example.com' }),
      }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: 'This request does not take this field.',
    })
    expect(await countQuestions()).toBe(before)
  })

  it('refuses a body that is not JSON', async () => {
    const response = await POST(
      new Request('http://localhost/api/chat/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: '{"message": "hi"',
      }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('The request body is not valid JSON.')
  })

  it('ignores a context it does not understand rather than refusing the question', async () => {
    const { status, body } = await ask('hello', { context: { city: 'DROP TABLE', product: 'yacht' }, page: '//evil.example' })
    expect(status).toBe(200)
    expect(body.reply.topic).toBe('greeting')
  })

  it('slows down one address that asks too much, with Retry-After', async () => {
    const ip = freshIp()
    for (let i = 0; i < 30; i++) expect((await ask('hi', {}, ip)).status).toBe(200)
    const response = await POST(
      new Request('http://localhost/api/chat/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ message: 'hi' }),
      }),
    )
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(CHAT_RATE_LIMIT_MESSAGE)
  })
})

describe('an enquiry raised from the chat', () => {
  it('goes through the lead pipeline, marked as coming from the chat assistant', async () => {
    const email = `chat-${run}@acme.in`
    const response = await postLead(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({
          form: 'lead-form',
          full_name: 'Asha Rao',
          email,
          phone: '98450 12345',
          workspace_type: 'virtual-office',
          city: 'pune',
          message: 'Asked in the chat: virtual office plans',
          lead_page: '/pune',
          lead_city: 'pune',
          lead_product: 'virtual-office',
          lead_channel: 'chat',
        }),
      }),
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.source).toMatchObject({ channel: 'chat', pagePath: '/pune' })
    expect(docs[0]!.product).toBe('virtual-office')
  })
})
