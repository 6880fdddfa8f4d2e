import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { sendOrderEmail, whatsappNumber } from '@/server/orders/emails'
import { setSandboxDelivery } from '@/server/payments/gateway'
import { confirmedOrder } from '../helpers/orders'
import { testPayload } from '../helpers/payload'

// The order confirmation on WhatsApp, through the messaging adapter (the outbox by default, where it waits for a
// WhatsApp vendor): only for customers who turned WhatsApp updates on, once per order, beside the email.

let payload: Payload

async function customer(whatsapp: boolean, phone = '98450 67890') {
  return payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name: 'Nandini Rao',
      email: `whatsapp.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`,
      phone,
      userUid: `uid-whatsapp-${Date.now()}-${Math.random()}`,
      profile: { isWhatsappEnabled: whatsapp },
    } as never,
  })
}

async function outbox(orderId: number) {
  const { rows } = await payload.db.pool.query<{ channel: string; to: string; kind: string; body: string; status: string }>(
    'SELECT channel, "to", kind, body, status FROM outbox_messages WHERE order_id = $1 ORDER BY id',
    [orderId],
  )
  return rows
}

beforeAll(async () => {
  payload = await testPayload()
  setSandboxDelivery('in-order')
  setConfirmationHooks(undefined)
})

afterAll(async () => {
  setSandboxDelivery(undefined)
  await payload.destroy()
})

describe('the WhatsApp confirmation', () => {
  it('goes to a customer with WhatsApp updates on, once, beside the email', async () => {
    const person = await customer(true)
    const order = await confirmedOrder(payload, person.id)
    expect(await sendOrderEmail(order.id, 'confirmation')).toBe('queued order-confirmation (and WhatsApp)')
    expect(await sendOrderEmail(order.id, 'confirmation')).toBe('already sent')
    const rows = await outbox(order.id)
    expect(rows.map((r) => [r.channel, r.kind, r.status])).toEqual([
      ['email', 'order-confirmation', 'queued'],
      ['whatsapp', 'order-confirmation', 'queued'],
    ])
    const whatsapp = rows[1]!
    expect(whatsapp.to).toBe('9845067890')
    expect(whatsapp.body).toContain(`order ${order.number}`)
    expect(whatsapp.body).toContain('Test Tower, Koramangala')
    expect(whatsapp.body).toMatch(/Day pass, .*IST/)
    expect(whatsapp.body).toContain(`/order-confirmation?order=${order.number}`)
  })

  it('is not sent to a customer who has not turned WhatsApp updates on', async () => {
    const person = await customer(false)
    const order = await confirmedOrder(payload, person.id)
    expect(await sendOrderEmail(order.id, 'confirmation')).toBe('queued order-confirmation')
    expect((await outbox(order.id)).map((r) => r.channel)).toEqual(['email'])
  })

  it('takes only an Indian mobile number', () => {
    expect(whatsappNumber('+91 98450 67890')).toBe('9845067890')
    expect(whatsappNumber('09845067890')).toBe('9845067890')
    expect(whatsappNumber('1800 123 4567')).toBeNull()
    expect(whatsappNumber('12345')).toBeNull()
    expect(whatsappNumber(null)).toBeNull()
  })
})
