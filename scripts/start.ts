// `npm start`: the whole site on one machine. Starts the embedded PostgreSQL unless DATABASE_URL is set,
// migrates, seeds an empty database, builds when the build is missing or stale, then serves on PORT (3000).
// `npm run dev` does the same with Next.js's development server and no build. Both serve through scripts/serve.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildFingerprint } from './lib/build-fingerprint'
import { startEmbeddedPostgres, type RunningDatabase } from './lib/embedded-postgres'
import { fail, step } from './lib/log'
import { run, startGroup, stopGroup } from './lib/processes'
import { localSecret } from './lib/secret'

const root = process.cwd()
const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'
const dataDir = path.join(root, '.data')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const serveScript = path.join(root, 'scripts', 'serve.ts')

async function main() {
  // What is running, for the shutdown handler: filled in as each piece starts.
  const running: { database?: RunningDatabase; server?: ReturnType<typeof startGroup> } = {}
  let stopping = false

  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    step('Stopping')
    if (running.server) await stopGroup(running.server)
    if (running.database) {
      step('Stopping embedded PostgreSQL')
      await running.database.stop().catch(() => undefined)
    }
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (process.env.DATABASE_URL) {
    step('Using the PostgreSQL server in DATABASE_URL')
  } else {
    const database = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      port: Number(process.env.EMBEDDED_POSTGRES_PORT || 54329),
      database: 'sthana',
    })
    running.database = database
    process.env.DATABASE_URL = database.url
  }
  process.env.PAYLOAD_SECRET ||= localSecret(dataDir)
  process.env.SITE_URL ||= `http://localhost:${port}`

  step('Preparing the database')
  const seedDemo = process.env.SEED_DEMO !== 'false'
  // With the demo content, /dev/outbox lists the emails and text messages the site sent (login codes included), since
  // no real mail or SMS leaves this machine. Production sets SEED_DEMO=false and this stays off.
  process.env.DEV_OUTBOX ||= seedDemo ? 'true' : 'false'
  await run(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts', ...(seedDemo ? ['--seed'] : [])], { env: process.env })

  if (!dev) {
    const fingerprintFile = path.join(root, '.next', 'sthana-build-fingerprint')
    const fingerprint = buildFingerprint(root, process.env.DATABASE_URL)
    const current = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : ''
    if (current !== fingerprint || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
      step(
        current
          ? 'The source changed since the last build: building again (a few minutes)'
          : 'Building the site (first start: a few minutes)',
      )
      await run(process.execPath, [nextBin, 'build'], { env: { ...process.env, NODE_ENV: 'production' } })
      writeFileSync(fingerprintFile, fingerprint)
    } else {
      step('The build is up to date')
    }
  }

  step(`Starting the ${dev ? 'development' : 'production'} server`)
  const server = startGroup(process.execPath, ['--import', 'tsx', serveScript, ...(dev ? ['--dev'] : []), '--port', port], {
    env: { ...process.env, NODE_ENV: dev ? 'development' : 'production' },
  })
  running.server = server
  server.on('exit', (code) => void shutdown(code ?? 0))
  step(`Site: http://localhost:${port}   Admin: http://localhost:${port}/admin   (Ctrl+C stops everything)`)
}

main().catch((error) => fail('Start failed', error))
