import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http'
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/leads/route'
import { dispatchOutbox } from '@/server/messaging/dispatch-outbox'
import { testPayload } from '../helpers/payload'

// With SMTP_URL set, queued outbox emails go to the mail server once each and are marked sent.

/** Just enough SMTP to receive mail: EHLO, MAIL, RCPT, DATA, QUIT. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | null = null
    let buffer = ''
    socket.write('220 test.local ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== null) {
          if (line === '.') {
            received.push(data)
            data = null
            socket.write('250 queued\r\n')
          } else data += `${line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.local\r\n250 OK\r\n')
        else if (verb === 'DATA') {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
}

let payload: Payload
let server: Server
const received: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  server = fakeSmtpServer(received)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const key of ['SMTP_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_BASE']) delete process.env[key]
  await new Promise((resolve) => server.close(resolve))
  await payload.destroy()
})

describe('the outbox dispatcher', () => {
  it('sends each queued email once and marks it sent; text messages wait for an SMS vendor', async () => {
    const email = `dispatch.${Date.now()}@example.in`
    const response = await POST(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.250.250' },
        body: JSON.stringify({
          form: 'lead-form',
          full_name: 'Kiran Rao',
          email,
          phone: '9845012345',
          workspace_type: 'day-pass',
          city: 'hyderabad',
        }),
      }),
    )
    expect(response.status).toBe(201)
    // Nothing is sent while SMTP_URL is unset.
    expect(await dispatchOutbox({ payload })).toEqual({ sent: 0, failed: 0 })

    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}?ignoreTLS=true`
    const queued = (
      await payload.count({
        collection: 'outbox-messages',
        where: { and: [{ status: { equals: 'queued' } }, { channel: { equals: 'email' } }] },
      })
    ).totalDocs
    let sent = 0
    for (let run = 0; run < 20 && sent < queued; run++) sent += (await dispatchOutbox({ payload })).sent
    expect(sent).toBe(queued)
    expect(received.some((m) => m.includes(`To: ${email}`) && m.includes('Hello Kiran,'))).toBe(true)

    const mine = await payload.find({ collection: 'outbox-messages', where: { to: { equals: email } }, depth: 0 })
    expect(mine.docs.map((m) => m.status)).toEqual(['sent'])
    // A second run sends nothing again.
    const count = received.length
    expect(await dispatchOutbox({ payload })).toEqual({ sent: 0, failed: 0 })
    expect(received.length).toBe(count)
  })
})

describe('text messages through Twilio', () => {
  it('sends queued SMS to the Messages API with the account’s credentials and marks them sent', async () => {
    const requests: { url: string; headers: IncomingHttpHeaders; body: URLSearchParams }[] = []
    const twilio = createHttpServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        requests.push({ url: req.url ?? '', headers: req.headers, body: new URLSearchParams(body) })
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM123', status: 'queued' }))
      })
    })
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve))
    try {
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      // A visitor who gave only a phone number gets the acknowledgement by SMS: the callback form has no email field.
      const form = await payload.create({
        collection: 'forms',
        data: {
          title: 'Callback SMS',
          handle: `callback-sms-${Date.now()}`,
          submitLabel: 'Call me',
          fields: [
            { name: 'full_name', customName: 'Name', type: 'text', required: true },
            { name: 'phone', customName: 'Phone', type: 'phone', required: true },
          ],
        },
      })
      const response = await POST(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.250.251' },
          body: JSON.stringify({ form: form.handle, full_name: 'Kiran Rao', phone }),
        }),
      )
      expect(response.status).toBe(201)
      Object.assign(process.env, {
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'twilio-token-123',
        TWILIO_FROM: 'MG0123456789',
        TWILIO_API_BASE: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
      })
      for (let run = 0; run < 20; run++) if ((await dispatchOutbox({ payload })).sent === 0) break
      const mine = requests.find((r) => r.body.get('To') === `+91${phone}`)
      expect(mine).toBeTruthy()
      expect(mine!.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json')
      expect(mine!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:twilio-token-123').toString('base64')}`)
      expect(mine!.body.get('MessagingServiceSid')).toBe('MG0123456789')
      expect(mine!.body.get('Body')).toContain('thank you for your enquiry')
      const rows = await payload.find({ collection: 'outbox-messages', where: { to: { equals: phone } }, depth: 0 })
      expect(rows.docs.map((m) => [m.channel, m.status])).toEqual([['sms', 'sent']])
      await payload.delete({ collection: 'forms', id: form.id })
    } finally {
      await new Promise((resolve) => twilio.close(resolve))
    }
  })
})
