import { createOutboxMessaging } from './outbox'
import type { MessagingAdapter } from './types'

export { createOutboxMessaging } from './outbox'
export type { MessageAttachment, MessageChannel, MessageKind, MessagingAdapter, OutgoingMessage } from './types'

/**
 * The messaging adapter. Today the outbox is the only one: messages are kept in PostgreSQL and shown in the admin
 * (Messaging → Outbox). A vendor (SMTP, an SMS gateway) plugs in here as another MessagingAdapter that sends the rows
 * the outbox holds, so what the site records never depends on the vendor being up.
 */
export function selectMessaging(): MessagingAdapter {
  return createOutboxMessaging()
}
