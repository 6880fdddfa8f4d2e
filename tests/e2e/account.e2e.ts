import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gstinCheckCharacter } from '@/domain/gst/gstin'
import { BASE_URL, launch } from './browser'
import { loginCodesSentTo, newLoginCode } from './login-codes'

// Spec sections 2, 4 and 8: log in with a code read from the outbox, see the first name, use 'My account', log out;
// ?login=true; an expired session shows 'Session Expired :(' and OK brings the login back.

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function logIn(page: Page, identity: string, outboxTo = identity) {
  const dialog = page.getByRole('dialog', { name: /Log in|Finish signing up/ })
  await dialog.waitFor()
  // Other tests may have logged the same customer in before: only a code sent now will do.
  const before = await loginCodesSentTo(outboxTo)
  await dialog.getByLabel('Email or mobile number *').fill(identity)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await dialog.getByLabel('Code *').waitFor()
  await dialog.getByLabel('Code *').fill(await newLoginCode(outboxTo, before))
  await dialog.getByRole('button', { name: 'Log in' }).click()
}

async function newPage(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return { context, page }
}

describe('customer login and My account', () => {
  it('logs in with a code, shows the first name, edits the profile, manages the team, reveals wifi, makes a referral link and logs out', async () => {
    const { context, page } = await newPage('/workspaces')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Log in' }).click()
    await logIn(page, 'priya.sharma@example.in')
    await page.getByText('Successfully logged in').waitFor()
    const menuButton = header.getByRole('button', { name: /Priya/ })
    await menuButton.waitFor()
    // The 'Log in' link that opened the dialog is gone: focus lands on what replaced it, not on the page's body.
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-account-menu-button'), null, { timeout: 5_000 })
    await menuButton.click()
    await header.getByRole('link', { name: 'My account' }).click()
    await page.waitForURL('**/account/')

    // Profile: an invalid GSTIN shows 'Invalid GSTIN' and clears the GSTIN and its address; a valid one typed in lower
    // case is saved upper-cased.
    const profile = page.locator('[data-account-section="profile"]')
    const check = gstinCheckCharacter('29AAACL1234F1Z')
    const wrong = check === 'A' ? 'B' : 'A'
    await profile.getByLabel('GSTIN', { exact: true }).fill(`29AAACL1234F1Z${wrong}`)
    await profile.getByLabel('GSTIN address').fill('4th Floor, 100 Feet Road, Indiranagar')
    await profile.getByRole('button', { name: 'Save details' }).click()
    await profile.getByText('Invalid GSTIN').waitFor()
    expect(await profile.getByLabel('GSTIN', { exact: true }).inputValue()).toBe('')
    expect(await profile.getByLabel('GSTIN address').inputValue()).toBe('')
    await profile.getByLabel('Designation').fill('Head of Operations')
    await profile.getByLabel('GSTIN', { exact: true }).fill(`29aaacl1234f1z${check.toLowerCase()}`)
    await profile.getByRole('button', { name: 'Save details' }).click()
    await page.getByText('Details Updated Successfully').waitFor()
    await page.reload({ waitUntil: 'networkidle' })
    const reloaded = page.locator('[data-account-section="profile"]')
    expect(await reloaded.getByLabel('Designation').inputValue()).toBe('Head of Operations')
    expect(await reloaded.getByLabel('GSTIN', { exact: true }).inputValue()).toBe(`29AAACL1234F1Z${check}`)

    // Team members: two from the seed; add one, then remove her.
    const team = page.locator('[data-account-section="team"]')
    await team.getByText('Arjun Nair').waitFor()
    await team.getByLabel('Name of team member 1').fill('Tara Menon')
    await team.getByLabel('Email of team member 1').fill('tara.menon@example.in')
    await team.getByRole('button', { name: 'Save team members' }).click()
    await team.getByText('Tara Menon').waitFor()
    await team.getByRole('button', { name: 'Remove Tara Menon' }).click()
    await team.getByText('Tara Menon').waitFor({ state: 'detached' })

    // Loyalty, credits merged per building, KYC.
    expect(await page.locator('[data-loyalty-state]').getAttribute('data-loyalty-state')).toBe('active')
    const credits = page.locator('[data-account-section="credits"]')
    await credits.getByText('12 of 15').waitFor()
    expect(await page.locator('[data-kyc]').getAttribute('data-kyc')).toBe('VERIFIED')

    // Wifi: hidden until revealed.
    const wifi = page.locator('[data-account-section="wifi"]')
    expect(await wifi.locator('[data-wifi-password]').textContent()).toBe('••••••••')
    await wifi.getByRole('button', { name: 'Reveal' }).click()
    expect(await wifi.locator('[data-wifi-password]').textContent()).toBe('Indiranagar#4821')

    // Referral link.
    await page.getByRole('button', { name: 'Create my referral link' }).click()
    await page.getByText('Referral link created successfully').waitFor()
    expect(await page.getByLabel('Your referral link').inputValue()).toMatch(/\/workspaces\/on-demand\/refer\?code=PRIYA-/)

    // Log out: back on the home page, logged out.
    await header.getByRole('button', { name: /Priya/ }).click()
    await header.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await header.getByRole('link', { name: 'Log in' }).waitFor()
    expect(await (await context.request.get('/api/customers/get-info')).status()).toBe(401)
    await context.close()
  })

  it('starts login from ?login=true, then removes the parameter; a new customer finishes sign-up', async () => {
    const email = `new.${Date.now()}@example.in`
    const { context, page } = await newPage('/pune?login=true')
    await page.getByRole('dialog', { name: 'Log in' }).waitFor()
    expect(new URL(page.url()).search).toBe('')
    await logIn(page, email)
    const signup = page.getByRole('dialog', { name: 'Finish signing up' })
    await signup.waitFor()
    await signup.getByLabel('Full name *').fill('Nikhil Joshi')
    await signup.getByLabel('Mobile number *').fill('9822011223')
    await signup.getByRole('button', { name: 'Create my account' }).click()
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Nikhil/ })
      .waitFor()
    await context.close()
  })

  it('refuses a black-listed account with the server’s message', async () => {
    const { context, page } = await newPage('/?login=true')
    await logIn(page, 'vikram.singh@example.in')
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByText('This account has been blocked. Please contact support if you think this is a mistake.')
      .waitFor()
    await context.close()
  })

  it('shows Session Expired :( when the session ends, and OK brings the login back on the same page', async () => {
    const { context, page } = await newPage('/?login=true')
    await logIn(page, 'rohan.mehta@example.in')
    await page.getByRole('banner').getByRole('button', { name: /Rohan/ }).waitFor()
    await page.goto('/account', { waitUntil: 'networkidle' })
    expect(await page.locator('[data-loyalty-state]').getAttribute('data-loyalty-state')).toBe('expiring-soon')
    // The session ends on the server (say, it was revoked elsewhere).
    const sessionCookie = (await context.cookies()).find((c) => c.name.includes('sthana.session'))!
    await context.clearCookies({ name: sessionCookie.name })
    await page.locator('[data-account-section="team"]').getByLabel('Name of team member 1').fill('Late Arrival')
    await page.getByRole('button', { name: 'Save team members' }).click()
    const expired = page.getByRole('dialog', { name: 'Session Expired :(' })
    await expired.waitFor()
    // It cannot be dismissed but with OK.
    await page.keyboard.press('Escape')
    expect(await expired.isVisible()).toBe(true)
    await expired.getByRole('button', { name: 'OK' }).click()
    await page.getByRole('dialog', { name: 'Log in' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/account/')
    await context.close()
  })

  it('shows Session Expired :( alone: no toast and no form message say it again', async () => {
    const { context, page } = await newPage('/?login=true')
    await logIn(page, 'ananya.gupta@example.in')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Ananya/ })
      .waitFor()
    await page.goto('/account', { waitUntil: 'networkidle' })
    const sessionCookie = (await context.cookies()).find((c) => c.name.includes('sthana.session'))!
    await context.clearCookies({ name: sessionCookie.name })
    const profile = page.locator('[data-account-section="profile"]')
    await profile.getByRole('button', { name: 'Save details' }).click()
    await page.getByRole('dialog', { name: 'Session Expired :(' }).waitFor()
    // Give a toast the time it would take to show.
    await page.waitForTimeout(1_500)
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
    expect(await page.getByText('Your session has expired. Please log in again.').count()).toBe(0)
    await context.close()
  })
})
