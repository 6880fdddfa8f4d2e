// Text messages through Twilio's Messages API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). The outbox stays
// the record; this only carries a queued SMS row to Twilio (src/server/messaging/dispatch-outbox.ts). TWILIO_FROM is a
// sender number (+1…, or an approved Indian sender ID) or a Messaging Service SID (MG…).

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>
}

export function createTwilioSender(options: {
  accountSid: string
  authToken: string
  from: string
  apiBase?: string
  timeoutMs?: number
}): SmsSender {
  const base = (options.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`
  return {
    async send({ to, text }) {
      // Numbers in the outbox are the 10 digits of an Indian mobile number.
      const e164 = to.startsWith('+') ? to : `+91${to}`
      const form = new URLSearchParams({
        To: e164,
        Body: text,
        ...(options.from.startsWith('MG') ? { MessagingServiceSid: options.from } : { From: options.from }),
      })
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (!response.ok) {
        const detail = (await response.json().catch(() => null)) as { message?: string; code?: number } | null
        throw new Error(`Twilio answered ${response.status}${detail?.message ? `: ${detail.message}` : ''}`)
      }
    },
  }
}
