import type { Locator, Page } from 'playwright-core'
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

/**
 * Opens the header's login dialog, asks for a code for `email`, types the new code from the outbox and presses
 * 'Log in'; returns the dialog (a first login goes on to 'Finish signing up').
 */
export async function enterLoginCode(page: Page, email: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.waitFor()
  const before = await loginCodesSentTo(email)
  await dialog.getByLabel('Email or mobile number *').fill(email)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await dialog.getByLabel('Code *').waitFor()
  await dialog.getByLabel('Code *').fill(await newLoginCode(email, before))
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return dialog
}

/** Logs an existing customer in from the header (a demo customer of the seed). */
export async function logIn(page: Page, email: string): Promise<void> {
  const dialog = await enterLoginCode(page, email)
  await dialog.waitFor({ state: 'detached' })
}
