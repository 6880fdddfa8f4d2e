import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalDiskStorage, isStoredFileId, uploadsDir, withEncryptionAtRest } from '@/integrations/storage'
import { createFieldCipher, FieldDecryptionError, parseKeyRing } from '@/server/security/field-encryption'

const root = mkdtempSync(path.join(tmpdir(), 'uploads-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}

describe('local-disk storage', () => {
  const storage = createLocalDiskStorage(root)

  it('stores bytes under a random id and reads them back', async () => {
    const bytes = Buffer.from('a clean logo')
    const info = await storage.put('logo', bytes, 'image/png')
    expect(info).toMatchObject({ kind: 'logo', mime: 'image/png', size: bytes.length })
    expect(info.id).toMatch(/^logo_[0-9a-f]{32}$/)
    expect(isStoredFileId(info.id)).toBe(true)
    const again = await storage.get(info.id)
    expect(again?.info).toEqual(info)
    expect(again?.bytes.equals(bytes)).toBe(true)
    const stored = filesUnder(root).filter((f) => f.includes(info.id))
    expect(stored.every((f) => f.startsWith(path.join(root, 'logo') + path.sep))).toBe(true)
    expect(stored.every((f) => (statSync(f).mode & 0o777) === 0o600)).toBe(true)
  })

  it('two files never share an id', async () => {
    const [a, b] = await Promise.all([
      storage.put('logo', Buffer.from('a'), 'image/png'),
      storage.put('logo', Buffer.from('b'), 'image/png'),
    ])
    expect(a.id).not.toBe(b.id)
  })

  it.each(['../../etc/passwd', 'logo_../../x', `logo_${'a'.repeat(31)}`, `other_${'a'.repeat(32)}`, `LOGO_${'a'.repeat(32)}`, ''])(
    'an id that is not ours reads nothing and deletes nothing: %j',
    async (id) => {
      expect(await storage.get(id)).toBeNull()
      expect(await storage.delete(id)).toBe(false)
    },
  )

  it('deletes', async () => {
    const info = await storage.put('kyc-document', Buffer.from('x'), 'image/jpeg')
    expect(await storage.delete(info.id)).toBe(true)
    expect(await storage.get(info.id)).toBeNull()
    expect(await storage.delete(info.id)).toBe(false)
  })

  it('UPLOADS_DIR, else .data/uploads', () => {
    expect(uploadsDir({ UPLOADS_DIR: root })).toBe(root)
    expect(uploadsDir({})).toBe(path.resolve('.data/uploads'))
  })
})

describe('encrypted storage for identity documents', () => {
  const cipher = createFieldCipher(parseKeyRing(`t1:${Buffer.alloc(32, 7).toString('base64')}`))
  const storage = withEncryptionAtRest(createLocalDiskStorage(root), cipher)
  const scan = Buffer.from('%PDF-1.7 PAN card of AAPPV1234K')

  it('the bytes on disk are unreadable; reading decrypts them', async () => {
    const info = await storage.put('kyc-document', scan, 'application/pdf')
    const onDisk = filesUnder(root).find((f) => f.endsWith(`${info.id}.bin`))!
    const raw = readFileSync(onDisk)
    expect(raw.includes(Buffer.from('AAPPV1234K'))).toBe(false)
    expect(raw.subarray(0, 4).toString()).toBe('SFE1')
    expect((await storage.get(info.id))?.bytes.equals(scan)).toBe(true)
  })

  it('a changed byte on disk is detected on read', async () => {
    const info = await storage.put('kyc-document', scan, 'application/pdf')
    const onDisk = filesUnder(root).find((f) => f.endsWith(`${info.id}.bin`))!
    const raw = readFileSync(onDisk)
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1
    const { writeFileSync } = await import('node:fs')
    writeFileSync(onDisk, raw)
    await expect(storage.get(info.id)).rejects.toBeInstanceOf(FieldDecryptionError)
  })
})
