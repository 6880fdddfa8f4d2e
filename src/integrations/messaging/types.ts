import type { PayloadRequest } from 'payload'

export type MessageChannel = 'email' | 'sms'
export type MessageKind = 'lead-acknowledgement' | 'lead-notification' | 'login-code'

export interface OutgoingMessage {
  channel: MessageChannel
  kind: MessageKind
  /** An email address or a 10-digit phone number. */
  to: string
  subject?: string
  body: string
  leadId?: number
}

/**
 * Sends emails and text messages. `req` carries the caller's database transaction: the built-in outbox writes its rows
 * in it, so a message exists exactly when what caused it was saved.
 */
export interface MessagingAdapter {
  readonly name: string
  send(messages: readonly OutgoingMessage[], options: { req: PayloadRequest }): Promise<void>
}
