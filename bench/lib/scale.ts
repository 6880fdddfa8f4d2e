// `npm run bench -- --scale`: what the site costs as the catalogue grows. The same figures on the demo's 48 buildings
// and on a catalogue of 2,000 across the 8 cities (SEED_BUILDINGS=2000, scripts/seed/data/scale.ts), each on its own
// bench site (the scale one in .data/bench-scale and .next-bench-scale), printed side by side with the targets:
// the build's time, a building page's first answer when the build did not render it and its answer once kept, the
// city page, the sitemap, the Ctrl+K index and the admin's building list.
import { existsSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { DEMO_OPERATOR } from '../../scripts/seed/index'
import { filesUnder } from '../../scripts/lib/build-fingerprint'
import { step } from '../../scripts/lib/log'
import { bareServerFloor, figuresOf, hammer, LOAD, loadGenerator, type LoadFigures } from './load'
import { BENCH, type BenchProfile, type BenchSite } from './site'

export const SCALE_BUILDINGS = 2000

export const SCALE_PROFILE: BenchProfile = {
  dataDir: path.join(process.cwd(), '.data', 'bench-scale'),
  distDir: '.next-bench-scale',
  postgresPort: Number(process.env.BENCH_SCALE_POSTGRES_PORT || 54350),
  port: BENCH.port,
  database: 'sthana_bench_scale',
  env: { SEED_BUILDINGS: String(SCALE_BUILDINGS) },
}

export const SCALE_TARGETS = {
  buildSeconds: 600,
  uncachedBuildingP99Ms: 300,
  cachedBuildingP99Ms: 50,
  searchIndexBytes: 100_000,
  sitemapUrlsPerFile: 1000,
}

/** The same budgets hold for the city page, the sitemap and the admin list: no worse than this many times the demo's. */
export const SCALE_GROWTH_ALLOWED = 2

export interface ScaleFigures {
  buildings: number
  buildSeconds: number | null
  /** First answers of building pages the build did not render (null: the build rendered every one). */
  uncachedBuilding: { pages: number; p50Ms: number; p99Ms: number; maxMs: number } | null
  /** A building page under load once it is kept (rendered on demand when the build did not render it). */
  cachedBuilding: { path: string; load: LoadFigures; floor: LoadFigures }
  city: { path: string; bytes: number; load: LoadFigures; floor: LoadFigures }
  sitemap: { root: 'urlset' | 'sitemapindex'; files: number; urls: number; largestFileBytes: number; slowestFirstAnswerMs: number }
  searchIndex: { bytes: number; complete: boolean; query: LoadFigures }
  adminList: { totalDocs: number; p50Ms: number; p99Ms: number }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; body: string }> {
  const t = performance.now()
  const response = await fetch(url, init)
  const body = await response.text()
  return { ms: Math.round(performance.now() - t), status: response.status, body }
}

async function buildingPaths(databaseUrl: string): Promise<{ path: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ path: string }>(
      `SELECT '/' || c.handle || '/' || b.slug || '/' AS path FROM buildings b JOIN cities c ON c.id = b.city_id
        WHERE b.is_live AND c.is_live ORDER BY b.id`,
    )
    return rows
  } finally {
    await client.end()
  }
}

/**
 * Paths of the pages rendered on demand and kept on disk with the build (Next.js 16's route cache:
 * `server/route-cache/APP_PAGE/<build hash>/$/<path>.html`). Empty when that layout is not there.
 */
function keptOnDisk(distDir: string): Set<string> {
  const cache = path.join(path.resolve(distDir), 'server', 'route-cache', 'APP_PAGE')
  if (!existsSync(cache)) return new Set()
  const marker = `${path.sep}$${path.sep}`
  return new Set(
    filesUnder(cache)
      .filter((file) => file.endsWith('.html') && file.includes(marker))
      .map(
        (file) =>
          `/${file
            .slice(file.indexOf(marker) + marker.length, -'.html'.length)
            .split(path.sep)
            .join('/')}/`,
      ),
  )
}

