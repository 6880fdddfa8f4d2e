// `npm run bench`: builds and serves the production site on its own embedded PostgreSQL, then measures Lighthouse
// figures, first-load JavaScript and throughput against the quality targets. Prints one table, writes
// bench/results/latest.json, and exits 1 when a target is missed.
//   --only lighthouse,js,load,booking,orders   measure only these ('load': the pages and rows beside their static
//                               copies; 'booking': conference-room holds, POST /api/shop/check-for-booking;
//                               'orders': the checkout and webhook rows)
//   --runs N                    Lighthouse runs per page after the warm-up (3)
//   --seconds N                 seconds of each load measurement (10); a short run only checks that the rows work
//   --serve                     build and serve on the bench port until Ctrl+C, measuring nothing (for browser tests)
//   --scale                     what the site costs as the catalogue grows: the same figures on the demo's 48
//                               buildings and on 2,000 (bench/lib/scale.ts), side by side; nothing else
//                               (with --serve: serves the 2,000-building site instead of the demo's)
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fail, step } from '../scripts/lib/log'
import { measureFirstLoadJs, type PageJavaScript } from './lib/first-load-js'
import { measureLighthouse, type LighthousePage } from './lib/lighthouse'
import { measureBookingLoad, type BookingLoad } from './lib/booking-load'
import {
  hammer,
  LOAD,
  loadGenerator,
  measureLoad,
  throughNginx,
  writeStaticCopies,
  type LoadCase,
  type LoadComparison,
  type LoadFigures,
} from './lib/load'
import { pickTargets } from './lib/pages'
import { checks, CUSTOMER_PAGES, libraryTable, printTable, TARGETS } from './lib/report'
import { measureCheckoutLoad, measureWebhookLoad, type RowLoad } from './lib/orders-load'
import { BENCH, startBenchSite, type BenchSite } from './lib/site'
import { measureScale, printScaleTable, SCALE_PROFILE, scaleRows } from './lib/scale'
import { localSecret } from '../scripts/lib/secret'

const root = process.cwd()
const resultsDir = path.join(root, 'bench', 'results')

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const only = option('--only')?.split(',')
const want = (kind: 'lighthouse' | 'js' | 'load' | 'booking' | 'orders') => !only || only.includes(kind)
const lighthouseRuns = Number(option('--runs') ?? 3)
const loadSeconds = Number(option('--seconds') ?? LOAD.durationSeconds)
if (!Number.isInteger(loadSeconds) || loadSeconds < 1) fail('--seconds takes a whole number of seconds (1 or more)', null)
LOAD.durationSeconds = loadSeconds
LOAD.warmUpSeconds = Math.min(LOAD.warmUpSeconds, loadSeconds)
const serveOnly = process.argv.includes('--serve')
const scaleOnly = process.argv.includes('--scale')

const load1 = () => Number(os.loadavg()[0].toFixed(2))
const unanswered = (r: RowLoad) => (r.timeouts || r.errors ? `; no answer: ${r.timeouts} timed out, ${r.errors} failed` : '')

/** The machine a result was measured on, kept with the figures. */
function machine(loadAverageAtStart: number) {
  return { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverageAtStart }
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== ''
    return dirty ? `${head} with uncommitted changes` : head
  } catch {
    return 'unknown'
  }
}

