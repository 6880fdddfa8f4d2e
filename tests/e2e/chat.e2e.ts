import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousViolations } from './axe'
import { launch, MOBILE, openPage } from './browser'
import { operatorApi } from './operator-api'

// The chat assistant (spec sections 1, 2 and 9): a launcher on every page but those under /workspaces/on-demand/ and
// /workspaces/virtual-office/; the built-in assistant answers from the site's content and hands over to the team
// through the lead pipeline.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function ready(path: string, options = {}): Promise<Page> {
  const page = await openPage(browser, path, options)
  await page.waitForLoadState('networkidle')
  return page
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' })

async function openChat(page: Page) {
  await launcher(page).click()
  await panel(page).waitFor()
}

async function askChat(page: Page, question: string) {
  const replies = panel(page).locator('[data-message]')
  const before = await replies.count()
  await panel(page).getByLabel('Your question').fill(question)
  await panel(page).getByRole('button', { name: 'Send' }).click()
  // The question, then the answer.
  await page.waitForFunction((n) => document.querySelectorAll('[data-chat-panel] [data-message]').length >= n + 2, before)
  return replies.last()
}

describe('the chat launcher', () => {
  it('is on the home page, a city page and an info page, and not under /workspaces/on-demand/ or /workspaces/virtual-office/', async () => {
    for (const path of ['/', '/bangalore', '/support', '/workspaces/on-demand-business']) {
      const page = await ready(path)
      expect(await launcher(page).isVisible(), path).toBe(true)
      await page.context().close()
    }
    for (const path of ['/workspaces/on-demand', '/workspaces/on-demand/day-pass', '/workspaces/virtual-office']) {
      const page = await ready(path)
      expect(await launcher(page).count(), path).toBe(0)
      await page.context().close()
    }
  })

  it('sits above the mobile sticky bar', async () => {
    const page = await ready('/', MOBILE)
    const button = await launcher(page).boundingBox()
    const bar = await page.locator('.fixed.inset-x-0.bottom-0').first().boundingBox()
    expect(button).not.toBeNull()
    if (bar) expect(button!.y + button!.height).toBeLessThanOrEqual(bar.y)
    await page.context().close()
  })
})

describe('the built-in assistant', () => {
  it('answers a price question from the catalogue, with links to buildings, and keeps focus and the thread', async () => {
    const page = await ready('/')
    await openChat(page)
    // Focus starts in the question box; the welcome offers questions to ask.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id')?.endsWith('-question'))).toBe(true)
    expect(await panel(page).getByRole('group', { name: 'Suggested questions' }).getByRole('button').count()).toBeGreaterThan(2)
    await expectNoSeriousViolations(page, 'the open chat', { include: '[data-chat-panel]' })

    const answer = await askChat(page, 'How much is a day pass in Bangalore?')
    expect(await answer.innerText()).toMatch(/A day pass in Bangalore starts at ₹[\d,]+\.\d\d a day/)
    const buildingLink = answer.getByRole('link').first()
    expect(await buildingLink.getAttribute('href')).toMatch(/^\/bangalore\//)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id')?.endsWith('-question'))).toBe(true)

    // A follow-up keeps the product; a suggestion button asks too.
    expect(await (await askChat(page, 'and in Pune?')).innerText()).toMatch(/A day pass in Pune starts at ₹/)

    // Esc closes the chat and focus goes back to the launcher.
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Chat with us')

    // Following a link in the answer goes there and closes the chat; opening it again shows the same conversation.
    await openChat(page)
    await panel(page).getByRole('log').getByRole('link').first().click()
    await page.waitForURL(/\/bangalore\/[^/]+\/$/)
    await panel(page).waitFor({ state: 'detached' })
    await openChat(page)
    expect(await panel(page).getByRole('log').innerText()).toContain('How much is a day pass in Bangalore?')
    await page.context().close()
  })

  it('quotes the policy pages and links to them', async () => {
    const page = await ready('/support')
    await openChat(page)
    const answer = await askChat(page, 'Can I cancel my conference room booking?')
    expect(await answer.innerText()).toContain('24 hours before the start time')
    expect(await answer.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('href')).toBe('/policies/terms-and-conditions/')
    await page.context().close()
  })

  it('hands the conversation to the team as an enquiry through the lead form, marked as from the chat', async () => {
    const page = await ready('/pune')
    await openChat(page)
    await askChat(page, 'virtual office plans')
    const answer = await askChat(page, 'I want to talk to someone')
    await answer.getByRole('button', { name: 'Raise an enquiry' }).click()

    const form = panel(page).locator('form[data-form="lead-form"]')
    await form.waitFor()
    await expectNoSeriousViolations(page, 'the chat enquiry form', { include: '[data-chat-panel]' })
    // Filled in from the conversation: what it was about, where, and what was asked.
    expect(await form.getByLabel('What are you looking for? *').inputValue()).toBe('virtual-office')
    expect(await form.getByLabel('City *').inputValue()).toBe('pune')
    expect(await form.getByLabel('Anything else we should know?').inputValue()).toContain('virtual office plans')

    const email = `chat-e2e-${Date.now()}@acme.in`
    await form.getByLabel('Full name *').fill('Asha Rao')
    await form.getByLabel('Work email *').fill(email)
    await form.getByLabel('Phone number *').fill('9845012345')
    await form.getByRole('button', { name: 'Send to the team' }).click()

    // The chat thanks the visitor in place, with the enquiry's reference; the page does not change.
    const thanks = panel(page).locator('[data-message="assistant"]').last()
    await thanks.getByText(/Thank you, Asha! Your enquiry is with our team \(reference SW-[0-9A-Z]{4}-[0-9A-Z]{4}\)/).waitFor()
    expect(new URL(page.url()).pathname).toBe('/pune/')

    const operator = await operatorApi()
    const { docs } = await operator.get<{ docs: { product: string; source: { channel: string; pagePath: string } }[] }>(
      `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ product: 'virtual-office', source: { channel: 'chat', pagePath: '/pune/' } })
    await page.context().close()
  })

  it('keeps the question in the box when the assistant cannot be reached', async () => {
    const page = await ready('/')
    await openChat(page)
    await page.route('**/api/chat/messages', (route) => route.abort())
    await panel(page).getByLabel('Your question').fill('Which cities are you in?')
    await panel(page).getByRole('button', { name: 'Send' }).click()
    await panel(page).getByRole('alert').getByText('I could not reach our assistant. Check your connection and try again.').waitFor()
    expect(await panel(page).getByLabel('Your question').inputValue()).toBe('Which cities are you in?')
    await page.unroute('**/api/chat/messages')
    await panel(page).getByRole('button', { name: 'Send' }).click()
    await panel(page)
      .getByRole('log')
      .getByText(/buildings in \d+ cities/)
      .waitFor()
    await page.context().close()
  })
})
