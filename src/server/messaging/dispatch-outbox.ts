import type { Payload } from 'payload'
import { z } from 'zod'
import { createSmtpSender, type EmailSender } from '@/integrations/messaging/smtp'
import { getPayloadClient } from '../payload'

// Sends the outbox's queued emails through SMTP when SMTP_URL is set, and marks each one sent. Rows are taken with
// FOR UPDATE SKIP LOCKED inside a transaction, so two app instances never send the same message; a row whose send
// fails stays queued for the next run. Without SMTP_URL the outbox itself is the delivery (read in the admin).

const config = z.object({
  SMTP_URL: z.string().regex(/^smtps?:\/\//).optional().catch(undefined),
  SMTP_FROM: z.string().min(3).default('Sthana Workspaces <no-reply@sthanaworkspaces.in>').catch('Sthana Workspaces <no-reply@sthanaworkspaces.in>'),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(1).max(3600).default(5).catch(5),
})

const BATCH = 20

let sender: { url: string; sender: EmailSender } | undefined

function emailSender(url: string, from: string): EmailSender {
  if (sender?.url !== url) {
    sender?.sender.close()
    sender = { url, sender: createSmtpSender(url, from) }
  }
  return sender.sender
}

export async function dispatchOutbox(options: { payload?: Payload } = {}): Promise<{ sent: number; failed: number }> {
  const { SMTP_URL, SMTP_FROM } = config.parse(process.env)
  const result = { sent: 0, failed: 0 }
  if (!SMTP_URL) return result
  const payload = options.payload ?? (await getPayloadClient())
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ id: number; to: string; subject: string | null; body: string }>(
      `SELECT id, "to", subject, body FROM outbox_messages WHERE status = 'queued' AND channel = 'email' ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [BATCH],
    )
    const smtp = emailSender(SMTP_URL, SMTP_FROM)
    for (const row of rows) {
      try {
        await smtp.send({ to: row.to, subject: row.subject ?? '', text: row.body })
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

let timer: NodeJS.Timeout | undefined

/** Runs the dispatcher every OUTBOX_INTERVAL_SECONDS in this process when SMTP_URL is set (src/instrumentation.ts). */
export function startOutboxDispatcher(): void {
  const { SMTP_URL, OUTBOX_INTERVAL_SECONDS } = config.parse(process.env)
  if (timer || !SMTP_URL) return
  let running = false
  timer = setInterval(() => {
    if (running) return
    running = true
    dispatchOutbox()
      .catch((error) => console.error('Outbox dispatch failed', error))
      .finally(() => {
        running = false
      })
  }, OUTBOX_INTERVAL_SECONDS * 1000)
  timer.unref()
}
