import { deflateSync, zipSync, type Zippable, type ZipOptions } from 'fflate'

// The document pack's ZIP, written by fflate. What is ours: each file is deflated when that makes it smaller and stored
// otherwise (PDFs are mostly compressed already); names are checked to be safe to unzip; times are written in India's
// time, as a person unzipping it in India expects (a ZIP's DOS time has no zone); the files are marked as ordinary
// Unix files (rw-r--r--). fflate writes UTF-8 names with their flag. No ZIP64: the pack is a few megabytes, and more
// than 4 GB or 65,535 entries is refused.

export interface ZipEntry {
  name: string
  bytes: Buffer
  modifiedAt?: Date
}

const MAX = 0xffffffff
const IST_OFFSET_MS = 330 * 60_000
/** 'Made by' Unix, with a regular file's mode in the external attributes' high half. */
const UNIX = { os: 3, attrs: (0o100644 << 16) >>> 0 }

/**
 * fflate writes a file's time from the Date's local-time fields; a Date whose local fields are India's wall-clock time
 * makes that time India's whatever the machine's zone. DOS times hold 1980–2099.
 */
function indiaWallClock(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS)
  const year = Math.max(1980, Math.min(2099, ist.getUTCFullYear()))
  return new Date(year, ist.getUTCMonth(), ist.getUTCDate(), ist.getUTCHours(), ist.getUTCMinutes(), ist.getUTCSeconds())
}

/** A safe entry name: no folders up, no absolute paths, no control characters. */
export function isSafeZipName(name: string): boolean {
  return (
    name.length > 0 &&
    Buffer.byteLength(name) <= 255 &&
    !/[\x00-\x1f\\:]/.test(name) &&
    !name.startsWith('/') &&
    !name.split('/').some((part) => part === '..' || part === '.' || part === '')
  )
}

export function createZip(entries: readonly ZipEntry[], now: Date = new Date()): Buffer {
  if (entries.length === 0 || entries.length > 0xffff) throw new RangeError('A zip needs 1 to 65,535 entries')
  const files: Zippable = {}
  let total = 0
  for (const entry of entries) {
    if (!isSafeZipName(entry.name)) throw new RangeError(`Not a safe file name in a zip: ${JSON.stringify(entry.name)}`)
    if (Object.hasOwn(files, entry.name)) throw new RangeError(`Two files named ${entry.name}`)
    if (entry.bytes.length > MAX) throw new RangeError(`${entry.name} is too large for a zip without ZIP64`)
    total += entry.bytes.length
    if (total > MAX) throw new RangeError('The zip is too large without ZIP64')
    const bytes = new Uint8Array(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.length)
    const smaller = deflateSync(bytes, { level: 9 }).length < bytes.length
    const options: ZipOptions = { ...UNIX, level: smaller ? 9 : 0, mtime: indiaWallClock(entry.modifiedAt ?? now) }
    files[entry.name] = [bytes, options]
  }
  return Buffer.from(zipSync(files))
}
