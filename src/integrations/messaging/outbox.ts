import type { MessagingAdapter } from './types'

/** The built-in adapter: every message becomes a row of the outbox (collection outbox-messages, listed in the admin). */
export function createOutboxMessaging(): MessagingAdapter {
  return {
    name: 'outbox',
    async send(messages, { req }) {
      for (const m of messages) {
        await req.payload.create({
          collection: 'outbox-messages',
          req,
          depth: 0,
          data: {
            channel: m.channel,
            kind: m.kind,
            to: m.to,
            subject: m.subject,
            body: m.body,
            lead: m.leadId,
            order: m.orderId,
            attachments: m.attachments,
            status: 'queued',
          },
        })
      }
    },
  }
}