export async function measureScale(site: BenchSite, prerendered = 200): Promise<ScaleFigures> {
  const { baseUrl } = site
  const buildings = await buildingPaths(site.databaseUrl)
  step(`  ${buildings.length} live buildings`)

  // Building pages past the build's share render on their first request: 100 of them, one at a time. Next.js keeps
  // each such page on disk with the build, so a page an earlier run of the bench asked for (on the same build) would
  // answer from there: only pages not yet kept are measured.
  let uncachedBuilding: ScaleFigures['uncachedBuilding'] = null
  const kept = keptOnDisk(site.distDir)
  const onDemand = buildings
    .slice(prerendered)
    .filter((b) => !kept.has(b.path))
    .slice(0, 100)
  if (onDemand.length > 0) {
    step(
      `  first answers of ${onDemand.length} building pages the build did not render${kept.size ? ` (${kept.size} pages an earlier run rendered left out)` : ''}`,
    )
    const times: number[] = []
    for (const b of onDemand) {
      const answer = await timed(`${baseUrl}${b.path}`)
      if (answer.status !== 200) throw new Error(`GET ${b.path} answered ${answer.status}`)
      times.push(answer.ms)
    }
    uncachedBuilding = { pages: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: Math.max(...times) }
  }
  const cachedPath = (onDemand[0] ?? buildings[0]!).path
  step(`  ${loadGenerator()} GET ${cachedPath} (kept)`)
  const cachedLoad = await hammer(baseUrl, { method: 'GET', path: cachedPath })

  const cityPath = '/bangalore/'
  const cityBody = Buffer.from(await (await fetch(`${baseUrl}${cityPath}`)).arrayBuffer())
  step(`  ${loadGenerator()} GET ${cityPath}`)
  const cityLoad = await hammer(baseUrl, { method: 'GET', path: cityPath })
  const floor = await bareServerFloor({
    [cachedPath]: Buffer.from(await (await fetch(`${baseUrl}${cachedPath}`)).arrayBuffer()),
    [cityPath]: cityBody,
  })
  const cachedBuilding = { path: cachedPath, load: cachedLoad, floor: floor[cachedPath]! }
  const city = { path: cityPath, bytes: cityBody.length, load: cityLoad, floor: floor[cityPath]! }

  step('  the sitemap and its parts')
  const root = await timed(`${baseUrl}/sitemap.xml`)
  const isIndex = root.body.includes('<sitemapindex')
  const files = isIndex ? [...root.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname) : []
  let urls = isIndex ? 0 : (root.body.match(/<url>/g) ?? []).length
  let largestFileBytes = Buffer.byteLength(root.body)
  let slowestFirstAnswerMs = root.ms
  for (const file of files) {
    const part = await timed(`${baseUrl}${file}`)
    if (part.status !== 200) throw new Error(`GET ${file} answered ${part.status}`)
    urls += (part.body.match(/<url>/g) ?? []).length
    largestFileBytes = Math.max(largestFileBytes, Buffer.byteLength(part.body))
    slowestFirstAnswerMs = Math.max(slowestFirstAnswerMs, part.ms)
  }
  const sitemap = {
    root: isIndex ? ('sitemapindex' as const) : ('urlset' as const),
    files: files.length || 1,
    urls,
    largestFileBytes,
    slowestFirstAnswerMs,
  }

  step('  the Ctrl+K index, and its search under load')
  const index = await timed(`${baseUrl}/api/search-index`)
  const indexAnswer = JSON.parse(index.body) as { complete: boolean }
  const words = ['meridian', 'tower', 'indiranagar', 'hitec', 'pune', 'baner', 'park', 'house', 'cyber', 'bkc', 'andheri', 'noida']
  const queryRequest = {
    url: `${baseUrl}/api/search-index`,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          path: `/api/search-index?q=${encodeURIComponent(`${words[Math.floor(Math.random() * words.length)]} ${Math.floor(Math.random() * 40)}`)}`,
        }),
      },
    ],
  }
  await autocannon({ ...queryRequest, connections: 10, duration: LOAD.warmUpSeconds })
  const q = await autocannon({ ...queryRequest, connections: LOAD.connections, duration: LOAD.durationSeconds })
  const searchIndex = {
    bytes: Buffer.byteLength(index.body),
    complete: indexAnswer.complete,
    query: figuresOf(q),
  }

  step("  the admin's building list (the REST call its list view makes), 20 pages")
  const login = await fetch(`${baseUrl}/cms-api/operators/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
  })
  if (!login.ok) throw new Error(`Operator login answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const adminTimes: number[] = []
  let totalDocs = 0
  for (let page = 1; page <= 20; page++) {
    const answer = await timed(`${baseUrl}/cms-api/buildings?depth=0&limit=10&sort=name&page=${page}`, {
      headers: { authorization: `JWT ${token}` },
    })
    if (answer.status !== 200) throw new Error(`The admin's building list answered ${answer.status}`)
    totalDocs = (JSON.parse(answer.body) as { totalDocs: number }).totalDocs
    adminTimes.push(answer.ms)
  }
  const adminList = { totalDocs, p50Ms: percentile(adminTimes, 50), p99Ms: percentile(adminTimes, 99) }

  return {
    buildings: buildings.length,
    buildSeconds: site.buildSeconds,
    uncachedBuilding,
    cachedBuilding,
    city,
    sitemap,
    searchIndex,
    adminList,
  }
}

