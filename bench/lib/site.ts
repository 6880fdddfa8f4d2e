// The production site for a bench run, on its own embedded PostgreSQL, data folder, build folder and port, so a run
// never disturbs `npm start` (.data/postgres, .next, port 3000) or the test runner (.next-test, port 3100).
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { buildFingerprint, filesUnder } from '../../scripts/lib/build-fingerprint'
import { buildSite, SOURCE_MAP_COMMENT } from '../../scripts/lib/build-site'
import { startEmbeddedPostgres, type RunningDatabase } from '../../scripts/lib/embedded-postgres'
import { step } from '../../scripts/lib/log'
import { runPrepareDatabase } from '../../scripts/lib/prepare-database-process'
import { assertPortFree, startGroup, stopGroup, waitForHttp } from '../../scripts/lib/processes'
import { localSecret } from '../../scripts/lib/secret'

const root = process.cwd()

/** Where the bench keeps the build's source maps, out of the served folder (see detachSourceMaps). */
export const SOURCE_MAPS_DIR = 'bench-source-maps'
export const SOURCE_MAPS_INDEX = 'index.json'

export const BENCH = {
  dataDir: path.join(root, '.data', 'bench'),
  distDir: '.next-bench',
  postgresPort: Number(process.env.BENCH_POSTGRES_PORT || 54349),
  port: Number(process.env.BENCH_PORT || 3300),
  database: 'sthana_bench',
}

/** Where a bench site lives; the scale bench (--scale) runs a second one beside the demo's. */
export interface BenchProfile {
  dataDir: string
  distDir: string
  postgresPort: number
  port: number
  database: string
  /** More environment for the seed, the build and the server (SEED_BUILDINGS for the scale catalogue). */
  env?: Record<string, string>
}

export interface BenchSite {
  baseUrl: string
  databaseUrl: string
  distDir: string
  /** Seconds the production build took, or null when the build on disk was up to date. */
  buildSeconds: number | null
  /** Stops and starts the server again: Next.js reads the list of static files once, at start. */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

export async function startBenchSite(options: { logFile: string; profile?: BenchProfile }): Promise<BenchSite> {
  const profile: BenchProfile = options.profile ?? BENCH
  const baseUrl = `http://localhost:${profile.port}`
  await assertPortFree(profile.port, 'BENCH_PORT')

  const database: RunningDatabase = await startEmbeddedPostgres({
    dataDir: path.join(profile.dataDir, 'postgres'),
    port: profile.postgresPort,
    database: profile.database,
  })
  let server: ChildProcess | undefined
  const stop = async () => {
    if (server) await stopGroup(server)
    server = undefined
    step('Stopping the bench PostgreSQL')
    await database.stop().catch(() => undefined)
  }

  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: localSecret(profile.dataDir),
      MEDIA_DIR: path.join(profile.dataDir, 'media'),
      SITE_URL: baseUrl,
      NEXT_DIST_DIR: profile.distDir,
      // Source maps, so the bench can say which libraries the JavaScript is made of (they change no script but its
      // last line), and no type check in the build (next.config.ts).
      BENCH_BUILD: 'true',
      // The same settings as the browser tests, so they can run against this server.
      DEV_OUTBOX: 'true',
      LEADS_RATE_LIMIT: '1000',
      // The checkout row is measured as one customer.
      CHECKOUT_RATE_LIMIT: '1000000',
      // The booking load holds thousands of slots as one customer in seconds.
      BOOKINGS_HOLD_RATE_LIMIT: '100000',
      ...profile.env,
    }

    step('Preparing the bench database (migrations; demo content when empty)')
    await runPrepareDatabase(env, { seed: true })

    const distPath = path.join(root, profile.distDir)
    const fingerprintFile = path.join(distPath, 'sthana-build-fingerprint')
    const fingerprint = buildFingerprint(root, database.url)
    const current = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : ''
    let buildSeconds: number | null = null
    if (current !== fingerprint || !existsSync(path.join(distPath, 'BUILD_ID'))) {
      step(`Building the site into ${profile.distDir} (a few minutes)`)
      const buildStarted = Date.now()
      await buildSite(profile.distDir, env)
      buildSeconds = Math.round((Date.now() - buildStarted) / 1000)
      writeFileSync(fingerprintFile, fingerprint)
    } else {
      step(`The build in ${profile.distDir} is up to date`)
    }

    detachSourceMaps(distPath)

    mkdirSync(path.dirname(options.logFile), { recursive: true })
    const startServer = async () => {
      step(`Starting the production server on port ${profile.port} (its output: ${path.relative(root, options.logFile)})`)
      const log = createWriteStream(options.logFile, { flags: 'a' })
      const child = startGroup(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts'), '--port', String(profile.port)],
        {
          env: { ...env, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      child.stdout?.pipe(log)
      child.stderr?.pipe(log)
      server = child
      await waitForHttp(`${baseUrl}/`, 120_000, () => child.exitCode === null)
    }
    await startServer()

    return {
      baseUrl,
      databaseUrl: database.url,
      distDir: distPath,
      buildSeconds,
      restart: async () => {
        if (server) await stopGroup(server)
        await startServer()
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Moves the build's source maps out of what the server serves, and their comments out of the scripts, so the site
 * under test sends what a production build sends; SOURCE_MAPS_INDEX says which map belongs to which script.
 */
function detachSourceMaps(distPath: string): void {
  const staticDir = path.join(distPath, 'static')
  const mapsDir = path.join(distPath, SOURCE_MAPS_DIR)
  const indexFile = path.join(mapsDir, SOURCE_MAPS_INDEX)
  const index: Record<string, string> = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, string>) : {}
  for (const file of filesUnder(staticDir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8')
    const comment = SOURCE_MAP_COMMENT.exec(code)
    if (!comment) continue
    const map = path.resolve(path.dirname(file), comment[1])
    if (existsSync(map)) {
      const target = path.join(mapsDir, path.relative(staticDir, map))
      mkdirSync(path.dirname(target), { recursive: true })
      renameSync(map, target)
    }
    index[path.relative(staticDir, file)] = path.relative(staticDir, map)
    writeFileSync(file, code.slice(0, comment.index))
  }
  mkdirSync(mapsDir, { recursive: true })
  writeFileSync(indexFile, JSON.stringify(index))
}
