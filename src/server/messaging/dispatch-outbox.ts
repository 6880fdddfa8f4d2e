import type { Payload } from 'payload'
import { z } from 'zod'
import { createSmtpSender, type EmailSender } from '@/integrations/messaging/smtp'
import type { MessageAttachment } from '@/integrations/messaging/types'
import { createTwilioSender, type SmsSender } from '@/integrations/messaging/twilio'
import { getPayloadClient } from '../payload'

// Sends the outbox's queued messages through the configured vendors, and marks each one sent: emails through SMTP
// (SMTP_URL), text messages through Twilio (TWILIO_*). It runs as the 'outbox-dispatch' job (src/server/jobs), which
// every outbox row queues in its own transaction and a cron queues every minute. Rows are taken with FOR UPDATE SKIP
// LOCKED inside a transaction, so two workers never send the same message; a row whose send fails stays queued, and
// the job is retried with backoff. A channel without a vendor stays in the outbox, which is then the delivery (read
// in the admin).

const config = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional()
    .catch(undefined),
  SMTP_FROM: z
    .string()
    .min(3)
    .default('Sthana Workspaces <no-reply@sthanaworkspaces.in>')
    .catch('Sthana Workspaces <no-reply@sthanaworkspaces.in>'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-zA-Z]{8,}$/)
    .optional()
    .catch(undefined),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional().catch(undefined),
  TWILIO_FROM: z.string().min(3).optional().catch(undefined),
  TWILIO_API_BASE: z.url().optional().catch(undefined),
})

type OutboxConfig = z.infer<typeof config>

function smsSender(c: OutboxConfig): SmsSender | null {
  return c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM
    ? createTwilioSender({
        accountSid: c.TWILIO_ACCOUNT_SID,
        authToken: c.TWILIO_AUTH_TOKEN,
        from: c.TWILIO_FROM,
        apiBase: c.TWILIO_API_BASE,
      })
    : null
}

/** Rows one dispatch takes at a time. */
export const OUTBOX_BATCH = 20

let sender: { url: string; sender: EmailSender } | undefined

function emailSender(url: string, from: string): EmailSender {
  if (sender?.url !== url) {
    sender?.sender.close()
    sender = { url, sender: createSmtpSender(url, from) }
  }
  return sender.sender
}

export async function dispatchOutbox(options: { payload?: Payload } = {}): Promise<{ sent: number; failed: number }> {
  const c = config.parse(process.env)
  const result = { sent: 0, failed: 0 }
  const smtp = c.SMTP_URL ? emailSender(c.SMTP_URL, c.SMTP_FROM) : null
  const sms = smsSender(c)
  const channels = [...(smtp ? ['email'] : []), ...(sms ? ['sms'] : [])]
  if (channels.length === 0) return result
  const payload = options.payload ?? (await getPayloadClient())
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{
      id: number
      channel: 'email' | 'sms'
      to: string
      subject: string | null
      body: string
      attachments: MessageAttachment[] | null
    }>(
      `SELECT id, channel, "to", subject, body, attachments FROM outbox_messages WHERE status = 'queued' AND channel::text = ANY($2) ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [OUTBOX_BATCH, channels],
    )
    for (const row of rows) {
      try {
        if (row.channel === 'email')
          await smtp!.send({ to: row.to, subject: row.subject ?? '', text: row.body, attachments: row.attachments ?? undefined })
        else await sms!.send({ to: row.to, text: row.body })
        await client.query(`UPDATE outbox_messages SET status = 'sent', updated_at = now() WHERE id = $1`, [row.id])
        result.sent++
      } catch (error) {
        result.failed++
        console.error(`Sending outbox message ${row.id} failed; it stays queued`, error)
      }
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
  return result
}

/**
 * The 'outbox-dispatch' job: dispatches batch after batch while whole batches go out. When a send failed, the job
 * fails, and the queue retries it (with backoff) for the rows left queued.
 */
export async function dispatchQueuedMessages(options: { payload?: Payload } = {}): Promise<{ sent: number }> {
  let sent = 0
  for (;;) {
    const run = await dispatchOutbox(options)
    sent += run.sent
    if (run.failed > 0) throw new Error(`${run.failed} outbox message(s) could not be sent and stay queued (${sent} sent).`)
    if (run.sent < OUTBOX_BATCH) return { sent }
  }
}
