import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { backup, compareFigures, restoreDump, restoreFiles, restorePhysical, tableFigures } from '../../scripts/lib/backup'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres'
import { freePort } from '../helpers/free-port'

// `npm run backup` and `npm run restore`: a backup restored into a fresh database holds every table with the same row
// count and checksum; the files beside the database come back too. Both ways: pg_dump (the machine's PostgreSQL, with
// the seeded test database) and the physical copy of a running embedded PostgreSQL.

const work = mkdtempSync(path.join(os.tmpdir(), 'sthana-backup-'))
chmodSync(work, 0o755) // the embedded server runs as the postgres user when started by root
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

describe('a pg_dump backup of the seeded database', () => {
  it('restores into a fresh database with every table equal, and brings the uploads and keys back', async () => {
    const root = path.join(work, 'site')
    mkdirSync(path.join(root, '.data', 'uploads', 'logos'), { recursive: true })
    writeFileSync(path.join(root, '.data', 'uploads', 'logos', 'acme.png'), 'a logo')
    writeFileSync(path.join(root, '.data', 'field-encryption-keys'), 'k1:secret')
    const previousMedia = process.env.MEDIA_DIR
    delete process.env.MEDIA_DIR
    const outDir = path.join(work, 'dump')
    let manifest
    try {
      manifest = await backup({ root, databaseUrl: process.env.DATABASE_URL!, outDir })
    } finally {
      if (previousMedia !== undefined) process.env.MEDIA_DIR = previousMedia
    }
    expect(manifest.kind).toBe('pg_dump')
    expect(manifest.tables['public.buildings']!.rows).toBeGreaterThan(40)
    expect(manifest.files).toEqual(['.data/uploads', '.data/field-encryption-keys'])

    const source = new URL(process.env.DATABASE_URL!)
    const target = new URL(source)
    target.pathname = '/sthana_restore_test'
    await withClient(source.toString(), async (client) => {
      await client.query('DROP DATABASE IF EXISTS sthana_restore_test')
      await client.query('CREATE DATABASE sthana_restore_test')
    })
    await restoreDump(outDir, target.toString())
    const restored = await withClient(target.toString(), (client) => tableFigures(client))
    expect(compareFigures(manifest.tables, restored)).toEqual([])

    const elsewhere = path.join(work, 'restored-site')
    mkdirSync(elsewhere)
    restoreFiles(outDir, elsewhere)
    expect(readFileSync(path.join(elsewhere, '.data', 'uploads', 'logos', 'acme.png'), 'utf8')).toBe('a logo')
    expect(readFileSync(path.join(elsewhere, '.data', 'field-encryption-keys'), 'utf8')).toBe('k1:secret')
    await withClient(source.toString(), (client) => client.query('DROP DATABASE sthana_restore_test'))
  })
})

describe('a physical backup of the running embedded PostgreSQL', () => {
  it('restores as a data directory that starts and holds what was committed before the backup ended', async () => {
    const dataDir = path.join(work, 'pg', 'data')
    mkdirSync(path.dirname(dataDir), { recursive: true })
    chmodSync(path.dirname(dataDir), 0o755)
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'sthana' })
    const outDir = path.join(work, 'physical')
    let manifest
    try {
      await withClient(first.url, async (client) => {
        await client.query('CREATE TABLE bookings (id serial PRIMARY KEY, room text NOT NULL, during tstzrange NOT NULL)')
        await client.query(
          "INSERT INTO bookings (room, during) SELECT 'room-' || (g % 7), tstzrange(now() + g * interval '1 hour', now() + (g + 1) * interval '1 hour') FROM generate_series(1, 5000) g",
        )
      })
      manifest = await backup({ root: path.join(work, 'site'), databaseUrl: first.url, dataDir, outDir })
    } finally {
      await first.stop()
    }
    expect(manifest.kind).toBe('physical')
    expect(manifest.tables['public.bookings']).toMatchObject({ rows: 5000 })

    const kept = restorePhysical(outDir, dataDir)
    expect(kept).toMatch(/data\.before-restore-/)
    const again = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'sthana' })
    try {
      const restored = await withClient(again.url, (client) => tableFigures(client))
      expect(compareFigures(manifest.tables, restored)).toEqual([])
    } finally {
      await again.stop()
    }
  })
})