async function main() {
  const started = Date.now()
  mkdirSync(resultsDir, { recursive: true })
  const loadAtStart = load1()
  step(
    `Load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores${loadAtStart > 1 ? ': the machine is busy, timings will be noisy' : ''}`,
  )

  let site: BenchSite | undefined
  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    rmSync(path.join(root, BENCH.distDir, 'static', 'bench'), { recursive: true, force: true })
    if (site) await site.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(130))
  process.on('SIGTERM', () => void shutdown(143))

  if (scaleOnly && serveOnly) {
    site = await startBenchSite({ logFile: path.join(resultsDir, 'server-scale.log'), profile: SCALE_PROFILE })
    step(`Serving the ${SCALE_PROFILE.env!.SEED_BUILDINGS}-building site at ${site.baseUrl} on ${site.databaseUrl} (Ctrl+C stops it)`)
    return
  }

  if (scaleOnly) {
    try {
      step('The demo catalogue (48 buildings)')
      site = await startBenchSite({ logFile: path.join(resultsDir, 'server.log') })
      const demo = await measureScale(site)
      await site.stop()
      site = undefined
      step(
        `The scale catalogue (${SCALE_PROFILE.env!.SEED_BUILDINGS} buildings: seeding and building it takes several minutes the first time)`,
      )
      site = await startBenchSite({ logFile: path.join(resultsDir, 'server-scale.log'), profile: SCALE_PROFILE })
      const scale = await measureScale(site)
      const rows = scaleRows(demo, scale)
      const missed = rows.filter((r) => r.pass === false)
      console.log(`\n${printScaleTable(rows)}\n`)
      console.log(
        `Load average at start ${loadAtStart}, now ${load1()} (${os.cpus().length} cores). Took ${Math.round((Date.now() - started) / 1000)} s.`,
      )
      console.log(missed.length ? `${missed.length} target(s) missed.` : 'Every target met.')
      writeFileSync(
        path.join(resultsDir, 'scale.json'),
        `${JSON.stringify(
          {
            measuredAt: new Date().toISOString(),
            commit: commit(),
            machine: machine(loadAtStart),
            pass: missed.length === 0,
            rows,
            demo,
            scale,
          },
          null,
          2,
        )}\n`,
      )
      step(`Figures written to ${path.relative(root, path.join(resultsDir, 'scale.json'))}`)
      await shutdown(missed.length ? 1 : 0)
    } catch (error) {
      if (site) await site.stop()
      fail('The scale bench failed', error)
    }
    return
  }

  try {
    site = await startBenchSite({ logFile: path.join(resultsDir, 'server.log') })
    const buildSeconds = Math.round((Date.now() - started) / 1000)
    if (serveOnly) {
      step(`Serving the bench build at ${site.baseUrl} on ${site.databaseUrl} (Ctrl+C stops it)`)
      return
    }
    const targets = await pickTargets(site.databaseUrl)
    const phases: Record<string, { seconds: number; loadAverage: number }> = {}
    const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const t = Date.now()
      const loadAverage = load1()
      step(`${name} (load average ${loadAverage})`)
      const result = await work()
      phases[name] = { seconds: Math.round((Date.now() - t) / 1000), loadAverage }
      return result
    }

    let lighthouse: LighthousePage[] = []
    let javascript: PageJavaScript[] = []
    let load: LoadComparison[] = []
    let booking: BookingLoad | null = null
    let checkout: RowLoad | null = null
    let webhook: RowLoad | null = null
    if (want('js'))
      javascript = await phase('First-load JavaScript', () => measureFirstLoadJs(site!.baseUrl, site!.distDir, targets.javascript))
    if (want('lighthouse'))
      lighthouse = await phase(`Lighthouse: ${targets.lighthouse.length} pages, a warm-up and ${lighthouseRuns} runs each`, () =>
        measureLighthouse(site!.baseUrl, targets.lighthouse, { runs: lighthouseRuns, reportDir: resultsDir }),
      )
    if (want('load')) {
      const cases: LoadCase[] = [
        { name: 'building page', method: 'GET', path: targets.buildingPath, file: 'building.html' },
        // As a browser asks for it: the site's server then rewrites the page's scripts and gzips it itself
        // (src/server/http/scripts-after-paint.ts); its static copy is asked for with the same headers (gzipped by Next.js).
        {
          name: 'building page, as a browser asks',
          method: 'GET',
          path: targets.buildingPath,
          headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
          file: 'building-browser.html',
        },
        {
          name: 'catalogue prices',
          method: 'POST',
          path: '/api/catalogue/api/v1/products/type/details',
          body: targets.catalogueBody,
          file: 'catalogue.json',
        },
        { name: 'place reviews', method: 'GET', path: targets.placePath, file: 'place.json' },
        { name: 'building products', method: 'GET', path: targets.productsPath, file: 'products.json' },
      ]
      load = await phase(`Throughput and latency (${loadGenerator()})`, async () => {
        const copies = await writeStaticCopies(site!.baseUrl, site!.distDir, cases)
        // Next.js lists its static files once, when the server starts.
        await site!.restart()
        const direct = await measureLoad(site!.baseUrl, cases, copies)
        // The production profile (`npm run start:cluster`): the same pages and their static copies through nginx,
        // whose micro-cache keeps a prerendered page for a second (scripts/lib/nginx.ts).
        const pages = cases.filter((c) => c.path === targets.buildingPath)
        return [...direct, ...(await throughNginx(site!.baseUrl, (url) => measureLoad(url, pages, copies, 'nginx (production profile)')))]
      })
    }
    // The floor under every API row's latency on this machine: a row that does nothing (the JSON 404 of an unknown
    // address) and one that asks the database one thing (GET /api/health, SELECT 1), at the same 50 connections.
    // Printed beside the rows' targets: a target below the floor cannot be met by the row's own work.
    let floor: { notFound: LoadFigures; health: LoadFigures } | null = null
    if (want('booking') || want('orders'))
      floor = await phase(`The API floor: an empty row and the health row (${loadGenerator()})`, async () => ({
        notFound: await hammer(site!.baseUrl, { method: 'GET', path: '/api/no-such-call' }),
        health: await hammer(site!.baseUrl, { method: 'GET', path: '/api/health' }),
      }))
    if (want('booking')) {
      booking = await phase('Conference-room holds under load (autocannon)', () => measureBookingLoad(site!.baseUrl, site!.databaseUrl))
      step(
        `POST ${booking.path}: p99 ${booking.latencyP99Ms} ms (target ≤ ${TARGETS.apiP99Ms} ms), p50 ${booking.latencyP50Ms} ms, ${booking.requestsPerSecond} requests/s; ${booking.held} held, ${booking.taken} × 409, ${booking.other} other`,
      )
    }

    if (want('orders')) {
      checkout = await phase('Checkout under load (autocannon)', () =>
        measureCheckoutLoad(site!.baseUrl, site!.databaseUrl, targets.buildingPath.split('/').filter(Boolean).pop()!),
      )
      step(
        `POST ${checkout.path}: p99 ${checkout.latencyP99Ms} ms (target ≤ ${TARGETS.checkoutP99Ms} ms), ${checkout.requestsPerSecond} requests/s; answers ${JSON.stringify(checkout.statuses)}${unanswered(checkout)}`,
      )
      webhook = await phase('Payment webhooks under load (autocannon)', () => measureWebhookLoad(site!.baseUrl, localSecret(BENCH.dataDir)))
      step(
        `POST ${webhook.path}: ${webhook.requestsPerSecond} requests/s, p99 ${webhook.latencyP99Ms} ms; answers ${JSON.stringify(webhook.statuses)}${unanswered(webhook)}`,
      )
    }

    const rows = checks(lighthouse, javascript, load)
    const only2xx = (r: RowLoad) => Object.entries(r.statuses).every(([status]) => Number(status) >= 200 && Number(status) < 300)
    if (checkout)
      rows.push({
        group: `Load POST ${checkout.path} (10 customers, an order per cart, then that order again)`,
        figure: 'p99 latency',
        measured: `${checkout.latencyP99Ms} ms`,
        target: `≤ ${TARGETS.checkoutP99Ms} ms`,
        pass: checkout.latencyP99Ms <= TARGETS.checkoutP99Ms && only2xx(checkout) && (checkout.statuses['201'] ?? 0) > 0,
      })
    if (webhook)
      rows.push({
        group: `Load POST ${webhook.path} (signed, a new event each)`,
        figure: 'throughput',
        measured: `${webhook.requestsPerSecond} requests/s (p99 ${webhook.latencyP99Ms} ms)`,
        target: 'every answer 200',
        pass: only2xx(webhook) && (webhook.statuses['200'] ?? 0) > 0,
      })
    if (floor)
      for (const [name, f] of [
        ['GET /api/no-such-call (no work: the JSON 404)', floor.notFound],
        ['GET /api/health (one SELECT 1)', floor.health],
      ] as const)
        rows.push({
          group: `API floor on this machine: ${name}`,
          figure: 'p99 latency',
          measured: `${f.latencyP99Ms} ms (${f.requestsPerSecond} requests/s)`,
          target: '—',
          pass: null,
        })
    if (booking)
      rows.push({
        group: `Load POST ${booking.path} (random slots, one customer)`,
        figure: 'p99 latency',
        measured: `${booking.latencyP99Ms} ms`,
        target: `≤ ${TARGETS.apiP99Ms} ms`,
        pass: booking.latencyP99Ms <= TARGETS.apiP99Ms && booking.held > 0,
      })
    const libraries = libraryTable(javascript.filter((p) => !CUSTOMER_PAGES.has(p.name)))
    const missed = rows.filter((r) => r.pass === false)
    const totalSeconds = Math.round((Date.now() - started) / 1000)
    const table = printTable(rows, libraries, javascript.filter((p) => !CUSTOMER_PAGES.has(p.name)).length)
    console.log(`\n${table}\n`)
    console.log(
      `Load average at start ${loadAtStart}, now ${load1()} (${os.cpus().length} cores). Took ${totalSeconds} s (build and start ${buildSeconds} s).`,
    )
    console.log(missed.length ? `${missed.length} target(s) missed.` : 'Every target met.')

    writeFileSync(
      path.join(resultsDir, 'latest.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          commit: commit(),
          machine: machine(loadAtStart),
          seconds: { total: totalSeconds, buildAndStart: buildSeconds, phases },
          targets: TARGETS,
          settings: { lighthouseRuns, load: { ...LOAD, generator: loadGenerator() } },
          pass: missed.length === 0,
          checks: rows,
          lighthouse,
          firstLoadJs: javascript.map(({ scripts, libraries: libs, ...page }) => ({ ...page, scripts, libraries: libs.slice(0, 15) })),
          heaviestLibraries: libraries,
          load,
          floor,
          booking,
          checkout,
          webhook,
        },
        null,
        2,
      )}\n`,
    )
    step(`Figures written to ${path.relative(root, path.join(resultsDir, 'latest.json'))}`)
    await shutdown(missed.length ? 1 : 0)
  } catch (error) {
    rmSync(path.join(root, BENCH.distDir, 'static', 'bench'), { recursive: true, force: true })
    if (site) await site.stop()
    fail('The bench failed', error)
  }
}

void main()
