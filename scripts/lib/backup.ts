import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

// Backups of the database and of the files that live beside it (`npm run backup`, `npm run restore`).
//
// The database is dumped with pg_dump when one at least as new as the server is installed (any server reachable by
// DATABASE_URL; the machine's PostgreSQL): a custom-format dump taken in one exported snapshot, with the row counts and
// checksums of that same snapshot. The embedded PostgreSQL of `npm start` (version 18) has no pg_dump beside it and
// Debian's is older, so it is copied physically instead, while it runs: PostgreSQL's low-level backup API
// (pg_backup_start/pg_backup_stop) with the WAL written meanwhile, held by a temporary replication slot; a restore
// replays that WAL to a consistent state. The files are the uploads (MEDIA_DIR, UPLOADS_DIR) and the keys kept in
// .data, without which encrypted identity numbers and signing links could not be read.

export type BackupKind = 'pg_dump' | 'physical'

export interface TableFigures {
  rows: number
  /** md5 of the table's rows as text, in text order: equal tables have equal checksums. */
  checksum: string
}

export interface BackupManifest {
  format: 1
  createdAt: string
  kind: BackupKind
  serverVersion: string
  /** Schema-qualified table → its figures, taken in the dump's snapshot (pg_dump) or after the copy (physical). */
  tables: Record<string, TableFigures>
  files: string[]
}

/** The files kept beside the database: uploads and the keys generated into .data on first use. */
export function backupFileSources(root: string): string[] {
  const data = path.join(root, '.data')
  const sources = [
    process.env.MEDIA_DIR || path.join(data, 'media'),
    process.env.UPLOADS_DIR || path.join(data, 'uploads'),
    ...['payload-secret', 'field-encryption-keys', 'vo-config-signing-key', 'esign-link-secret', 'esign-seal.p12.b64'].map((f) =>
      path.join(data, f),
    ),
  ]
  return sources.map((s) => path.resolve(root, s)).filter((s) => existsSync(s))
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Every table of the application's schemas with its row count and checksum, read in the client's current snapshot. */
export async function tableFigures(client: pg.ClientBase): Promise<Record<string, TableFigures>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  )
  const figures: Record<string, TableFigures> = {}
  for (const { schema, name } of tables) {
    const table = `${quoteIdent(schema)}.${quoteIdent(name)}`
    const { rows } = await client.query<{ rows: string; checksum: string | null }>(
      `SELECT count(*) AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS checksum FROM ${table} t`,
    )
    figures[`${schema}.${name}`] = { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum ?? 'empty' }
  }
  return figures
}

/** The tables whose figures differ between two manifests (or sets of figures): empty when the restore is faithful. */
export function compareFigures(expected: Record<string, TableFigures>, actual: Record<string, TableFigures>): string[] {
  const differences: string[] = []
  for (const [table, figures] of Object.entries(expected)) {
    const got = actual[table]
    if (!got) differences.push(`${table}: missing`)
    else if (got.rows !== figures.rows) differences.push(`${table}: ${got.rows} rows, expected ${figures.rows}`)
    else if (got.checksum !== figures.checksum) differences.push(`${table}: contents differ`)
  }
  for (const table of Object.keys(actual)) if (!(table in expected)) differences.push(`${table}: not in the backup`)
  return differences
}

function majorOf(versionNum: number): number {
  return Math.floor(versionNum / 10000)
}

/** A pg_dump (or pg_restore) at least as new as the server, or null. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): string | null {
  const candidates = [
    ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/${tool}`) : []),
    tool,
  ]
  for (const candidate of candidates) {
    try {
      const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' })
      const major = Number(/(\d+)(?:\.\d+)?/.exec(version.replace(/^[^0-9]*/, ''))?.[1])
      if (major >= serverMajor) return candidate
    } catch {
      // Not installed there.
    }
  }
  return null
}

async function serverMajor(client: pg.ClientBase): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  )
  return { major: majorOf(Number(rows[0]!.num)), version: rows[0]!.version }
}

function archiveFiles(root: string, target: string): string[] {
  const sources = backupFileSources(root)
  if (sources.length === 0) return []
  const relative = sources.map((s) => path.relative(root, s))
  execFileSync('tar', ['-czf', target, '-C', root, ...relative])
  return relative
}

export interface BackupOptions {
  root: string
  databaseUrl: string
  /** The embedded PostgreSQL's data directory, when the database is the embedded one (copied physically). */
  dataDir?: string
  outDir: string
}

/** Writes a backup into `outDir` (created): database, files and manifest.json. Answers the manifest. */
export async function backup(options: BackupOptions): Promise<BackupManifest> {
  const { root, databaseUrl, dataDir, outDir } = options
  mkdirSync(outDir, { recursive: true })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const server = await serverMajor(client)
    const pgDump = findPgTool('pg_dump', server.major)
    let manifest: BackupManifest
    if (pgDump) {
      // One snapshot for the dump and the figures: the counts describe exactly what was dumped.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      execFileSync(pgDump, ['--format=custom', `--snapshot=${rows[0]!.id}`, '--file', path.join(outDir, 'database.dump'), databaseUrl], {
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      const tables = await tableFigures(client)
      await client.query('COMMIT')
      manifest = { format: 1, createdAt: new Date().toISOString(), kind: 'pg_dump', serverVersion: server.version, tables, files: [] }
    } else if (dataDir) {
      manifest = await physicalBackup(client, dataDir, outDir, server.version)
    } else {
      throw new Error(
        `No pg_dump of version ${server.major} or later is installed for this PostgreSQL ${server.version} server: install its client ` +
          `tools (for example the postgresql-client-${server.major} package from apt.postgresql.org) and run the backup again.`,
      )
    }
    manifest.files = archiveFiles(root, path.join(outDir, 'files.tar.gz'))
    writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    return manifest
  } finally {
    await client.end()
  }
}

