import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFieldCipher, FieldDecryptionError, generateKeyEntry, loadFieldKeys, parseKeyRing } from '@/server/security/field-encryption'

const K1 = `k1:${Buffer.alloc(32, 1).toString('base64')}`
const K2 = `k2:${Buffer.alloc(32, 2).toString('hex')}`
const temp = mkdtempSync(path.join(tmpdir(), 'field-keys-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

function decryptError(fn: () => unknown): string | null {
  try {
    fn()
    return null
  } catch (error) {
    return error instanceof FieldDecryptionError ? error.reason : 'other'
  }
}

describe('field encryption (AES-256-GCM)', () => {
  const cipher = createFieldCipher(parseKeyRing(K1))

  it.each(['AAPPV1234K', '', 'नमस्ते ₹1,499', 'x'.repeat(10_000)])('round-trips text %#', (plain) => {
    const sealed = cipher.encryptString(plain, 'vo.director_pan')
    expect(sealed).toMatch(/^enc:v1:k1:[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain(plain || '\u0000')
    expect(cipher.decryptString(sealed, 'vo.director_pan')).toBe(plain)
  })

  it('round-trips bytes', () => {
    const plain = Buffer.from([0, 1, 2, 250, 255, 37, 80, 68, 70])
    const sealed = cipher.encryptBuffer(plain, 'stored-file:kyc-document')
    expect(sealed.subarray(0, 4).toString()).toBe('SFE1')
    expect(cipher.decryptBuffer(sealed, 'stored-file:kyc-document').equals(plain)).toBe(true)
  })

  it('never encrypts the same value the same way twice', () => {
    expect(cipher.encryptString('AAPPV1234K')).not.toBe(cipher.encryptString('AAPPV1234K'))
  })

  it('detects tampering: any changed byte, another field’s context, a forged key id', () => {
    const sealed = cipher.encryptString('AAPPV1234K', 'vo.director_pan')
    const body = sealed.slice('enc:v1:k1:'.length)
    const flipped = Buffer.from(body, 'base64url')
    for (const index of [0, 12, flipped.length - 1]) {
      const copy = Buffer.from(flipped)
      copy[index] = copy[index]! ^ 1
      expect(decryptError(() => cipher.decryptString(`enc:v1:k1:${copy.toString('base64url')}`, 'vo.director_pan'))).toBe('tampered')
    }
    expect(decryptError(() => cipher.decryptString(sealed, 'vo.director_aadhaar'))).toBe('tampered')
    expect(decryptError(() => cipher.decryptString(sealed.replace('k1', 'k2'), 'vo.director_pan'))).toBe('unknown-key')
    expect(decryptError(() => cipher.decryptString('AAPPV1234K'))).toBe('malformed')

    const bytes = cipher.encryptBuffer(Buffer.from('identity document'))
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x80
    expect(decryptError(() => cipher.decryptBuffer(bytes))).toBe('tampered')
    expect(decryptError(() => cipher.decryptBuffer(Buffer.from('%PDF-1.7')))).toBe('malformed')
  })

  it('rotates: the first key encrypts, every key decrypts, old values are flagged', () => {
    const old = cipher.encryptString('secret')
    const rotated = createFieldCipher(parseKeyRing(`${K2},${K1}`))
    expect(rotated.currentKeyId).toBe('k2')
    expect(rotated.decryptString(old)).toBe('secret')
    expect(rotated.needsRotation(old)).toBe(true)
    const fresh = rotated.encryptString('secret')
    expect(rotated.keyIdOf(fresh)).toBe('k2')
    expect(rotated.needsRotation(fresh)).toBe(false)
    expect(decryptError(() => cipher.decryptString(fresh))).toBe('unknown-key')
  })

  it.each([
    ['', /empty/],
    ['k1', /"id:key"/],
    ['k1:short', /"id:key"/],
    [`bad id:${Buffer.alloc(32).toString('base64')}`, /"id:key"/],
    [`${K1},${K1}`, /twice/],
  ])('refuses the key ring %j without printing a key', (ring, message) => {
    expect(() => parseKeyRing(ring)).toThrow(message)
    try {
      parseKeyRing(ring)
    } catch (error) {
      expect((error as Error).message).not.toContain(Buffer.alloc(32, 1).toString('base64'))
    }
  })

  it('takes the ring from FIELD_ENCRYPTION_KEYS', () => {
    expect(loadFieldKeys({ FIELD_ENCRYPTION_KEYS: `${K2},${K1}` }).map((k) => k.id)).toEqual(['k2', 'k1'])
  })

  it('otherwise generates a key file on first use (FIELD_ENCRYPTION_KEY_FILE) and keeps using it', () => {
    const file = path.join(temp, 'nested', 'keys')
    const first = loadFieldKeys({ FIELD_ENCRYPTION_KEY_FILE: file })
    const second = loadFieldKeys({ FIELD_ENCRYPTION_KEY_FILE: file })
    expect(first).toHaveLength(1)
    expect(first[0]!.id).toMatch(/^local-[0-9a-f]{8}$/)
    expect(second[0]!.key.equals(first[0]!.key)).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^local-[0-9a-f]{8}:[A-Za-z0-9_-]{43}$/)
    const a = createFieldCipher(first)
    expect(createFieldCipher(second).decryptString(a.encryptString('kept'))).toBe('kept')
  })

  it('generates ring entries', () => {
    expect(parseKeyRing(generateKeyEntry('2027-01'))[0]!.id).toBe('2027-01')
    expect(() => generateKeyEntry('no:colons')).toThrow()
  })
})
