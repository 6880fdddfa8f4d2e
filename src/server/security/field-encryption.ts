import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { loadOrCreateSecretFile } from './local-secret'

// Field encryption at rest (identity numbers, KYC files, partner keys): AES-256-GCM with a random 96-bit IV per value
// and its 128-bit tag, so a changed byte fails to decrypt rather than decrypting to something else.
//
// Keys are a ring "id:key,id:key" (key: 32 bytes in base64, base64url or hex). The first encrypts; every one decrypts,
// so keys rotate by putting a new one first and re-encrypting (needsRotation tells which values still use an old one).
// Where the ring comes from: FIELD_ENCRYPTION_KEYS; else a file, FIELD_ENCRYPTION_KEY_FILE (default
// .data/field-encryption-keys), created with a random key on first use. Set FIELD_ENCRYPTION_KEYS in production, and
// the same ring on every app instance: a value encrypted with one instance's generated file is unreadable to another.
//
// Formats. Text: 'enc:v1:<keyId>:<base64url(iv ‖ ciphertext ‖ tag)>'. Bytes: 'SFE1' ‖ keyId length (1 byte) ‖ keyId ‖
// iv (12) ‖ tag (16) ‖ ciphertext. The additional authenticated data is 'v1:<keyId>:<context>', where context names
// the field ('vo_documents.director_pan'): a value copied into another field, or under another key id, fails too.

export const TEXT_PREFIX = 'enc:v1:'
const BINARY_MAGIC = Buffer.from('SFE1', 'ascii')
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/
const IV_BYTES = 12
const TAG_BYTES = 16
export const DEFAULT_KEY_FILE = '.data/field-encryption-keys'

export interface FieldKey {
  id: string
  key: Buffer
}

export class FieldDecryptionError extends Error {
  constructor(readonly reason: 'malformed' | 'unknown-key' | 'tampered') {
    super(
      reason === 'unknown-key'
        ? 'The value was encrypted with a key that is not configured.'
        : reason === 'tampered'
          ? 'The value does not decrypt: it was changed, or belongs to another field.'
          : 'Not an encrypted value.',
    )
    this.name = 'FieldDecryptionError'
  }
}

function decodeKey(text: string): Buffer | null {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return key.length === 32 ? key : null
}

/** "id:key,id:key" → keys, first = current. Throws on a malformed ring (never prints a key). */
export function parseKeyRing(text: string): FieldKey[] {
  const entries = text
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) throw new Error('The field encryption key ring is empty.')
  const seen = new Set<string>()
  return entries.map((entry, i) => {
    const colon = entry.indexOf(':')
    const id = colon > 0 ? entry.slice(0, colon) : ''
    const key = colon > 0 ? decodeKey(entry.slice(colon + 1)) : null
    if (!KEY_ID.test(id) || key === null)
      throw new Error(`Field encryption key ${i + 1} is not "id:key" with an id of letters, digits, - or _ and a 32-byte key.`)
    if (seen.has(id)) throw new Error(`Field encryption key id "${id}" appears twice.`)
    seen.add(id)
    return { id, key }
  })
}

/** A new ring entry "id:base64url(32 random bytes)". */
export function generateKeyEntry(id: string = `local-${randomBytes(4).toString('hex')}`): string {
  if (!KEY_ID.test(id)) throw new Error(`Not a key id: ${id}`)
  return `${id}:${randomBytes(32).toString('base64url')}`
}

function aad(keyId: string, context: string): Buffer {
  return Buffer.from(`v1:${keyId}:${context}`, 'utf8')
}

export interface FieldCipher {
  readonly currentKeyId: string
  encryptString(plain: string, context?: string): string
  decryptString(value: string, context?: string): string
  encryptBuffer(plain: Buffer, context?: string): Buffer
  decryptBuffer(value: Buffer, context?: string): Buffer
  /** Whether a stored value is in one of the two formats (not whether it decrypts). */
  isEncrypted(value: string | Buffer): boolean
  /** The key id a stored value was encrypted with, or null when it is not in either format. */
  keyIdOf(value: string | Buffer): string | null
  /** True when the value uses another key than the current one (re-encrypt it). */
  needsRotation(value: string | Buffer): boolean
}

