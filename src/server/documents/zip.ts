import { crc32, deflateRawSync } from 'node:zlib'

// A minimal ZIP writer (APPNOTE 6.3: local headers, central directory, end record) for the document pack. Each file is
// deflated when that makes it smaller and stored otherwise (PDFs are mostly compressed already). Names are UTF-8
// (general-purpose flag bit 11); times are written in India's time, as a person unzipping it in India expects. No
// ZIP64: the pack is a few megabytes, and more than 4 GB or 65,535 entries is refused.

export interface ZipEntry {
  name: string
  bytes: Buffer
  modifiedAt?: Date
}

const MAX = 0xffffffff

function dosDateTime(instant: Date): { time: number; date: number } {
  const ist = new Date(instant.getTime() + 330 * 60_000)
  const year = Math.max(1980, Math.min(2107, ist.getUTCFullYear()))
  return {
    time: (ist.getUTCHours() << 11) | (ist.getUTCMinutes() << 5) | Math.floor(ist.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((ist.getUTCMonth() + 1) << 5) | ist.getUTCDate(),
  }
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
  const names = new Set<string>()
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    if (!isSafeZipName(entry.name)) throw new RangeError(`Not a safe file name in a zip: ${JSON.stringify(entry.name)}`)
    if (names.has(entry.name)) throw new RangeError(`Two files named ${entry.name}`)
    names.add(entry.name)
    if (entry.bytes.length > MAX) throw new RangeError(`${entry.name} is too large for a zip without ZIP64`)
    const name = Buffer.from(entry.name, 'utf8')
    const deflated = deflateRawSync(entry.bytes, { level: 9 })
    const method = deflated.length < entry.bytes.length ? 8 : 0
    const data = method === 8 ? deflated : entry.bytes
    const checksum = crc32(entry.bytes) >>> 0
    const { time, date } = dosDateTime(entry.modifiedAt ?? now)

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed: 2.0
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(date, 12)
    local.writeUInt32LE(checksum, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(entry.bytes.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(0x0314, 4) // made by: Unix, 2.0
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt16LE(time, 12)
    central.writeUInt16LE(date, 14)
    central.writeUInt32LE(checksum, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(entry.bytes.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38) // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42)

    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
    if (offset > MAX) throw new RangeError('The zip is too large without ZIP64')
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
