// `npm run bench:load`: the production profile under load (issue 20). Starts an embedded PostgreSQL of its own
// (never the machine's: the PostgreSQL fault restarts it), migrates and seeds it, starts nginx in front of app
// instances on the existing production build, signs customers in, then drives CONNECTIONS concurrent visitors for
// DURATION seconds on a mix of browsing, enquiries, holds and checkouts. Prints per-route p50/p99 and errors, then
// counts in the database: double bookings and duplicate orders (both must be 0), and whether every lead and
// confirmed order the server accepted is there. Exits 1 when a count is wrong.
//
//   --connections 200   concurrent visitors            --duration 60     seconds of load
//   --port 3205         nginx; instances on the next ports, the embedded PostgreSQL on port + 50
//   --instances 2       app instances                  --customers 60    signed-in customers shared by the journeys
//   --fault postgres    restart PostgreSQL mid-load (down --down seconds, 5): the API must answer 503 with Retry-After,
//                       never 401, 429 or a bare 500, and recover by itself
//   --fault instance    kill one app instance mid-load (SIGKILL) with a checkout in flight on it: nginx routes around
//                       it, and the checkout, retried with its key, makes one order
//   --fault-at N        seconds into the load when the fault happens (a third of the duration)
//   --json FILE         also write the figures as JSON
//
// It needs the production build (NEXT_DIST_DIR, default .next): `npm run build` (or `npm start` once) makes it.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import type { ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { step, fail } from '../scripts/lib/log'
import { startEmbeddedPostgres, type RunningDatabase } from '../scripts/lib/embedded-postgres'
import { startNginx } from '../scripts/lib/nginx'
import { runPrepareDatabase } from '../scripts/lib/prepare-database-process'
import { startGroup, stopGroup, waitForHttp } from '../scripts/lib/processes'
import { browse, checkout, enquire, hold, loadTargets, Recorder, signInCustomers, type Sample } from './lib/journeys'

const root = process.cwd()
const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
}
const connections = Number(option('connections', '200'))
const durationSeconds = Number(option('duration', '60'))
const port = Number(option('port', '3205'))
const instanceCount = Number(option('instances', '2'))
const customerCount = Number(option('customers', '60'))
const faults = new Set(
  process.argv
    .flatMap((arg, i, all) => (all[i - 1] === '--fault' ? arg.split(',') : []))
    .filter((f) => ['postgres', 'instance'].includes(f)),
)
const faultAt = Number(option('fault-at', String(Math.round(durationSeconds / 3))))
const downSeconds = Number(option('down', '5'))
const jsonFile = process.argv.includes('--json') ? option('json', '') : ''
const pgPort = port + 50
const distDir = process.env.NEXT_DIST_DIR || '.next'

const site = `http://localhost:${port}`
const instancePorts = Array.from({ length: instanceCount }, (_, i) => port + 1 + i)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Stack {
  database?: RunningDatabase
  databaseUrl?: string
  nginx?: ChildProcess
  instances: Map<number, ChildProcess>
}
const stack: Stack = { instances: new Map() }

