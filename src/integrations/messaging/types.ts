import type { PayloadRequest } from 'payload'

/** 'whatsapp' stays in the outbox until a WhatsApp vendor is configured (none is yet). */
export type MessageChannel = 'email' | 'sms' | 'whatsapp'
export type MessageKind =
  | 'lead-acknowledgement'
  | 'lead-notification'
  | 'login-code'
  | 'order-confirmation'
  | 'order-refund'
  | 'esign-link'
  | 'esign-code'
  | 'vo-documents'
  | 'order-reschedule'
  | 'order-cancellation'

/** A file sent with an email: its name, MIME type and content in base64. */
export interface MessageAttachment {
  filename: string
  contentType: string
  contentBase64: string
}

export interface OutgoingMessage {
  channel: MessageChannel
  kind: MessageKind
  /** An email address or a 10-digit phone number (SMS, WhatsApp). */
  to: string
  subject?: string
  body: string
  leadId?: number
  orderId?: number
  attachments?: MessageAttachment[]
}

/**
 * Sends emails and text messages. `req` carries the caller's database transaction: the built-in outbox writes its rows
 * in it, so a message exists exactly when what caused it was saved.
 */
export interface MessagingAdapter {
  readonly name: string
  send(messages: readonly OutgoingMessage[], options: { req: PayloadRequest }): Promise<void>
}
