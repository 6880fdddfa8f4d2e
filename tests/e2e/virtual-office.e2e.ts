import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousViolations } from './axe'
import { BASE_URL, launch } from './browser'
import { enterLoginCode } from './login-codes'

// The virtual-office journey (issue 18): a new customer chooses the business-address plan on
// /workspaces/virtual-office/#plans, pays through the cart and the sandbox sheet, then does the incorporated KYC on
// /workspaces/virtual-office/kyc/: the company from the demo registry, each director's KYC (Aadhaar last 4 and a
// photo), and reaches the 'Sign Agreement' step; axe on each step.

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

const sheet = (page: Page) => page.frameLocator('iframe[data-sandbox-checkout]')

describe('the virtual-office journey', () => {
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
    const continueButton = page.getByRole('button', { name: 'Continue' })
    for (let i = 0; i < 4 && !(await page.getByRole('heading', { name: 'Step 4: Billing' }).isVisible()); i++) {
      await continueButton.click()
      await page.waitForTimeout(300)
    }
    await page.getByRole('heading', { name: 'Step 4: Billing' }).waitFor()
    const form = page.getByRole('form', { name: 'New billing address' })
    await form
      .or(page.getByRole('group', { name: 'Saved addresses' }))
      .first()
      .waitFor()
    if (await form.isVisible()) {
      await form.getByLabel('Full name *').fill('Ira Deshpande')
      await form.getByLabel('Mobile number *').fill('98450 12345')
      await form.getByLabel('Address line 1 *').fill('12 CMH Road')
      await form.getByLabel('City *').fill('Bengaluru')
      await form.getByLabel('State *').selectOption({ label: 'Karnataka' })
      await form.getByLabel('PIN code *').fill('560038')
      await form.getByRole('button', { name: 'Save address' }).click()
      await form.waitFor({ state: 'detached' })
    }
    await continueButton.click()
    await page.getByRole('heading', { name: 'Step 5: Review and pay' }).waitFor()
    await page.getByRole('button', { name: /^Confirm, ready to pay/ }).click()
    await page.getByText(/^Ready to pay: /).waitFor()
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
    await expectNoSeriousViolations(page, 'director KYC step')

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
      await item.getByRole('button', { name: `Save KYC of ${name}` }).click()
      await item.getByText(`XXXX XXXX ${last4}`).waitFor()
      await item.getByText(pan.slice(0, 5) + 'XXXX' + pan[9]).waitFor()
    }
    await page.getByRole('button', { name: 'Verify directors' }).click()
    await page.getByText('Directors KYC verified').first().waitFor()
    await page.getByRole('heading', { name: 'Sign Agreement' }).waitFor()
    await expect.poll(() => page.locator('[aria-current="step"]').innerText()).toContain('Sign Agreement')
    await expectNoSeriousViolations(page, 'sign agreement step')

    // The dashboard shows the document at its next step.
    await page.goto('/account/virtual-office/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Sign your agreement' }).waitFor()
    await context.close()
  })
})