export function createFieldCipher(keys: readonly FieldKey[]): FieldCipher {
  if (keys.length === 0) throw new Error('At least one field encryption key is needed.')
  const current = keys[0]!
  const byId = new Map(keys.map((k) => [k.id, k.key]))

  function seal(plain: Buffer, context: string): { iv: Buffer; ciphertext: Buffer; tag: Buffer } {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES })
    cipher.setAAD(aad(current.id, context))
    const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()])
    return { iv, ciphertext, tag: cipher.getAuthTag() }
  }

  function open(keyId: string, iv: Buffer, ciphertext: Buffer, tag: Buffer, context: string): Buffer {
    const key = byId.get(keyId)
    if (!key) throw new FieldDecryptionError('unknown-key')
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      decipher.setAAD(aad(keyId, context))
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(ciphertext), decipher.final()])
    } catch {
      throw new FieldDecryptionError('tampered')
    }
  }

  function parseText(value: string): { keyId: string; body: Buffer } | null {
    if (!value.startsWith(TEXT_PREFIX)) return null
    const rest = value.slice(TEXT_PREFIX.length)
    const colon = rest.indexOf(':')
    const keyId = rest.slice(0, colon)
    const encoded = rest.slice(colon + 1)
    if (colon <= 0 || !KEY_ID.test(keyId) || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null
    const body = Buffer.from(encoded, 'base64url')
    return body.length >= IV_BYTES + TAG_BYTES ? { keyId, body } : null
  }

  function parseBinary(value: Buffer): { keyId: string; iv: Buffer; tag: Buffer; ciphertext: Buffer } | null {
    if (value.length < BINARY_MAGIC.length + 1 || !value.subarray(0, BINARY_MAGIC.length).equals(BINARY_MAGIC)) return null
    const idLength = value[BINARY_MAGIC.length]!
    const idStart = BINARY_MAGIC.length + 1
    const ivStart = idStart + idLength
    const tagStart = ivStart + IV_BYTES
    const dataStart = tagStart + TAG_BYTES
    if (value.length < dataStart) return null
    const keyId = value.subarray(idStart, ivStart).toString('ascii')
    if (!KEY_ID.test(keyId)) return null
    return {
      keyId,
      iv: value.subarray(ivStart, tagStart),
      tag: value.subarray(tagStart, dataStart),
      ciphertext: value.subarray(dataStart),
    }
  }

  function keyIdOf(value: string | Buffer): string | null {
    return typeof value === 'string' ? (parseText(value)?.keyId ?? null) : (parseBinary(value)?.keyId ?? null)
  }

  return {
    currentKeyId: current.id,
    encryptString(plain, context = '') {
      const { iv, ciphertext, tag } = seal(Buffer.from(plain, 'utf8'), context)
      return `${TEXT_PREFIX}${current.id}:${Buffer.concat([iv, ciphertext, tag]).toString('base64url')}`
    },
    decryptString(value, context = '') {
      const parsed = parseText(value)
      if (!parsed) throw new FieldDecryptionError('malformed')
      const { keyId, body } = parsed
      const iv = body.subarray(0, IV_BYTES)
      const tag = body.subarray(body.length - TAG_BYTES)
      const ciphertext = body.subarray(IV_BYTES, body.length - TAG_BYTES)
      return open(keyId, iv, ciphertext, tag, context).toString('utf8')
    },
    encryptBuffer(plain, context = '') {
      const { iv, ciphertext, tag } = seal(plain, context)
      const id = Buffer.from(current.id, 'ascii')
      return Buffer.concat([BINARY_MAGIC, Buffer.from([id.length]), id, iv, tag, ciphertext])
    },
    decryptBuffer(value, context = '') {
      const parsed = parseBinary(value)
      if (!parsed) throw new FieldDecryptionError('malformed')
      return open(parsed.keyId, parsed.iv, parsed.ciphertext, parsed.tag, context)
    },
    isEncrypted(value) {
      return keyIdOf(value) !== null
    },
    keyIdOf,
    needsRotation(value) {
      const keyId = keyIdOf(value)
      return keyId !== null && keyId !== current.id
    },
  }
}

/** The ring from FIELD_ENCRYPTION_KEYS, else from the key file (FIELD_ENCRYPTION_KEY_FILE), created on first use. */
export function loadFieldKeys(environment: Record<string, string | undefined> = process.env): FieldKey[] {
  const fromEnv = environment.FIELD_ENCRYPTION_KEYS?.trim()
  if (fromEnv) return parseKeyRing(fromEnv)
  const file = environment.FIELD_ENCRYPTION_KEY_FILE?.trim() || DEFAULT_KEY_FILE
  return parseKeyRing(loadOrCreateSecretFile(file, () => generateKeyEntry()))
}

let cached: FieldCipher | undefined

/** The app's cipher, read once per process. */
export function fieldCipher(): FieldCipher {
  cached ??= createFieldCipher(loadFieldKeys())
  return cached
}
