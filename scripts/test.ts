// `npm test`: type check, lint, unit tests, then integration and browser tests against a real PostgreSQL (the
// machine's at 127.0.0.1:5432 when it answers, else an embedded one), seeded with the demo content, with the production
// build served on TEST_PORT (3100). The build runs beside the lint, the unit and the integration tests, and the browser
// tests run in two lanes at once (tests/e2e/lanes.ts), the second on TEST_PORT + 20. `--only unit|int|e2e` runs one
// kind; file paths after it run only those files.
import type { ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { SECOND_LANE } from '../tests/e2e/lanes'
import { buildSite } from './lib/build-site'
import { fail, step } from './lib/log'
import { runPrepareDatabase } from './lib/prepare-database-process'
import { assertPortFree, run, startGroup, stopGroup, waitForHttp } from './lib/processes'
import { copyTestDatabase, freshTestDatabase } from './lib/test-database'

const root = process.cwd()
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined
const want = (kind: string) => !only || only === kind
// Test files named after the options narrow the run (for example `--only e2e tests/e2e/cart.e2e.ts`).
const files = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--only')
const port = process.env.TEST_PORT || '3100'
/** The second lane's server (tests/e2e/lanes.ts). */
const SECOND_LANE_PORT = String(Number(port) + 20)
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const resultsDir = path.join(root, 'test-results')

interface Totals {
  passed: number
  failed: number
  skipped: number
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 }

interface VitestRun {
  /** The report's name in test-results (`<name>.json`); the project's by default. */
  report?: string
  /** The files to run; by default those of the command line. */
  files?: string[]
  /** Put before each line of the output, for runs whose output would otherwise interleave. */
  prefix?: string
}

/** Runs the files of one vitest project, or of several (in their `sequence.groupOrder`); the report is the first's. */
async function vitest(project: string | string[], env: NodeJS.ProcessEnv = process.env, options: VitestRun = {}): Promise<void> {
  const projects = typeof project === 'string' ? [project] : project
  const outputFile = path.join(resultsDir, `${options.report ?? projects[0]}.json`)
  rmSync(outputFile, { force: true })
  const args = [
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]
  try {
    await run(bin('vitest'), [...args, ...(options.files ?? files)], { env, prefix: options.prefix })
  } finally {
    if (existsSync(outputFile)) {
      const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
        numPassedTests: number
        numFailedTests: number
        numPendingTests: number
        numTodoTests: number
      }
      totals.passed += report.numPassedTests
      totals.failed += report.numFailedTests
      totals.skipped += report.numPendingTests + report.numTodoTests
    }
  }
}

/** The browser test files of this run: all of them, or those the command line names (a path or a part of one). */
function e2eFiles(): string[] {
  const dir = path.join(root, 'tests', 'e2e')
  const all = readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `tests/e2e/${name}`)
    .sort()
  const missing = SECOND_LANE.filter((file) => !all.includes(file))
  if (missing.length) throw new Error(`tests/e2e/lanes.ts lists files that do not exist: ${missing.join(', ')}`)
  if (files.length === 0) return all
  const filters = files.map((arg) => (existsSync(arg) ? path.relative(root, path.resolve(arg)) : arg))
  return all.filter((file) => filters.some((filter) => file.includes(filter)))
}

/** A copy of a build for a second server: everything but the build's compiler cache, symbolic links as they are. */
function copyBuild(from: string, to: string): void {
  rmSync(path.join(root, to), { recursive: true, force: true })
  const cache = path.join(root, from, 'cache')
  cpSync(path.join(root, from), path.join(root, to), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== cache,
  })
}

/** The second lane's copy of the test build (tests/e2e/lanes.ts). */
const SECOND_LANE_BUILD = '.next-test-2'

interface Lane {
  name: string
  port: string
  env: NodeJS.ProcessEnv
  files: string[]
}

/** A copy of the seeded test database and media for one suite, named with `suffix` (sthana_<suffix>_test). */
async function e2eData(databaseUrl: string, mediaDir: string, suffix: string): Promise<{ DATABASE_URL: string; MEDIA_DIR: string }> {
  const media = path.join(root, '.data', `test-media-${suffix}`)
  rmSync(media, { recursive: true, force: true })
  cpSync(mediaDir, media, { recursive: true })
  return { DATABASE_URL: await copyTestDatabase(databaseUrl, suffix), MEDIA_DIR: media }
}

async function main() {
  mkdirSync(resultsDir, { recursive: true })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const typeCheck = async () => {
    step('Type check (tsc --noEmit)')
    await run(bin('tsc'), ['--noEmit'])
  }
  const lintAndUnit = async () => {
    if (!only) {
      step('Lint (eslint)')
      await run(bin('eslint'), ['.', '--max-warnings=0'])
      step('Formatting (prettier --check)')
      await run(bin('prettier'), ['--check', '.', '--log-level=warn'])
    }
    if (want('unit')) {
      step('Unit tests')
      await vitest('unit')
    }
  }
  if (!want('int') && !want('e2e')) {
    if (!only) await typeCheck()
    return lintAndUnit()
  }

  if (want('e2e')) {
    for (const lanePort of [port, SECOND_LANE_PORT]) await assertPortFree(lanePort, 'TEST_PORT')
  }
  const database = await freshTestDatabase(root)
  const mediaDir = path.join(root, '.data', 'test-media')
  rmSync(mediaDir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'test-secret-not-for-production-use',
    MEDIA_DIR: mediaDir,
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: '.next-test',
    // The browser tests send many enquiries from one address.
    LEADS_RATE_LIMIT: '1000',
    DEV_OUTBOX: 'true',
  }
  const servers: ChildProcess[] = []
  const stopBuild = new AbortController()
  try {
    // The test database is seeded while the types are checked; the site for the browser tests is then built, at a
    // lower priority, while the lint, the unit and the integration tests run: on two cores, each of those leaves
    // most of a core idle. The build waits for the type check, which reads the types it writes.
    const prepared = prepareSuites(database.url, env, mediaDir)
    const typesChecked = only ? Promise.resolve() : typeCheck()
    const built = Promise.all([prepared, typesChecked]).then(([suites]) =>
      want('e2e') ? buildForBrowserTests(suites, { background: !only || want('int'), signal: stopBuild.signal }) : undefined,
    )
    // Each is awaited below; one that fails meanwhile is reported there, not as an unhandled rejection.
    for (const work of [prepared, typesChecked, built]) work.catch(() => undefined)
    await typesChecked
    await lintAndUnit()
    const { lanes } = await prepared
    if (want('int')) {
      step('Integration tests (real PostgreSQL)')
      // The files that share one module graph, then those that load the app for themselves (vitest.config.ts).
      await vitest(['int', 'int-own-graph'], env)
    }
    await built
    if (lanes.length) await browserTests(lanes, servers)
  } finally {
    stopBuild.abort()
    for (const server of servers) await stopGroup(server)
    await database.stop()
  }
}

