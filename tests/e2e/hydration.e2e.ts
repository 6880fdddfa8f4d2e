import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptsOf } from '../../bench/lib/first-load-js'
import { COMPILE_HINT } from '../../scripts/lib/build-site'
import { BASE_URL, launch, MOBILE } from './browser'

// The page's first hydration renders each component once. A state update made while React commits the hydration
// (from a ref callback or a layout effect) is a synchronous one: it drew every effect of the page, and a second render,
// into that commit's task; a part kept as the server wrote it that re-rendered once hydrated did the same in the task
// of the first effects (both long tasks on a phone: docs/decisions/0004-performance-baseline.md).
//
// Read through React's DevTools hook, which every React build calls after each commit: the fibers that wait for a
// synchronous render (SyncLane, React's lane 2) right after it. The hook's contract is React's; the lanes are React's
// inner workings, checked here because no public interface tells a synchronous update apart.

const SYNC_LANE = 2

interface CommitRecord {
  /** Fibers with a synchronous update waiting: the element each renders first, or its component's first words. */
  waiting: { markup: string | null; what: string }[]
}

async function commitsOf(page: Page): Promise<CommitRecord[]> {
  return page.evaluate(() => (window as unknown as { __commits: CommitRecord[] }).__commits)
}

async function openWithHook(browser: Browser, path: string, alsoBeforeLoad?: () => void): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...MOBILE })
  if (alsoBeforeLoad) await context.addInitScript(alsoBeforeLoad)
  await context.addInitScript((syncLane) => {
    type Fiber = {
      lanes: number
      alternate: Fiber | null
      child: Fiber | null
      sibling: Fiber | null
      type: unknown
      stateNode: unknown
    }
    const commits: CommitRecord[] = []
    ;(window as unknown as { __commits: CommitRecord[] }).__commits = commits
    ;(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const waiting: CommitRecord['waiting'] = []
        const walk = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            if ((fiber.lanes | (fiber.alternate?.lanes ?? 0)) & syncLane) {
              let host = fiber.child
              while (host && typeof host.type !== 'string') host = host.child
              const element = host?.stateNode instanceof Element ? host.stateNode : null
              waiting.push({
                markup: element?.getAttribute('data-markup') ?? null,
                what: typeof fiber.type === 'function' ? String(fiber.type).slice(0, 80) : String(fiber.type),
              })
            }
            walk(fiber.child)
          }
        }
        walk(root.current)
        commits.push({ waiting })
      },
    }
  }, SYNC_LANE)
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'load' })
  await expect.poll(async () => (await commitsOf(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
  return page
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('the first hydration', () => {
  for (const path of ['/', '/bangalore/', '/bangalore/banyan-court-koramangala/', '/blogs/', '/no-such-page/']) {
    it(`of ${path} leaves nothing to render synchronously, and renders no kept part twice`, async () => {
      const page = await openWithHook(browser, path)
      const [hydration, firstEffects] = await commitsOf(page)
      // Nothing waits for a synchronous render once the hydration is committed.
      expect(hydration.waiting).toEqual([])
      // The first effects render again only what changed in the browser, never a part kept as the server wrote it
      // (every one of them did, 11 to 36 on these pages, before the hydration window). The session is read in a later
      // task (AuthRuntime.client.tsx), and for a visitor without one its readers render nothing then (below).
      expect(firstEffects.waiting.filter((w) => w.markup !== null)).toEqual([])
      expect(firstEffects.waiting.length, JSON.stringify(firstEffects.waiting)).toBeLessThanOrEqual(3)
      await page.context().close()
    })
  }
})

describe("an anonymous visitor's session", () => {
  // The login state is read in a task after the first effects (AuthRuntime.client.tsx). For a visitor with no session
  // it goes from 'unknown' to 'anonymous', and both show 'Log in': its readers select what they show
  // (useAuthValue), so React renders nothing in that task. Before, the header, the mobile menu's links and the
  // runtime rendered again there, a synchronous render of 1.5–6 ms unthrottled. The store marks <html data-auth>
  // before its readers hear of the change, so the mark's observer runs before any render React would schedule.
  for (const path of ['/blogs/', '/bangalore/banyan-court-koramangala/']) {
    it(`is read on ${path} without rendering anything again`, async () => {
      const page = await openWithHook(browser, path, () => {
        const state = window as unknown as { __commits: unknown[]; __authTask?: { status: string; commits: number }; __cookieReads: number }
        state.__cookieReads = 0
        const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
        Object.defineProperty(Document.prototype, 'cookie', {
          configurable: true,
          set: cookie.set,
          get(this: Document) {
            state.__cookieReads++
            return cookie.get!.call(this) as string
          },
        })
        new MutationObserver((records) => {
          const now = document.documentElement.dataset.auth ?? ''
          if (!records.some((r) => r.oldValue === 'unknown') || now === 'unknown') return
          const before = state.__commits.length
          // A render for a store's change is synchronous: React makes it in a microtask queued while the store told its
          // readers, after this callback's and before the one queued here.
          queueMicrotask(() => (state.__authTask = { status: now, commits: state.__commits.length - before }))
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-auth'], attributeOldValue: true })
      })
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __authTask?: unknown }).__authTask), { timeout: 30_000 })
        .toEqual({ status: 'anonymous', commits: 0 })
      // It is read through the Cookie Store API, which answers asynchronously: nothing on the page read
      // `document.cookie`, a synchronous call into the browser.
      expect(await page.evaluate(() => (window as unknown as { __cookieReads: number }).__cookieReads)).toBe(0)
      await page.context().close()
    })
  }
})

describe('the scripts a page loads with its HTML', () => {
  // Hydration's other long task was V8 compiling, on the main thread, each function the first time it ran; the build
  // marks these scripts so that Chrome compiles them while they download (scripts/lib/build-site.ts).
  for (const path of ['/', '/bangalore/banyan-court-koramangala/', '/cart/', '/blogs/']) {
    it(`of ${path} start with V8's compile hint, but for the old browsers' polyfills`, async () => {
      const html = await (await fetch(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } })).text()
      const polyfills = [...html.matchAll(/<script src="([^"]+)" noModule=""/g)].map((m) => m[1])
      const scripts = scriptsOf(html)
      expect(scripts.length).toBeGreaterThanOrEqual(5)
      for (const src of scripts) {
        const code = await (await fetch(`${BASE_URL}${src}`)).text()
        expect(code.split('\n', 1)[0], src).toBe(COMPILE_HINT)
      }
      for (const src of polyfills) expect((await (await fetch(`${BASE_URL}${src}`)).text()).startsWith(COMPILE_HINT), src).toBe(false)
    })
  }
})