async function physicalBackup(client: pg.ClientBase, dataDir: string, outDir: string, version: string): Promise<BackupManifest> {
  const slot = `sthana_backup_${process.pid}`
  const copy = path.join(outDir, 'postgres')
  rmSync(copy, { recursive: true, force: true })
  // The slot keeps every WAL segment from now on until it is dropped, so none the restore needs is recycled meanwhile.
  await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot])
  try {
    await client.query("SELECT pg_backup_start('sthana backup', true)")
    cpSync(dataDir, copy, {
      recursive: true,
      filter: (source) => {
        const name = path.relative(dataDir, source)
        // What PostgreSQL's own documentation leaves out of a base backup.
        if (
          [
            'postmaster.pid',
            'postmaster.opts',
            'pg_replslot',
            'pg_dynshmem',
            'pg_notify',
            'pg_serial',
            'pg_snapshots',
            'pg_stat_tmp',
            'pg_subtrans',
          ].includes(name)
        )
          return false
        if (name.startsWith(`pg_wal${path.sep}`)) return false
        return true
      },
    })
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    )
    writeFileSync(path.join(copy, 'backup_label'), rows[0]!.labelfile)
    if (rows[0]!.spcmapfile) writeFileSync(path.join(copy, 'tablespace_map'), rows[0]!.spcmapfile)
    for (const dir of ['pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])
      mkdirSync(path.join(copy, dir), { recursive: true })
    // The WAL written while the files were copied (and before it): replayed by the restore up to the backup's end.
    await client.query('SELECT pg_switch_wal()')
    cpSync(path.join(dataDir, 'pg_wal'), path.join(copy, 'pg_wal'), { recursive: true })
  } finally {
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => undefined)
  }
  // The copy belongs to whoever runs PostgreSQL (the postgres user when root started it), with its modes.
  const owner = statSync(dataDir)
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, copy])
  chmodSync(copy, owner.mode & 0o777)
  const tables = await tableFigures(client)
  execFileSync('tar', ['-czf', path.join(outDir, 'postgres.tar.gz'), '-C', outDir, 'postgres'])
  rmSync(copy, { recursive: true, force: true })
  return { format: 1, createdAt: new Date().toISOString(), kind: 'physical', serverVersion: version, tables, files: [] }
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, 'manifest.json')
  if (!existsSync(file)) throw new Error(`${backupDir} holds no manifest.json: is it a backup written by npm run backup?`)
  return JSON.parse(readFileSync(file, 'utf8')) as BackupManifest
}

/** Restores a pg_dump backup into the (empty or existing) database at `databaseUrl`, replacing what it holds. */
export async function restoreDump(backupDir: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // pg_restore reads dumps of its own version and older; the dump's pg_dump was at least the backed-up server's.
    const dumpedMajor = Number(readManifest(backupDir).serverVersion.split('.')[0])
    const pgRestore = findPgTool('pg_restore', dumpedMajor)
    if (!pgRestore) throw new Error(`No pg_restore of version ${dumpedMajor} or later is installed (Debian: postgresql-client).`)
    // A clean slate: the schemas the dump brings are dropped first, so the restore is exactly the backup.
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp_%' AND nspname NOT LIKE 'pg_toast_temp_%'",
    )
    for (const { name } of rows) await client.query(`DROP SCHEMA ${quoteIdent(name)} CASCADE`)
    await client.query('CREATE SCHEMA public')
    execFileSync(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '-d',
        databaseUrl,
        path.join(backupDir, 'database.dump'),
      ],
      {
        stdio: ['ignore', 'inherit', 'pipe'],
      },
    )
  } finally {
    await client.end()
  }
}

/** Restores a physical backup as the data directory `dataDir` (PostgreSQL must be stopped); the old one is kept aside. */
export function restorePhysical(backupDir: string, dataDir: string): string | null {
  let kept: string | null = null
  if (existsSync(dataDir)) {
    kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(dataDir, kept)
  }
  const parent = path.dirname(dataDir)
  mkdirSync(parent, { recursive: true })
  const staging = path.join(parent, `.restore-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging)
  execFileSync('tar', ['-xzf', path.join(backupDir, 'postgres.tar.gz'), '-C', staging])
  renameSync(path.join(staging, 'postgres'), dataDir)
  rmSync(staging, { recursive: true, force: true })
  return kept
}

/** Puts the backed-up files back where they were (relative to the project root). */
export function restoreFiles(backupDir: string, root: string): void {
  const archive = path.join(backupDir, 'files.tar.gz')
  if (existsSync(archive)) execFileSync('tar', ['-xzf', archive, '-C', root])
}
