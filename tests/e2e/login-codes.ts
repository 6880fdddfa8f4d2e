import { BASE_URL } from './browser'

// Login codes from the development outbox page (/dev/outbox, newest first). The message is stored a moment after the
// login dialog moves on to the code step, and earlier tests may have left older codes for the same customer: take
// a code that was not there before asking for one.

/** The login codes sent to `to` (an email address or a mobile number), newest first. */
export async function loginCodesSentTo(to: string): Promise<string[]> {
  const html = await (await fetch(`${BASE_URL}/dev/outbox`)).text()
  return html
    .split('<li')
    .filter((message) => message.includes(`>${to}</strong>`))
    .flatMap((message) => {
      const match = message.match(/(\d{6}) is your (?:Sthana Workspaces )?login code|login code is (\d{6})/)
      return match ? [match[1] ?? match[2]!] : []
    })
}

/** Waits for a code sent to `to` that is not among `before`, the codes listed before asking for a new one. */
export async function newLoginCode(to: string, before: readonly string[]): Promise<string> {
  const old = new Set(before)
  for (let i = 0; i < 40; i++) {
    const code = (await loginCodesSentTo(to)).find((c) => !old.has(c))
    if (code) return code
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`No new login code for ${to} in the outbox`)
}