describe("the bundler's runtime", () => {
  // It starts the app (the modules' first run, React's hydration) as soon as it and every chunk it lists are there.
  // The loader adds it once every other script has run (scripts-after-paint.ts), so that start is a task of its own,
  // not part of the task in which V8 finishes compiling the largest chunk.
  it('is added once every other script of the page has run, and the page still hydrates', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...MOBILE })
    await context.addInitScript(() => {
      const events: string[] = []
      ;(window as unknown as { __scriptEvents: string[] }).__scriptEvents = events
      const name = (node: Node) =>
        node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/chunks/')
          ? node.src.split('/').pop()!
          : null
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (name(node)) events.push(`added ${name(node)}`)
      }).observe(document, { childList: true, subtree: true })
      document.addEventListener('load', (event) => name(event.target as Node) && events.push(`ran ${name(event.target as Node)}`), true)
    })
    const page = await context.newPage()
    await page.goto('/bangalore/')
    await page.waitForSelector('html[data-hydrated][data-scripts="loaded"]', { timeout: 30_000 })
    const events = await page.evaluate(() => (window as unknown as { __scriptEvents: string[] }).__scriptEvents)
    const runtime = events.findIndex((e) => /^added turbopack-/.test(e))
    expect(runtime, events.join(', ')).toBeGreaterThan(0)
    // The page's own scripts, added before it; the chunks added after it are the ones the app itself loads later.
    const others = events
      .slice(0, runtime)
      .filter((e) => e.startsWith('added '))
      .map((e) => e.slice('added '.length))
    expect(others.length).toBeGreaterThanOrEqual(4)
    for (const other of others) expect(events.indexOf(`ran ${other}`), events.join(', ')).toBeLessThan(runtime)
    await context.close()
  })
})

