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
  delete process.env.SMTP_URL
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
        body: JSON.stringify({ form: 'lead-form', full_name: 'Kiran Rao', email, phone: '9845012345', workspace_type: 'day-pass', city: 'hyderabad' }),
      }),
    )
    expect(response.status).toBe(201)
    // Nothing is sent while SMTP_URL is unset.
    expect(await dispatchOutbox({ payload })).toEqual({ sent: 0, failed: 0 })

    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}?ignoreTLS=true`
    const queued = (await payload.count({ collection: 'outbox-messages', where: { and: [{ status: { equals: 'queued' } }, { channel: { equals: 'email' } }] } })).totalDocs
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
