import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousViolations } from './axe'
import { BASE_URL, isHydrated, launch } from './browser'
import { billAndMarkReady, continueToStep, sheet } from './day-pass-checkout'
import { enterLoginCode } from './login-codes'

// The virtual-office journey (issue 18): a new customer chooses the business-address plan on
// /workspaces/virtual-office/#plans, pays through the cart and the sandbox sheet, then does the incorporated KYC on
// /workspaces/virtual-office/kyc/: the company from the demo registry, each director's KYC (Aadhaar last 4 and a
// photo), and reaches the 'Sign Agreement' step; axe on each step. Then the agreement (issue 19): 'Sign Agreement'
// ('Agreement Email Sent'), the emailed link (read from the outbox) to the in-app signing page (axe), a signature drawn
// with the pointer (accepted; the wrong code is refused), then keyboard alone: the typed signature, consent, the
// emailed code, sign; back on the dashboard 'Verify signature' ('Document Signature Verified') and the completed
// state with the signed agreement and the document pack to download.

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function signUp(page: Page, email: string) {
  await enterLoginCode(page, email)
  const signup = page.getByRole('dialog', { name: 'Finish signing up' })
  await signup.waitFor()
  await signup.getByLabel('Full name *').fill('Ira Deshpande')
  await signup.getByLabel('Mobile number *').fill(`98${String(Date.now()).slice(-8)}`)
  await signup.getByRole('button', { name: 'Create my account' }).click()
  await page.getByRole('banner').getByRole('button', { name: /Ira/ }).waitFor()
}

/** The outbox messages of one kind to `to`, newest first (their HTML, from /dev/outbox). */
async function outboxMessages(to: string, kind: string): Promise<string[]> {
  const html = await (await fetch(`${BASE_URL}/dev/outbox`)).text()
  return html.split('<li').filter((m) => m.includes(`data-outbox-kind="${kind}"`) && m.includes(`>${to}</strong>`))
}

async function waitFor<T>(what: string, get: () => Promise<T | null | undefined>): Promise<T> {
  for (let i = 0; i < 60; i++) {
    const value = await get()
    if (value) return value
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`Not found in the outbox: ${what}`)
}