/** What the page noted at each moment while it loaded and settled (below). */
interface SettleEntry {
  what: string
  at: number
  loaded: boolean
  pulsing: number
  scrollbar: string
}

describe('while the page loads', () => {
  // On a phone of few cores, what runs beside the page's scripts takes the processor they need: an animation asks
  // for a frame every 16 ms (even in its delay), and the service worker's install starts a worker thread and fetches
  // the offline page; a touch screen's scroll indicator is shown and faded out each time the streaming page grows. All
  // wait until a while after the load, when the browser is idle (PageBehaviours, globals.css).
  it('no placeholder pulses, no scroll indicator shows on a touch screen and no service worker is registered before the load, and all follow it', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...MOBILE })
    // The building's prices never arrive, so their placeholders stay for the whole test.
    await context.route('**/api/catalogue/**', () => undefined)
    await context.addInitScript(() => {
      const log: SettleEntry[] = []
      ;(window as unknown as { __settleLog: typeof log }).__settleLog = log
      const pulsing = () => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'pulse').length
      const note = (what: string) =>
        log.push({
          what,
          at: performance.now(),
          loaded: document.readyState === 'complete',
          pulsing: pulsing(),
          scrollbar: getComputedStyle(document.documentElement).scrollbarWidth,
        })
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
      navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
        note('register')
        return register(...args)
      }
      document.addEventListener('DOMContentLoaded', () => note('parsed'))
      window.addEventListener('load', () => note('load'))
      // The root element does not exist yet when this runs: the whole document is watched.
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-settled') && !log.some((e) => e.what === 'settled')) note('settled')
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-settled'] })
    })
    const page = await context.newPage()
    await page.goto('/bangalore/banyan-court-koramangala/')
    await page.waitForSelector('html[data-settled]', { timeout: 30_000 })
    await page.waitForFunction(() =>
      (window as unknown as { __settleLog: { what: string }[] }).__settleLog.some((e) => e.what === 'register'),
    )
    const log = await page.evaluate(() => (window as unknown as { __settleLog: SettleEntry[] }).__settleLog)
    const at = (what: string) => log.find((e) => e.what === what)!
    expect(log.slice(0, 2).map((e) => e.what)).toEqual(['parsed', 'load'])
    expect(
      log
        .slice(2)
        .map((e) => e.what)
        .sort(),
    ).toEqual(['register', 'settled'])
    // The placeholders were on the page, standing still, until it settled.
    expect(await page.locator('[data-price][data-state="loading"]').count()).toBeGreaterThan(0)
    expect(at('parsed').pulsing).toBe(0)
    expect(at('load').pulsing).toBe(0)
    expect(at('register').loaded).toBe(true)
    expect([at('parsed').scrollbar, at('load').scrollbar]).toEqual(['none', 'none'])
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe('auto')
    // Then they pulse: the wait has outlasted the load.
    expect(
      await page.evaluate(() => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'pulse').length),
    ).toBeGreaterThan(0)
    await context.close()
  })

  it('keeps the scroll bar of a mouse-driven screen from the start', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL })
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.parsedScrollbar = getComputedStyle(document.documentElement).scrollbarWidth
      }),
    )
    const page = await context.newPage()
    await page.goto('/bangalore/banyan-court-koramangala/')
    expect(await page.evaluate(() => document.documentElement.dataset.parsedScrollbar)).toBe('auto')
    await context.close()
  })
})