export interface ScaleRow {
  figure: string
  demo: string
  scale: string
  target: string
  pass: boolean | null
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (n: number) => `${n} ms`
const within = (scale: number, demo: number) => scale <= Math.max(demo, 1) * SCALE_GROWTH_ALLOWED

/** The table of the two runs: every figure beside its target, or beside the demo's when the target is 'no worse'. */
export function scaleRows(demo: ScaleFigures, scale: ScaleFigures): ScaleRow[] {
  const growth = `≤ ${SCALE_GROWTH_ALLOWED} × the demo's`
  return [
    {
      figure: 'live buildings',
      demo: String(demo.buildings),
      scale: String(scale.buildings),
      target: `${SCALE_BUILDINGS}`,
      pass: scale.buildings >= SCALE_BUILDINGS,
    },
    {
      figure: 'production build',
      demo: demo.buildSeconds === null ? 'up to date' : `${demo.buildSeconds} s`,
      scale: scale.buildSeconds === null ? 'up to date (not measured)' : `${scale.buildSeconds} s`,
      target: `≤ ${SCALE_TARGETS.buildSeconds} s`,
      pass: scale.buildSeconds === null ? null : scale.buildSeconds <= SCALE_TARGETS.buildSeconds,
    },
    {
      figure: 'building page, first answer (not built ahead), p99',
      demo: demo.uncachedBuilding ? ms(demo.uncachedBuilding.p99Ms) : 'every page built ahead',
      scale: scale.uncachedBuilding
        ? `${ms(scale.uncachedBuilding.p99Ms)} (p50 ${scale.uncachedBuilding.p50Ms}, ${scale.uncachedBuilding.pages} pages)`
        : 'every page built ahead',
      target: `≤ ${SCALE_TARGETS.uncachedBuildingP99Ms} ms`,
      pass: scale.uncachedBuilding ? scale.uncachedBuilding.p99Ms <= SCALE_TARGETS.uncachedBuildingP99Ms : null,
    },
    {
      figure: 'building page, kept, p99 at 50 connections',
      demo: `${ms(demo.cachedBuilding.load.latencyP99Ms)} (${demo.cachedBuilding.load.requestsPerSecond}/s)`,
      scale: `${ms(scale.cachedBuilding.load.latencyP99Ms)} (${scale.cachedBuilding.load.requestsPerSecond}/s)`,
      target: `≤ ${SCALE_TARGETS.cachedBuildingP99Ms} ms`,
      pass: scale.cachedBuilding.load.latencyP99Ms <= SCALE_TARGETS.cachedBuildingP99Ms,
    },
    {
      figure: '  the same bytes from a bare Node.js server (floor)',
      demo: `${ms(demo.cachedBuilding.floor.latencyP99Ms)} (${demo.cachedBuilding.floor.requestsPerSecond}/s)`,
      scale: `${ms(scale.cachedBuilding.floor.latencyP99Ms)} (${scale.cachedBuilding.floor.requestsPerSecond}/s)`,
      target: '—',
      pass: null,
    },
    {
      figure: 'city page HTML',
      demo: kB(demo.city.bytes),
      scale: kB(scale.city.bytes),
      target: growth,
      pass: within(scale.city.bytes, demo.city.bytes),
    },
    {
      figure: 'city page, p99 at 50 connections',
      demo: `${ms(demo.city.load.latencyP99Ms)} (${demo.city.load.requestsPerSecond}/s)`,
      scale: `${ms(scale.city.load.latencyP99Ms)} (${scale.city.load.requestsPerSecond}/s)`,
      target: growth,
      pass: within(scale.city.load.latencyP99Ms, demo.city.load.latencyP99Ms),
    },
    {
      figure: '  the same bytes from a bare Node.js server (floor)',
      demo: `${ms(demo.city.floor.latencyP99Ms)} (${demo.city.floor.requestsPerSecond}/s)`,
      scale: `${ms(scale.city.floor.latencyP99Ms)} (${scale.city.floor.requestsPerSecond}/s)`,
      target: '—',
      pass: null,
    },
    {
      figure: 'sitemap',
      demo: `${demo.sitemap.root}, ${demo.sitemap.urls} URLs`,
      scale: `${scale.sitemap.root} of ${scale.sitemap.files} files, ${scale.sitemap.urls} URLs`,
      target: `an index past ${SCALE_TARGETS.sitemapUrlsPerFile} URLs`,
      pass:
        scale.sitemap.urls <= SCALE_TARGETS.sitemapUrlsPerFile ? scale.sitemap.root === 'urlset' : scale.sitemap.root === 'sitemapindex',
    },
    {
      figure: 'sitemap, largest file and slowest first answer',
      demo: `${kB(demo.sitemap.largestFileBytes)}, ${ms(demo.sitemap.slowestFirstAnswerMs)}`,
      scale: `${kB(scale.sitemap.largestFileBytes)}, ${ms(scale.sitemap.slowestFirstAnswerMs)}`,
      target: `≤ ${SCALE_TARGETS.sitemapUrlsPerFile} URLs a file`,
      pass: scale.sitemap.urls / scale.sitemap.files <= SCALE_TARGETS.sitemapUrlsPerFile,
    },
    {
      figure: 'Ctrl+K index sent to the browser',
      demo: `${kB(demo.searchIndex.bytes)}${demo.searchIndex.complete ? ', whole' : ', searched on the server'}`,
      scale: `${kB(scale.searchIndex.bytes)}${scale.searchIndex.complete ? ', whole' : ', searched on the server'}`,
      target: `≤ ${kB(SCALE_TARGETS.searchIndexBytes)}`,
      pass: scale.searchIndex.bytes <= SCALE_TARGETS.searchIndexBytes,
    },
    {
      figure: 'Ctrl+K search on the server (?q=), p99 at 50 connections',
      demo: `${ms(demo.searchIndex.query.latencyP99Ms)} (${demo.searchIndex.query.requestsPerSecond}/s)`,
      scale: `${ms(scale.searchIndex.query.latencyP99Ms)} (${scale.searchIndex.query.requestsPerSecond}/s)`,
      target: growth,
      pass: within(scale.searchIndex.query.latencyP99Ms, demo.searchIndex.query.latencyP99Ms),
    },
    {
      figure: "admin's building list, p99 of 20 pages",
      demo: `${ms(demo.adminList.p99Ms)} (${demo.adminList.totalDocs} rows)`,
      scale: `${ms(scale.adminList.p99Ms)} (${scale.adminList.totalDocs} rows)`,
      target: growth,
      pass: within(scale.adminList.p99Ms, demo.adminList.p99Ms),
    },
  ]
}

export function printScaleTable(rows: ScaleRow[]): string {
  const head = ['figure', '48 buildings', `${SCALE_BUILDINGS} buildings`, 'target', '']
  const cells = rows.map((r) => [r.figure, r.demo, r.scale, r.target, r.pass === null ? '–' : r.pass ? 'pass' : 'MISS'])
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join(' │ ')
  return [line(head), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...cells.map(line)].join('\n')
}
