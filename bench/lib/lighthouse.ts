// Lighthouse's default configuration: a mobile phone with simulated throttling, in Debian's Chromium.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { step } from '../../scripts/lib/log'
import { mainThreadFigures, type TraceEvent } from './main-thread'
import type { BenchPage } from './pages'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** SEO without the is-crawlable audit, for a page kept from search engines on purpose. */
  seoIndexable: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Lighthouse's own measure of the machine's speed (higher is faster): its CPU throttling assumes about 1,000–2,000,
   * and the blocking time it simulates grows as the machine slows down. */
  benchmarkIndex: number
  /** The blocking time of the page's own work: Lighthouse's simulation over each task's processor time
   * (bench/lib/main-thread.ts). Not a target: it tells the page's cost from the machine's. */
  ownBlockingMs: number
  /** The share of the main thread's task time after the first paint in which it ran; the rest it waited. */
  cpuShare: number
}

export interface LighthousePage extends BenchPage {
  url: string
  /** The median of each figure over the measured runs. */
  median: LighthouseFigures
  runs: LighthouseFigures[]
  /** What Lighthouse took as the largest contentful paint, from the last run. */
  lcpElement: string | null
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export async function measureLighthouse(
  baseUrl: string,
  pages: BenchPage[],
  options: { runs: number; reportDir: string },
): Promise<LighthousePage[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  try {
    const results: LighthousePage[] = []
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`
      const runs: LighthouseFigures[] = []
      let lcpElement: string | null = null
      // The first run warms the server's caches and the page's images; it is not counted.
      for (let i = 0; i <= options.runs; i++) {
        step(`  Lighthouse ${page.name} ${i === 0 ? '(warm-up)' : `run ${i} of ${options.runs}`}`)
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        if (i === 0) continue
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const scoreWithout = (id: string, audit: string) => {
          const refs = (lhr.categories[id]?.auditRefs ?? []).filter(
            (r) => r.id !== audit && r.weight > 0 && lhr.audits[r.id]?.score !== null,
          )
          const weight = refs.reduce((sum, r) => sum + r.weight, 0)
          return weight ? Math.round((refs.reduce((sum, r) => sum + r.weight * (lhr.audits[r.id]?.score ?? 0), 0) / weight) * 100) : 0
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace
        const mainThread = trace ? mainThreadFigures(trace.traceEvents) : null
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          seoIndexable: scoreWithout('seo', 'is-crawlable'),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          tbtMs: Math.round(numeric('total-blocking-time')),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          ownBlockingMs: mainThread?.ownBlockingMs ?? Number.NaN,
          cpuShare: mainThread?.cpuShare ?? Number.NaN,
        })
        if (i === options.runs) {
          writeFileSync(path.join(options.reportDir, `lighthouse-${page.name.replace(/\W+/g, '-')}.json`), result.report as string)
          const details = lhr.audits['largest-contentful-paint-element']?.details as
            { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
          lcpElement = details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
        }
      }
      const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]))
      results.push({
        ...page,
        url,
        runs,
        lcpElement,
        median: {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          seoIndexable: pick('seoIndexable'),
          lcpMs: pick('lcpMs'),
          cls: pick('cls'),
          tbtMs: pick('tbtMs'),
          benchmarkIndex: pick('benchmarkIndex'),
          ownBlockingMs: pick('ownBlockingMs'),
          cpuShare: pick('cpuShare'),
        },
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
