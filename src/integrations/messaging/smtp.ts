import nodemailer from 'nodemailer'

// Email through any SMTP server (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). The outbox stays the record
// of what was sent; this only carries a queued row to the mail server (src/server/messaging/dispatch-outbox.ts).

export interface EmailSender {
  send(message: { to: string; subject: string; text: string }): Promise<void>
  close(): void
}

export function createSmtpSender(url: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(url)
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text })
    },
    close: () => transport.close(),
  }
}
