import nodemailer from 'nodemailer'
import type { MessageAttachment } from './types'

// Email through any SMTP server (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). The outbox stays the record
// of what was sent; this only carries a queued row to the mail server (src/server/messaging/dispatch-outbox.ts).

export interface EmailSender {
  send(message: { to: string; subject: string; text: string; attachments?: MessageAttachment[] }): Promise<void>
  close(): void
}

export function createSmtpSender(url: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(url)
  return {
    async send({ to, subject, text, attachments }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(attachments?.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.contentBase64,
                encoding: 'base64',
              })),
            }
          : {}),
      })
    },
    close: () => transport.close(),
  }
}