function startInstance(instancePort: number, databaseUrl: string): ChildProcess {
  const child = startGroup(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--port', String(instancePort), '--hostname', '127.0.0.1'],
    {
      cwd: root,
      // Two proxies: the bench stands for a load balancer in front of nginx, each journey a visitor of its own address.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SITE_URL: site,
        TRUST_PROXY_HOPS: '2',
        DEV_OUTBOX: 'true',
        NEXT_DIST_DIR: distDir,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'load-bench-secret-not-for-production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  stack.instances.set(instancePort, child)
  return child
}

async function startStack(): Promise<string> {
  if (!existsSync(path.join(root, distDir, 'BUILD_ID')))
    throw new Error(`No production build in ${distDir}: run \`npm run build\` first (NEXT_DIST_DIR names another directory).`)
  const dataDir = path.join(root, '.data', 'load-postgres')
  stack.database = await startEmbeddedPostgres({ dataDir, port: pgPort, database: 'sthana_load' })
  const databaseUrl = stack.database.url
  stack.databaseUrl = databaseUrl
  step('Migrating and seeding the load database')
  await runPrepareDatabase(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'load-bench-secret-not-for-production',
    },
    { seed: true },
  )
  step(`Starting ${instanceCount} app instances (ports ${instancePorts.join(', ')}) and nginx on ${port}`)
  for (const instancePort of instancePorts) startInstance(instancePort, databaseUrl)
  stack.nginx = startNginx({ dir: path.join(root, '.data', 'load-nginx'), port, upstreams: instancePorts })
  await Promise.all(instancePorts.map((p) => waitForHttp(`http://127.0.0.1:${p}/api/health`, 180_000)))
  await waitForHttp(`${site}/api/health`, 30_000)
  return databaseUrl
}

async function stopStack(): Promise<void> {
  if (stack.nginx) await stopGroup(stack.nginx)
  await Promise.all([...stack.instances.values()].map((child) => stopGroup(child)))
  await stack.database?.stop().catch(() => undefined)
}

// ---- faults ------------------------------------------------------------------------------------------------------

interface FaultReport {
  name: string
  window: { from: number; to: number }
  lines: string[]
  problems: string[]
}

async function restartPostgres(): Promise<{ from: number; to: number }> {
  const from = Date.now()
  step(`Fault: stopping PostgreSQL for ${downSeconds} s`)
  await stack.database!.stop()
  await sleep(downSeconds * 1000)
  stack.database = await startEmbeddedPostgres({
    dataDir: path.join(root, '.data', 'load-postgres'),
    port: pgPort,
    database: 'sthana_load',
  })
  step('Fault: PostgreSQL is back')
  return { from, to: Date.now() }
}

/** While PostgreSQL was down (and a moment after, while pools reconnect): what the API answered. */
function postgresReport(samples: Sample[], window: { from: number; to: number }): FaultReport {
  // The API's rows (the sandbox gateway's sheet stands for the payment gateway, and pages are nginx's and the cache's).
  const isApi = (s: Sample) => s.route.includes(' /api/')
  const during = samples.filter((s) => s.at >= window.from && s.at <= window.to + 2000 && isApi(s))
  const count = (f: (s: Sample) => boolean) => during.filter(f).length
  const refused503 = count((s) => s.status === 503 && s.retryAfter)
  /** The answers that must not come while the database is down. */
  const wrong: Record<string, (s: Sample) => boolean> = {
    '401': (s) => s.status === 401,
    '429': (s) => s.status === 429,
    '500': (s) => s.status === 500,
    '503 without Retry-After': (s) => s.status === 503 && !s.retryAfter,
    'other 5xx or no answer': (s) => s.status === 0 || s.status > 503 || s.status === 501 || s.status === 502,
  }
  const bad = Object.fromEntries(Object.entries(wrong).map(([what, f]) => [what, count(f)]))
  const after = samples.filter((s) => s.start > window.to && isApi(s) && s.status >= 200 && s.status < 300)
  const afterAll = samples.filter((s) => s.start > window.to && isApi(s))
  const afterStatuses = new Map<number, number>()
  for (const s of afterAll) afterStatuses.set(s.status, (afterStatuses.get(s.status) ?? 0) + 1)
  const recoveredIn = after.length ? ((Math.min(...after.map((s) => s.at)) - window.to) / 1000).toFixed(1) : null
  const offenders = (f: (s: Sample) => boolean) => [...new Set(during.filter(f).map((s) => s.route))].join(', ')
  const problems = Object.entries(bad)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} API answers were ${what} while PostgreSQL was down (${offenders(wrong[what]!)})`)
  if (recoveredIn === null) problems.push('No API row answered 2xx after PostgreSQL came back')
  return {
    name: 'PostgreSQL restarted',
    window,
    lines: [
      `API answers while down: ${during.length}, of which 503 with Retry-After: ${refused503}`,
      `  ${Object.entries(bad)
        .map(([what, n]) => `${what}: ${n}`)
        .join(', ')}`,
      `First 2xx API answer ${recoveredIn ?? '—'} s after PostgreSQL was back; API answers to requests sent after it: ${
        [...afterStatuses.entries()].map(([status, n]) => `${status}×${n}`).join(' ') || 'none'
      }`,
    ],
    problems,
  }
}

// ---- figures -----------------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Statuses that answer a journey as it should go (a taken slot, a limit reached, a cart in use are not failures). */
const isError = (s: Sample) => s.status === 0 || s.status >= 500

function routeTable(samples: Sample[]) {
  const byRoute = new Map<string, Sample[]>()
  for (const s of samples) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s])
  return [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, list]) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b)
      const statuses = new Map<number, number>()
      for (const s of list) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1)
      return {
        route,
        requests: list.length,
        p50: Math.round(percentile(ms, 50)),
        p99: Math.round(percentile(ms, 99)),
        errors: list.filter(isError).length,
        statuses: Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b)),
      }
    })
}

async function databaseCounts(databaseUrl: string, recorder: Recorder) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // Two live reservations (held or booked) of one room that overlap: the exclusion constraint must make this 0.
    const doubleBookings = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM reservations a JOIN reservations b ON a.room_id = b.room_id AND a.id < b.id
        AND a.during && b.during WHERE a.status IN ('held', 'booked') AND b.status IN ('held', 'booked')`,
    )
    // One idempotency key with more than one order, in the database or in what the API answered for it.
    const keys = [...recorder.accepted.checkoutKeys.keys()]
    const duplicateByKey = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT idempotency_key FROM orders WHERE idempotency_key = ANY($1) GROUP BY 1 HAVING count(*) > 1) d`,
      [keys],
    )
    const answeredTwice = [...recorder.accepted.checkoutKeys.values()].filter((numbers) => numbers.size > 1).length
    // A gateway payment recorded twice for one order.
    const duplicatePayments = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT order_id FROM payments WHERE status IN ('captured', 'authorized') GROUP BY order_id HAVING count(*) > 1) d`,
    )
    const leads = [...recorder.accepted.leads]
    const leadsFound = await client.query<{ n: string; missing: string[] | null }>(
      `SELECT (SELECT count(DISTINCT email) FROM leads WHERE email = ANY($1)) AS n,
              (SELECT array_agg(e) FROM unnest($1::text[]) e WHERE NOT EXISTS (SELECT 1 FROM leads WHERE email = e)) AS missing`,
      [leads],
    )
    const confirmed = [...recorder.accepted.confirmedOrders]
    const confirmedFound = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM orders WHERE number = ANY($1) AND status = 'confirmed'`,
      [confirmed],
    )
    // The gateway's webhooks for those payments come through the job queue, which retries with doubling delays (2 s,
    // 4 s, … 64 s: src/server/jobs/registry.ts): a delivery that failed five times during an outage is next tried about
    // two minutes later. Wait for them that long (150 s at most); the order itself was confirmed by the verified fetch.
    const eventsOf = () =>
      client.query<{ n: string }>(
        `SELECT count(DISTINCT order_id) AS n FROM webhook_events WHERE order_id IN (SELECT id FROM orders WHERE number = ANY($1))`,
        [confirmed],
      )
    let events = await eventsOf()
    for (let i = 0; i < 150 && Number(events.rows[0]!.n) < confirmed.length; i++) {
      await sleep(1000)
      events = await eventsOf()
    }
    return {
      doubleBookings: Number(doubleBookings.rows[0]!.n),
      duplicateOrders: Number(duplicateByKey.rows[0]!.n) + answeredTwice,
      duplicatePayments: Number(duplicatePayments.rows[0]!.n),
      leadsAccepted: leads.length,
      leadsFound: Number(leadsFound.rows[0]!.n),
      leadsMissing: leadsFound.rows[0]!.missing ?? [],
      confirmedAccepted: confirmed.length,
      confirmedFound: Number(confirmedFound.rows[0]!.n),
      confirmedWithPaymentEvent: Number(events.rows[0]!.n),
    }
  } finally {
    await client.end()
  }
}

// ---- the run -----------------------------------------------------------------------------------------------------

async function main() {
  const load = os.loadavg()[0]
  step(`Load average ${load.toFixed(2)} on ${os.cpus().length} cores${load > 1 ? ': the machine is busy, the figures will be poor' : ''}`)
  const databaseUrl = await startStack()
  const targets = await loadTargets(databaseUrl)
  step(`Signing in ${customerCount} customers`)
  const customers = await signInCustomers(site, databaseUrl, customerCount + 1)
  // One customer of its own for the checkout that is in flight when an instance is killed.
  const probeCustomer = customers.pop()!

  const recorder = new Recorder(site)
  const started = Date.now()
  const endsAt = started + durationSeconds * 1000
  let stopVisitors = false
  // The faults take their time under load (the probe's checkout, the restart): the load goes on until 10 s after the
  // last fault, so that recovery is measured under load too.
  let faultsRunning = faults.size > 0
  let keepGoingUntil = endsAt
  const visitor = async () => {
    while (!stopVisitors && (faultsRunning || Date.now() < keepGoingUntil)) {
      const roll = Math.random()
      if (roll < 0.55) await browse(recorder, targets)
      else if (roll < 0.7) await enquire(recorder, targets)
      else if (roll < 0.85) await hold(recorder, targets, customers)
      else await checkout(recorder, targets, customers)
    }
  }
  step(`Load: ${connections} connections for ${durationSeconds} s through nginx (${instanceCount} instances)`)
  const reports: FaultReport[] = []
  const faultRun = (async () => {
    if (!faults.size) return
    await sleep(faultAt * 1000)
    if (faults.has('instance')) {
      // A checkout sent straight to the instance that is about to die, killed while the request is in flight.
      const victimPort = instancePorts[0]!
      const victim = stack.instances.get(victimPort)!
      const probe = new Recorder(site)
      let killedAt = 0
      // When the process was gone: requests sent before it may have reached it and fail; none sent after may.
      let diedAt = 0
      victim.once('exit', () => (diedAt = Date.now()))
      const outcome = checkout(probe, targets, [probeCustomer], {
        first: {
          base: `http://127.0.0.1:${victimPort}`,
          onSent: () => {
            killedAt = Date.now()
            step(`Fault: killing the app instance on port ${victimPort} (SIGKILL) with a checkout in flight on it`)
            void stopGroup(victim, 'SIGKILL')
          },
        },
      })
      const result = await outcome
      if (!killedAt) {
        // The checkout stopped before its checkout call (a cart step refused): kill the instance all the same.
        killedAt = Date.now()
        step(`Fault: killing the app instance on port ${victimPort} (SIGKILL); the checkout ended ${result} before it`)
        void stopGroup(victim, 'SIGKILL')
      }
      recorder.samples.push(...probe.samples.map((s) => ({ ...s, route: `fault: ${s.route}` })))
      for (const [key, numbers] of probe.accepted.checkoutKeys) recorder.accepted.checkoutKeys.set(key, numbers)
      for (const number of probe.accepted.confirmedOrders) recorder.accepted.confirmedOrders.add(number)
      const orders = [...probe.accepted.checkoutKeys.values()].flatMap((n) => [...n])
      // Requests sent after the kill: none may fail (those in flight on the dead instance when it died may).
      const afterKill = () => recorder.samples.filter((s) => s.start > (diedAt || killedAt) && !s.route.startsWith('fault: '))
      // Let the load run on a while on the one instance left, then look at what nginx answered.
      await sleep(10_000)
      const later = afterKill()
      const failed = later.filter((s) => s.status === 0 || s.status === 502 || s.status === 504).length
      reports.push({
        name: 'App instance killed',
        window: { from: killedAt, to: Date.now() },
        lines: [
          `The checkout in flight on it: ${result}, orders named by its key: ${orders.length ? orders.join(', ') : 'none'}`,
          `Requests sent after the instance was gone (${diedAt ? ((diedAt - killedAt) / 1000).toFixed(1) : '?'} s after the signal; 10 s): ${later.length}, of which answered 502/504 or cut: ${failed}`,
        ],
        problems: [
          ...(result === 'confirmed' && orders.length === 1 ? [] : [`The checkout in flight ended ${result} with ${orders.length} orders`]),
          ...(failed > 0 ? [`${failed} requests sent after the instance died failed at nginx`] : []),
        ],
      })
    }
    if (faults.has('postgres')) {
      const window = await restartPostgres()
      reports.push({ ...postgresReport(recorder.samples, window), window })
    }
    keepGoingUntil = Math.max(endsAt, Date.now() + 10_000)
    faultsRunning = false
  })()
  await Promise.all([...Array.from({ length: connections }, visitor), faultRun])
  stopVisitors = true
  const elapsed = (Date.now() - started) / 1000

  // The postgres report again, now that every answer of its window is in.
  for (const [i, report] of reports.entries())
    if (report.name === 'PostgreSQL restarted') reports[i] = postgresReport(recorder.samples, report.window)

  const table = routeTable(recorder.samples)
  const total = recorder.samples.length
  const errors = recorder.samples.filter(isError).length
  console.log(`\n${total} requests in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(1)}/s), ${errors} errors (5xx or no answer)`)
  console.log(
    `${'route'.padEnd(44)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}  statuses`,
  )
  for (const row of table)
    console.log(
      `${row.route.padEnd(44)} ${String(row.requests).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(7)}  ${Object.entries(
        row.statuses,
      )
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    )

  const counts = await databaseCounts(databaseUrl, recorder)
  console.log('\nIn the database afterwards:')
  console.log(`  double bookings (overlapping live reservations of one room): ${counts.doubleBookings}`)
  console.log(`  duplicate orders (one idempotency key, several orders):      ${counts.duplicateOrders}`)
  console.log(`  orders paid twice:                                           ${counts.duplicatePayments}`)
  console.log(`  leads accepted (201) / found:                                ${counts.leadsAccepted} / ${counts.leadsFound}`)
  console.log(`  orders confirmed by verify / still confirmed:                ${counts.confirmedAccepted} / ${counts.confirmedFound}`)
  console.log(`  of those, with the gateway's payment webhook event stored:   ${counts.confirmedWithPaymentEvent}`)
  for (const report of reports) {
    console.log(`\nFault: ${report.name}`)
    for (const line of report.lines) console.log(`  ${line}`)
  }

  const problems = [
    ...(counts.doubleBookings ? [`${counts.doubleBookings} double bookings`] : []),
    ...(counts.duplicateOrders ? [`${counts.duplicateOrders} duplicate orders`] : []),
    ...(counts.duplicatePayments ? [`${counts.duplicatePayments} orders paid twice`] : []),
    ...(counts.leadsFound < counts.leadsAccepted
      ? [`${counts.leadsAccepted - counts.leadsFound} accepted leads lost: ${counts.leadsMissing.join(', ')}`]
      : []),
    ...(counts.confirmedFound < counts.confirmedAccepted
      ? [`${counts.confirmedAccepted - counts.confirmedFound} confirmed orders lost`]
      : []),
    ...(counts.confirmedWithPaymentEvent < counts.confirmedAccepted
      ? [`${counts.confirmedAccepted - counts.confirmedWithPaymentEvent} confirmed orders without their payment event after 150 s`]
      : []),
    ...reports.flatMap((r) => r.problems),
  ]
  const errorRate = total ? errors / total : 0
  console.log(`\nError rate ${(errorRate * 100).toFixed(3)}% (target < 0.1%${faults.size ? '; faults were injected' : ''})`)
  if (jsonFile) {
    mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true })
    writeFileSync(
      jsonFile,
      JSON.stringify(
        { connections, durationSeconds, instances: instanceCount, loadAverage: load, total, errors, table, counts, reports },
        null,
        2,
      ),
    )
  }
  if (problems.length) {
    console.log(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    return 1
  }
  console.log('\nNo double booking, no duplicate order, nothing accepted was lost.')
  return 0
}

let exiting = false
const finish = async (code: number) => {
  if (exiting) return
  exiting = true
  await stopStack()
  process.exit(code)
}
process.on('SIGINT', () => void finish(130))
process.on('SIGTERM', () => void finish(143))
main().then(
  (code) => finish(code),
  async (error) => {
    await stopStack()
    fail('The load bench failed', error)
  },
)
