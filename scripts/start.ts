// `npm start`: the whole site on one machine. Starts the embedded PostgreSQL unless DATABASE_URL is set,
// migrates, seeds an empty database, builds when the build is missing or stale, then serves on PORT (3000).
// `npm run dev` does the same with Next.js's development server and no build. Both serve through scripts/serve.ts.
// `npm run start:cluster` serves through nginx in front of several app instances (the production profile).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { paymentsGatewayProblem } from '../src/server/env'
import { buildFingerprint } from './lib/build-fingerprint'
import { buildSite } from './lib/build-site'
import { startEmbeddedPostgres, type RunningDatabase } from './lib/embedded-postgres'
import { fail, step } from './lib/log'
import { runPrepareDatabase } from './lib/prepare-database-process'
import { startGroup, stopGroup } from './lib/processes'
import { startNginx } from './lib/nginx'
import { localSecret } from './lib/secret'

const root = process.cwd()
const dev = process.argv.includes('--dev')
// `npm run start:cluster`: nginx on PORT in front of CLUSTER_INSTANCES app instances on the next ports.
const cluster = process.argv.includes('--cluster')
const port = process.env.PORT || '3000'
const instances = Math.max(1, Number(process.env.CLUSTER_INSTANCES || 2))
const dataDir = path.join(root, '.data')
const serveScript = path.join(root, 'scripts', 'serve.ts')

async function main() {
  // What is running, for the shutdown handler: filled in as each piece starts.
  const running: { database?: RunningDatabase; servers: ReturnType<typeof startGroup>[] } = { servers: [] }
  let stopping = false

  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    step('Stopping')
    // nginx first (it is the first in the list), then the app instances, each draining its requests and jobs.
    for (const server of running.servers) await stopGroup(server)
    if (running.database) {
      step('Stopping embedded PostgreSQL')
      await running.database.stop().catch(() => undefined)
    }
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  // A production site on a public address with no payment gateway stops here, before the database and the build
  // (src/server/env.ts; each server checks the whole environment again as it starts).
  const gateway = paymentsGatewayProblem({
    ...process.env,
    NODE_ENV: dev ? 'development' : 'production',
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  })
  if (gateway) fail(`${gateway.variable}: ${gateway.message}`)

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
  await runPrepareDatabase(process.env, { seed: seedDemo })

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
      await buildSite('.next', process.env)
      writeFileSync(fingerprintFile, fingerprint)
    } else {
      step('The build is up to date')
    }
  }

  if (cluster && !dev) {
    const ports = Array.from({ length: instances }, (_, i) => Number(port) + 1 + i)
    step(`Starting nginx on port ${port} in front of ${instances} app instances (ports ${ports.join(', ')})`)
    const nginx = startNginx({ dir: path.join(dataDir, 'nginx'), port: Number(port), upstreams: ports })
    running.servers.push(nginx)
    nginx.on('exit', (code) => void shutdown(code ?? 0))
    for (const instancePort of ports) {
      const server = startGroup(
        process.execPath,
        ['--import', 'tsx', serveScript, '--port', String(instancePort), '--hostname', '127.0.0.1'],
        {
          // nginx appends the visitor's address to X-Forwarded-For: the one proxy the instances trust.
          env: { ...process.env, NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' },
        },
      )
      running.servers.push(server)
      server.on('exit', (code) => void shutdown(code ?? 0))
    }
    step(`Site: http://localhost:${port}   Health of each instance: /api/health   (Ctrl+C stops everything)`)
    return
  }

  step(`Starting the ${dev ? 'development' : 'production'} server`)
  const server = startGroup(process.execPath, ['--import', 'tsx', serveScript, ...(dev ? ['--dev'] : []), '--port', port], {
    env: { ...process.env, NODE_ENV: dev ? 'development' : 'production' },
  })
  running.servers.push(server)
  server.on('exit', (code) => void shutdown(code ?? 0))
  step(`Site: http://localhost:${port}   Admin: http://localhost:${port}/admin   (Ctrl+C stops everything)`)
}

main().catch((error) => fail('Start failed', error))