/**
 * Seeds the test database, then makes the browser tests' copies of it: the browser tests run on data of their own, so
 * the site they use is built while the integration tests run and neither suite sees what the other writes. Each lane
 * of the browser tests gets its own copy (tests/e2e/lanes.ts).
 */
async function prepareSuites(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
  mediaDir: string,
): Promise<{ e2eEnv: NodeJS.ProcessEnv; lanes: Lane[] }> {
  step('Migrating and seeding the test database')
  await runPrepareDatabase(env, { seed: true })
  let e2eEnv = env
  // Copied now, while nothing is connected to the seeded database (PostgreSQL copies it as a template).
  if (want('int') && want('e2e')) e2eEnv = { ...env, ...(await e2eData(databaseUrl, mediaDir, 'e2e')) }
  // The whole run checks the types itself (tsc); the build need not do it again.
  if (!only) e2eEnv = { ...e2eEnv, BUILD_TYPES_CHECKED: 'true' }
  const lanes: Lane[] = []
  if (!want('e2e')) return { e2eEnv, lanes }
  const selected = e2eFiles()
  const first = selected.filter((file) => !SECOND_LANE.includes(file))
  const second = selected.filter((file) => SECOND_LANE.includes(file))
  if (first.length && second.length) {
    const secondEnv = {
      ...e2eEnv,
      ...(await e2eData(databaseUrl, mediaDir, 'e2e2')),
      SITE_URL: `http://localhost:${SECOND_LANE_PORT}`,
      NEXT_DIST_DIR: SECOND_LANE_BUILD,
    }
    lanes.push({ name: 'e2e-1', port, env: e2eEnv, files: first }, { name: 'e2e-2', port: SECOND_LANE_PORT, env: secondEnv, files: second })
  } else {
    lanes.push({ name: 'e2e', port, env: e2eEnv, files: selected })
  }
  return { e2eEnv, lanes }
}

/** Builds the site the browser tests use; in the background (lower priority, output to a file) when other work runs. */
async function buildForBrowserTests(
  { e2eEnv }: { e2eEnv: NodeJS.ProcessEnv },
  { background, signal }: { background: boolean; signal: AbortSignal },
): Promise<void> {
  if (!background) {
    step('Building the site for the browser tests')
    return buildSite(e2eEnv.NEXT_DIST_DIR!, e2eEnv)
  }
  const log = path.join(resultsDir, 'build.log')
  step(`Building the site for the browser tests meanwhile, at a lower priority (its output: ${path.relative(root, log)})`)
  const started = Date.now()
  try {
    await buildSite(e2eEnv.NEXT_DIST_DIR!, e2eEnv, { background: { log, signal } })
  } catch (error) {
    if (!signal.aborted) process.stdout.write(readFileSync(log, 'utf8'))
    throw error
  }
  step(`The site for the browser tests is built (${Math.round((Date.now() - started) / 1000)} s)`)
}

/** Starts each lane's server, then runs the lanes at once, each its files one at a time. */
async function browserTests(lanes: Lane[], servers: ChildProcess[]): Promise<void> {
  if (lanes.length > 1) copyBuild(lanes[0]!.env.NEXT_DIST_DIR!, SECOND_LANE_BUILD)
  for (const lane of lanes) {
    step(`Starting the test server on port ${lane.port}`)
    servers.push(
      startGroup(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--port', lane.port], {
        env: { ...lane.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    )
  }
  await Promise.all(lanes.map((lane, i) => waitForHttp(`http://localhost:${lane.port}/`, 120_000, () => servers[i]!.exitCode === null)))
  for (const name of ['e2e', 'e2e-1', 'e2e-2']) rmSync(path.join(resultsDir, `${name}.json`), { force: true })
  step(
    lanes.length > 1
      ? `Browser tests (Chromium), in two lanes at once: ${lanes.map((lane) => `${lane.files.length} files on port ${lane.port}`).join(', ')}`
      : 'Browser tests (Chromium)',
  )
  const runs = await Promise.allSettled(
    lanes.map((lane) =>
      vitest(
        'e2e',
        { ...lane.env, E2E_BASE_URL: `http://localhost:${lane.port}` },
        { report: lane.name, files: lane.files, prefix: lanes.length > 1 ? `[${lane.name}]` : undefined },
      ),
    ),
  )
  for (const result of runs) if (result.status === 'rejected') throw result.reason
}

main()
  .then(() => {
    console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
    process.exit(totals.failed > 0 ? 1 : 0)
  })
  .catch((error) => {
    console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed, ${totals.skipped} skipped`)
    fail('Tests failed', error)
  })