const signingPath = (message: string) => /\/workspaces\/virtual-office\/sign\/[^\s<"&]+\//.exec(message)?.[0] ?? null
const signingCode = (message: string) => /(\d{6}) is your code to sign/.exec(message)?.[1] ?? null

describe('the virtual-office journey', () => {
  // The whole journey in one test, as a customer goes through it: on a busy two-core machine it took more than the
  // default 90 s once (CI, 2026-11-29), so it has the time the KYC journeys have (virtual-office-kyc.e2e.ts).
  it('buys a business-address plan, completes the incorporated KYC and reaches Sign Agreement', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto('/workspaces/virtual-office/#plans', { waitUntil: 'networkidle', timeout: 120_000 })
    await signUp(page, `vo.${Date.now()}@example.in`)
    const card = page.locator('#plans [data-plan="business-address-vo-package"]')
    await card.waitFor()
    await expect.poll(() => card.getByTestId('vo-term-price').innerText()).toMatch(/₹[\d,]+\.\d{2}\/month/)
    await expectNoSeriousViolations(page, 'plans', { include: '#plans' })
    await card.getByRole('button', { name: /^Choose / }).click()
    await page.waitForURL(/\/cart\//)
    await page
      .getByText(/^Virtual office: /)
      .first()
      .waitFor()

    // Through the cart's steps to billing, review and pay.
    await continueToStep(page, 4)
    await billAndMarkReady(page, 'Ira Deshpande')
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await sheet(page).getByRole('button', { name: 'Succeed' }).click()
    await page.waitForURL(/\/order-confirmation\/?\?order=/, { timeout: 60_000, waitUntil: 'commit' })
    await page.getByText('Payment successful').first().waitFor({ timeout: 30_000 })

    // The KYC: company details from the demo registry.
    await page.goto('/workspaces/virtual-office/kyc/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'KYC Detail' }).waitFor({ timeout: 60_000 })
    await expectNoSeriousViolations(page, 'company KYC step')
    await page.getByLabel('Company PAN').fill('AAKCK4821M')
    await page.getByLabel('CIN or LLPIN').fill('U47211KA2019PTC124587')
    await page.getByLabel('Phone', { exact: true }).fill('9845012345')
    await page.getByRole('button', { name: 'Add company details' }).click()
    await page.getByRole('heading', { name: 'Individual KYC' }).waitFor()
    await page.getByText('Ramesh Gowda').first().waitFor()
    // The company step's toast may still be fading in (as at the sign agreement step below).
    await expectNoSeriousViolations(page, 'director KYC step', { exclude: ['[data-sonner-toaster]'] })

    // Each director: PAN (shown masked afterwards), Aadhaar last 4, a photo.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 200, b: 200 } } })
      .png()
      .toBuffer()
    for (const [name, pan, last4] of [
      ['Ramesh Gowda', 'ABCPG1234K', '9012'],
      ['Lakshmi Ramesh', 'DEFPR5678L', '3456'],
    ] as const) {
      await page.getByLabel(`PAN of ${name}`).fill(pan)
      const item = page.getByRole('listitem').filter({ hasText: name })
      await item.getByLabel('Last 4 digits of the Aadhaar number').fill(last4)
      const upload = page.waitForResponse((r) => r.url().includes('/api/s3/route'))
      await item.getByLabel('Photo of the Aadhaar card').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: photo })
      expect((await upload).status()).toBe(201)
      await item.getByText('Photo uploaded').waitFor()
      await item.getByRole('button', { name: `Save KYC of ${name}` }).click()
      await item.getByText(`XXXX XXXX ${last4}`).waitFor()
      await item.getByText(pan.slice(0, 5) + 'XXXX' + pan[9]).waitFor()
    }
    await page.getByRole('button', { name: 'Verify directors' }).click()
    await page.getByText('Directors KYC verified').first().waitFor()
    await page.getByRole('heading', { name: 'Sign Agreement' }).waitFor()
    await expect.poll(() => page.locator('[aria-current="step"]').innerText()).toContain('Sign Agreement')
    // The toast of the step fades in: its colours mid-animation are no colours a reader sees.
    await expectNoSeriousViolations(page, 'sign agreement step', { exclude: ['[data-sonner-toaster]'] })

    // The dashboard shows the document at its next step.
    await page.goto('/account/virtual-office/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Sign your agreement' }).waitFor()

    // Sign Agreement: the link goes to the signer (the customer, by default) through the outbox.
    const email = await page.evaluate(() => document.querySelector<HTMLInputElement>('input[type="email"]')?.value ?? '')
    expect(email).toMatch(/^vo\.\d+@example\.in$/)
    await page.getByRole('button', { name: 'Sign Agreement' }).click()
    await page.getByText('Agreement Email Sent').first().waitFor()
    const link = await waitFor('the signing link', async () => signingPath((await outboxMessages(email, 'esign-link'))[0] ?? ''))

    // The signing page: axe, then a drawn signature (pointer) that the server accepts before it refuses a wrong code.
    const signing = await context.newPage()
    await signing.goto(link, { waitUntil: 'domcontentloaded' })
    await signing.getByRole('heading', { name: 'Sign your virtual-office agreement' }).waitFor()
    await signing.getByRole('link', { name: /Read the agreement/ }).waitFor()
    await expectNoSeriousViolations(signing, 'signing page')
    const pad = signing.getByTestId('signature-pad')
    await expect.poll(() => isHydrated(pad), { timeout: 15_000 }).toBe(true)
    const box = (await pad.boundingBox())!
    await signing.mouse.move(box.x + 30, box.y + box.height / 2)
    await signing.mouse.down()
    for (let i = 1; i <= 30; i++) await signing.mouse.move(box.x + 30 + i * 15, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 2 })
    await signing.mouse.up()
    await signing.getByLabel(/I agree to sign/i).check()
    await signing.getByRole('button', { name: 'Send code' }).click()
    await signing.getByText(/We sent a 6-digit code to/).waitFor()
    const firstCode = await waitFor('the signing code', async () => signingCode((await outboxMessages(email, 'esign-code'))[0] ?? ''))
    await signing.getByLabel('Code from the email').fill(firstCode === '000000' ? '111111' : '000000')
    await signing.getByRole('button', { name: 'Sign the agreement' }).click()
    await signing.locator('[id$="-code-error"]').waitFor()
    expect(await signing.locator('[id$="-signature-error"]').count()).toBe(0)
    await expectNoSeriousViolations(signing, 'signing page with an error')

    // Keyboard alone: the typed signature, consent, a new code, sign.
    await signing.reload({ waitUntil: 'domcontentloaded' })
    // The page's scripts come after its first paint (src/server/http/scripts-after-paint.ts): keys pressed before React
    // has the form would go to the bare markup, and the form's state would start again without them.
    await expect.poll(() => isHydrated(signing.getByLabel(/I agree to sign/i)), { timeout: 15_000 }).toBe(true)
    await signing.getByLabel('Draw my signature').focus()
    await signing.keyboard.press('ArrowRight')
    expect(await signing.getByLabel('Type my name').isChecked()).toBe(true)
    await signing.keyboard.press('Tab')
    await signing.keyboard.type('Ira Deshpande')
    await signing.keyboard.press('Tab')
    await signing.keyboard.press('Space')
    expect(await signing.getByLabel(/I agree to sign/i).isChecked()).toBe(true)
    const before = (await outboxMessages(email, 'esign-code')).length
    await signing.keyboard.press('Tab')
    await signing.keyboard.press('Enter')
    await signing.getByText(/We sent a 6-digit code to/).waitFor()
    const code = await waitFor('a new signing code', async () => {
      const messages = await outboxMessages(email, 'esign-code')
      return messages.length > before ? signingCode(messages[0]!) : null
    })
    await signing.keyboard.press('Tab')
    await signing.keyboard.type(code)
    await signing.keyboard.press('Enter')
    await signing.getByRole('heading', { name: 'Agreement signed' }).waitFor({ timeout: 30_000 })
    expect(await signing.evaluate(() => document.activeElement?.textContent)).toBe('Agreement signed')
    await signing.close()

    // The dashboard: verify, then the completed state with the documents to download (the owner's only).
    await page.goto('/account/virtual-office/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Verify signature' }).click()
    await page.getByText('Document Signature Verified').first().waitFor()
    await page.getByRole('heading', { name: 'Your virtual office is active' }).waitFor()
    const pdfLink = page.getByRole('link', { name: 'Download the signed agreement (PDF)' })
    const packLink = page.getByRole('link', { name: 'Download all your documents (ZIP)' })
    const pdf = await context.request.get((await pdfLink.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const pack = await context.request.get((await packLink.getAttribute('href'))!)
    expect(pack.status()).toBe(200)
    expect((await pack.body()).subarray(0, 2).toString()).toBe('PK')
    expect((await fetch(`${BASE_URL}${await packLink.getAttribute('href')}`)).status).toBe(401)
    await expectNoSeriousViolations(page, 'completed dashboard', { exclude: ['[data-sonner-toaster]'] })
    await context.close()
  }, 180_000)
})
