import AxeBuilder from '@axe-core/playwright'
import type { Result } from 'axe-core'
import type { Page } from 'playwright-core'

// axe-core on a page or a part of it (an open dialog): WCAG 2.1 A and AA plus axe's best practices. Serious and
// critical violations fail the test; the message lists each one with its rule, impact, help and the elements hit.

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const BLOCKING = new Set(['serious', 'critical'])

export interface AxeScope {
  /** CSS selector of the part to check (e.g. '[role="dialog"]'); the whole page when left out. */
  include?: string
  /** CSS selectors left out, e.g. a widget another test owns. */
  exclude?: string[]
}

const NODES_SHOWN = 8

/** One line per violation and one per element hit (the first few), readable in a failing test's output. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, NODES_SHOWN)
        .map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
      if (v.nodes.length > NODES_SHOWN) nodes.push(`    …and ${v.nodes.length - NODES_SHOWN} more`)
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`
    })
    .join('\n')
}

/**
 * `content-visibility: auto` (the footer has it) skips rendering what is off screen, and axe then reads that content
 * without its backgrounds (light text on 'white'). Render it as it is once scrolled to, so it is checked as seen.
 */
async function renderSkippedContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible'
    }
  })
}

/**
 * Waits (2 s at most) for finite animations and transitions to end: a toast fading in is checked once it is shown,
 * not at half opacity, where its text would read as low contrast. Endless ones (a spinner) do not hold it up.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 2_000 },
    )
    .catch(() => undefined)
}

/** The serious and critical violations of the page (or the scope), each described. Empty when clean. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<Result[]> {
  await settleTransitions(page)
  await renderSkippedContent(page)
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  if (scope.include) builder = builder.include(scope.include)
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  return violations.filter((v) => BLOCKING.has(v.impact ?? ''))
}

/** Throws with a readable list when axe finds a serious or critical violation in the page (or the scope). */
export async function expectNoSeriousViolations(page: Page, label: string, scope: AxeScope = {}): Promise<void> {
  const violations = await seriousViolations(page, scope)
  if (violations.length)
    throw new Error(`axe: ${violations.length} serious or critical violation(s) on ${label}\n${describeViolations(violations)}`)
}
