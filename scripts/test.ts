// `npm test`: lint, type check, unit tests, then integration and browser tests against a real PostgreSQL
// (the machine's at 127.0.0.1:5432 when it answers, else an embedded one), seeded with the demo content,
// with the production build served on TEST_PORT (3100); the build runs beside the integration tests. `--only unit|int|e2e` runs one kind; file paths after it run only those files.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { buildSite } from './lib/build-site'
import { fail, step } from './lib/log'
import { runPrepareDatabase } from './lib/prepare-database-process'
import { run, startGroup, stopGroup, waitForHttp } from './lib/processes'
import { copyTestDatabase, freshTestDatabase } from './lib/test-database'

const root = process.cwd()
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined
const want = (kind: string) => !only || only === kind
// Test files named after the options narrow the run (for example `--only e2e tests/e2e/cart.e2e.ts`).
const files = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--only')
const port = process.env.TEST_PORT || '3100'
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const resultsDir = path.join(root, 'test-results')

interface Totals {
  passed: number
  failed: number
  skipped: number
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 }

async function vitest(project: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const outputFile = path.join(resultsDir, `${project}.json`)
  rmSync(outputFile, { force: true })
  try {
    await run(
      bin('vitest'),
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...files],
      { env },
    )
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

async function main() {
  mkdirSync(resultsDir, { recursive: true })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (!only) {
    step('Lint (eslint)')
    await run(bin('eslint'), ['.', '--max-warnings=0'])
    step('Formatting (prettier --check)')
    await run(bin('prettier'), ['--check', '.', '--log-level=warn'])
    step('Type check (tsc --noEmit)')
    await run(bin('tsc'), ['--noEmit'])
  }
  if (want('unit')) {
    step('Unit tests')
    await vitest('unit')
  }
  if (!want('int') && !want('e2e')) return

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
  let server: ReturnType<typeof startGroup> | undefined
  try {
    step('Migrating and seeding the test database')
    await runPrepareDatabase(env, { seed: true })
    // The browser tests run on a copy of the seeded database and media of their own: the site they use is then built
    // while the integration tests run (each suite runs its files one at a time, which leaves a core idle), and
    // neither suite sees what the other writes.
    let e2eEnv = env
    if (want('int') && want('e2e')) {
      const e2eMedia = path.join(root, '.data', 'test-media-e2e')
      rmSync(e2eMedia, { recursive: true, force: true })
      cpSync(mediaDir, e2eMedia, { recursive: true })
      e2eEnv = { ...env, DATABASE_URL: await copyTestDatabase(database.url, 'e2e'), MEDIA_DIR: e2eMedia }
    }
    // The whole run has checked the types already (tsc above); the build need not do it again.
    if (!only) e2eEnv = { ...e2eEnv, BUILD_TYPES_CHECKED: 'true' }
    const integration = async () => {
      step('Integration tests (real PostgreSQL)')
      await vitest('int', env)
    }
    const build = async () => {
      const busy = await fetch(`http://localhost:${port}/`).then(
        () => true,
        () => false,
      )
      if (busy) throw new Error(`Port ${port} is already in use; stop what runs there or set TEST_PORT.`)
      if (!want('int')) {
        step('Building the site for the browser tests')
        return buildSite(e2eEnv.NEXT_DIST_DIR!, e2eEnv)
      }
      const log = path.join(resultsDir, 'build.log')
      step(`Building the site for the browser tests meanwhile, at a lower priority (its output: ${path.relative(root, log)})`)
      const started = Date.now()
      try {
        await buildSite(e2eEnv.NEXT_DIST_DIR!, e2eEnv, { background: { log } })
      } catch (error) {
        process.stdout.write(readFileSync(log, 'utf8'))
        throw error
      }
      step(`The site for the browser tests is built (${Math.round((Date.now() - started) / 1000)} s)`)
    }
    const results = await Promise.allSettled([want('int') ? integration() : undefined, want('e2e') ? build() : undefined])
    for (const result of results) if (result.status === 'rejected') throw result.reason
    if (want('e2e')) {
      step(`Starting the test server on port ${port}`)
      server = startGroup(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--port', port], {
        env: { ...e2eEnv, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      const alive = () => server?.exitCode === null
      await waitForHttp(`http://localhost:${port}/`, 120_000, alive)
      step('Browser tests (Chromium)')
      await vitest('e2e', { ...e2eEnv, E2E_BASE_URL: `http://localhost:${port}` })
    }
  } finally {
    if (server) await stopGroup(server)
    await database.stop()
  }
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
