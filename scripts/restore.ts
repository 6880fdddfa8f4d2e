// `npm run restore -- <directory>`: brings back a backup written by `npm run backup`, replacing the database's contents
// and the files beside it, then checks every table's row count and checksum against the backup's manifest. Stop the
// site first. A physical backup (of the embedded PostgreSQL) replaces .data/postgres, keeping the old one aside.
import path from 'node:path'
import pg from 'pg'
import { compareFigures, readManifest, restoreDump, restoreFiles, restorePhysical, tableFigures } from './lib/backup'
import { embeddedRunning, startEmbeddedPostgres, type RunningDatabase } from './lib/embedded-postgres'
import { fail, step } from './lib/log'

const root = process.cwd()
const dataDir = path.join(root, '.data', 'postgres')
const port = Number(process.env.EMBEDDED_POSTGRES_PORT || 54329)

async function main() {
  const dir = process.argv[2]
  if (!dir) throw new Error('Say which backup: npm run restore -- .data/backups/<time>')
  const backupDir = path.resolve(dir)
  const manifest = readManifest(backupDir)
  let started: RunningDatabase | undefined
  let databaseUrl = process.env.DATABASE_URL
  if (manifest.kind === 'physical') {
    if (databaseUrl) throw new Error('This is a physical copy of the embedded PostgreSQL: restore it without DATABASE_URL.')
    if (embeddedRunning(dataDir)) throw new Error('The embedded PostgreSQL is running: stop npm start first.')
    const kept = restorePhysical(backupDir, dataDir)
    if (kept) step(`The database it replaced is kept in ${path.relative(root, kept)}`)
  }
  if (!databaseUrl) {
    if (embeddedRunning(dataDir)) throw new Error('The embedded PostgreSQL is running: stop npm start first.')
    started = await startEmbeddedPostgres({ dataDir, port, database: 'sthana' })
    databaseUrl = started.url
  }
  try {
    if (manifest.kind === 'pg_dump') {
      step('Restoring the database (pg_restore)')
      await restoreDump(backupDir, databaseUrl)
    }
    step('Restoring the files')
    restoreFiles(backupDir, root)
    step('Checking every table against the backup')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const differences = compareFigures(manifest.tables, await tableFigures(client))
    await client.end()
    // A physical copy of a running site is consistent as of the end of the copy, while its figures were read a moment
    // later: tables the site wrote in between (jobs, analytics) may differ, but none may be missing.
    const serious = manifest.kind === 'physical' ? differences.filter((d) => /missing|not in the backup/.test(d)) : differences
    if (serious.length) throw new Error(`The restored database differs from the backup:\n${serious.join('\n')}`)
    if (differences.length)
      step(`Written to after the copy, so their figures differ (expected on a running site): ${differences.join('; ')}`)
    step(`Restored ${Object.keys(manifest.tables).length} tables, each matching the backup's row count and checksum`)
  } finally {
    await started?.stop()
  }
}

main().catch((error) => fail('Restore failed', error))
