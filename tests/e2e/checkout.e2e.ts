import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch } from './browser'
import { cartReadyToPay, sheet } from './day-pass-checkout'

// Checkout end to end (issues 15 and 16 wired): a day pass from a building page through the cart, billing and 'ready
// to pay', the Pay button, the sandbox sheet's 'Succeed', the confirmation page with 'Payment successful', the
// invoice PDF and the order in the account; and a failed payment ('Fail') that keeps the cart.

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('checkout', () => {
  it('pays for a day pass from the building page to the confirmation page, with the invoice and the order in the account', async () => {
    const page = await cartReadyToPay(browser, 'aditya.menon@example.in')
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await sheet(page).getByRole('button', { name: 'Succeed' }).click()
    await page.waitForURL(/\/order-confirmation\/?\?order=/, { timeout: 60_000, waitUntil: 'commit' })
    await page.getByText('Payment successful').first().waitFor({ timeout: 30_000 })
    const invoice = page.getByRole('link', { name: /^Download invoice/ })
    await invoice.waitFor({ timeout: 60_000 })
    const href = (await invoice.getAttribute('href'))!
    const pdf = await page.context().request.get(href)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const number = new URL(page.url()).searchParams.get('order')!

    const orders = await page.context().request.get('/api/orders')
    expect(orders.status()).toBe(200)
    expect(JSON.stringify(await orders.json())).toContain(number)
    await page.goto('/account/', { waitUntil: 'domcontentloaded' })
    // The account's orders list the order by its first line.
    await page
      .getByRole('main')
      .getByText(/Day pass/)
      .first()
      .waitFor()
    await page.context().close()
  })

  it('books a day pass that her credits pay in full: no payment sheet, the same confirmation, one credit fewer', async () => {
    const credits = async (page: Page) =>
      (
        (await (await page.context().request.get('/api/ecom/api/v1/products/users/credits?page=1&limit=10')).json()) as {
          data: { list: { building_code: string; credit: { available: number } }[] }
        }
      ).data.list.find((b) => b.building_code === 'BLR-IND-01')!.credit.available
    const page = await cartReadyToPay(browser, 'lakshmi.natarajan@example.in')
    const before = await credits(page)
    await page.getByText(/^Ready to pay: ₹0\.00/).waitFor()
    await page.getByRole('button', { name: 'Confirm booking (nothing to pay)' }).click()
    await page.waitForURL(/\/order-confirmation\/?\?order=/, { timeout: 60_000, waitUntil: 'commit' })
    await page.getByText('Payment successful').first().waitFor({ timeout: 30_000 })
    const number = new URL(page.url()).searchParams.get('order')!
    const order = (await (await page.context().request.get(`/api/orders/${number}`)).json()) as { status: string; amountPaise: number }
    expect(order).toMatchObject({ status: 'confirmed', amountPaise: 0 })
    await page.getByText(/has no tax invoice of its own/).waitFor()
    expect(await credits(page)).toBe(before - 1)
    await page.context().close()
  })

  it('keeps the cart when the payment fails', async () => {
    const page = await cartReadyToPay(browser, 'rohan.mehta@example.in')
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await sheet(page).getByRole('button', { name: 'Fail' }).click()
    await page
      .getByText(/Your payment did not go through/)
      .first()
      .waitFor()
    expect(page.url()).toContain('/cart/')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: /^Step \d/ }).waitFor()
    const cart = await page.context().request.get('/api/cart')
    const body = JSON.stringify(await cart.json())
    expect(body).toContain('"paymentStatus":"initialized"')
    await page.context().close()
  })

  it("a cancellation shows the refund and the rule before it is confirmed, then the order's new status", async () => {
    // The same customer as the first test of this file (tests in one file run one after another).
    const page = await cartReadyToPay(browser, 'aditya.menon@example.in')
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await sheet(page).getByRole('button', { name: 'Succeed' }).click()
    await page.waitForURL(/\/order-confirmation\/?\?order=/, { timeout: 60_000, waitUntil: 'commit' })
    await page.getByText('Payment successful').first().waitFor({ timeout: 30_000 })
    const number = new URL(page.url()).searchParams.get('order')!
    // The confirmation comes from the webhook's job: wait for the order to be confirmed.
    await expect
      .poll(async () => ((await (await page.context().request.get(`/api/orders/${number}`)).json()) as { status: string }).status, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe('confirmed')

    await page.goto('/account/', { waitUntil: 'domcontentloaded' })
    const item = page.locator('li', { has: page.locator(`[data-order="${number}"]`) })
    await item.getByRole('button', { name: 'Cancel booking' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
    await dialog.waitFor()
    // The rule in words and the refund cancelling now makes, before anything is done.
    await dialog.getByText(/refund if you cancel until/).waitFor()
    const refund = (await dialog.locator('[data-cancel-refund]').innerText()).replace(/\s+/g, ' ')
    expect(refund).toMatch(/^You paid ₹[\d,.]+\. Cancelling now refunds ₹[\d,.]+ to your original payment method\.$/)
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click()
    await dialog.waitFor({ state: 'detached' })
    await item
      .locator('[data-order-status]')
      .filter({ hasText: /Refund in progress|Refunded|Cancelled/ })
      .first()
      .waitFor({ state: 'attached' })
    expect(await item.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0)
    await page.context().close()
  })
})
