// `npm run backup [-- <directory>]`: a consistent backup of the database and of the files beside it (uploads, keys) into
// <directory> (default .data/backups/<time>). The database is DATABASE_URL's, or the embedded PostgreSQL of `npm start`,
// running or not. How: scripts/lib/backup.ts. `npm run restore -- <directory>` brings it back.
import path from 'node:path'
import { backup } from './lib/backup'
import { embeddedDatabaseUrl, embeddedRunning, startEmbeddedPostgres, type RunningDatabase } from './lib/embedded-postgres'
import { fail, step } from './lib/log'

const root = process.cwd()
const dataDir = path.join(root, '.data', 'postgres')
const port = Number(process.env.EMBEDDED_POSTGRES_PORT || 54329)

async function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, '.data', 'backups', new Date().toISOString().replace(/[:.]/g, '-')))
  let started: RunningDatabase | undefined
  let databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    if (embeddedRunning(dataDir)) {
      step('Backing up the running embedded PostgreSQL')
      databaseUrl = embeddedDatabaseUrl(port, 'sthana')
    } else {
      started = await startEmbeddedPostgres({ dataDir, port, database: 'sthana' })
      databaseUrl = started.url
    }
  }
  try {
    step(`Writing the backup to ${path.relative(root, outDir) || outDir}`)
    const manifest = await backup({ root, databaseUrl, dataDir: process.env.DATABASE_URL ? undefined : dataDir, outDir })
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0)
    step(
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows, ${manifest.kind === 'pg_dump' ? 'pg_dump' : 'a physical copy'}) and ${manifest.files.length} file sets`,
    )
  } finally {
    await started?.stop()
  }
}

main().catch((error) => fail('Backup failed', error))
