import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { isStoredFileId, kindOfId, STORED_FILE_KINDS, type FileStorage, type StoredFileInfo, type StoredFileKind } from './types'

// The built-in storage: files on local disk under one root (UPLOADS_DIR, default .data/uploads), kept apart from the
// public CMS media (MEDIA_DIR), because these files are private. Layout: <root>/<kind>/<first 2 hex>/<id>.bin with a
// <id>.json beside it (mime, size, created). Writes go to a temporary file and are renamed into place, so a reader
// never sees half a file. One machine only: several app instances need shared storage (see README, Vendors).

export const DEFAULT_UPLOADS_DIR = '.data/uploads'

const meta = z.object({
  id: z.string(),
  kind: z.enum(STORED_FILE_KINDS),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
})

export function uploadsDir(environment: Record<string, string | undefined> = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ environment.UPLOADS_DIR?.trim() || DEFAULT_UPLOADS_DIR)
}

export function createLocalDiskStorage(root: string = uploadsDir()): FileStorage {
  const base = path.resolve(/*turbopackIgnore: true*/ root)

  // The files are the running site's data, not the build's: `turbopackIgnore` on each read keeps the bundler from
  // tracing the whole project into the server output for a path it cannot know.
  function paths(id: string): { dir: string; data: string; info: string } {
    const kind = kindOfId(id)!
    const hex = id.slice(kind.length + 1)
    const dir = path.join(base, kind, hex.slice(0, 2))
    return { dir, data: path.join(dir, `${id}.bin`), info: path.join(dir, `${id}.json`) }
  }

  async function writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' })
    await rename(temporary, file)
  }

  return {
    name: 'local-disk',
    async put(kind: StoredFileKind, bytes: Buffer, mime: string): Promise<StoredFileInfo> {
      if (!STORED_FILE_KINDS.includes(kind)) throw new Error(`Not a stored file kind: ${kind}`)
      const id = `${kind}_${randomBytes(16).toString('hex')}`
      const where = paths(id)
      await mkdir(where.dir, { recursive: true, mode: 0o700 })
      const info: StoredFileInfo = { id, kind, mime, size: bytes.length, createdAt: new Date().toISOString() }
      await writeAtomically(where.data, bytes)
      await writeAtomically(where.info, JSON.stringify(info))
      return info
    },
    async get(id: string) {
      if (!isStoredFileId(id)) return null
      const where = paths(id)
      try {
        const [infoText, bytes] = await Promise.all([
          readFile(/*turbopackIgnore: true*/ where.info, 'utf8'),
          readFile(/*turbopackIgnore: true*/ where.data),
        ])
        const info = meta.parse(JSON.parse(infoText))
        return info.id === id ? { info, bytes } : null
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(id: string) {
      if (!isStoredFileId(id)) return false
      const where = paths(id)
      const existed = await readFile(/*turbopackIgnore: true*/ where.info).then(
        () => true,
        () => false,
      )
      await Promise.all([rm(where.data, { force: true }), rm(where.info, { force: true })])
      return existed
    },
  }
}
