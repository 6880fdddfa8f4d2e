import type { FieldCipher } from '@/server/security/field-encryption'
import type { FileStorage } from './types'

/**
 * Storage whose bytes are encrypted at rest (directors' identity documents): AES-256-GCM with the field cipher, bound
 * to the file's kind, so the stored bytes are unreadable without the key and any change to them is detected on read.
 * The mime type and size stay readable in the file's info.
 */
export function withEncryptionAtRest(storage: FileStorage, cipher: FieldCipher): FileStorage {
  return {
    name: `${storage.name}+encrypted`,
    put(kind, bytes, mime) {
      return storage.put(kind, cipher.encryptBuffer(bytes, `stored-file:${kind}`), mime)
    },
    async get(id) {
      const stored = await storage.get(id)
      if (!stored) return null
      return { info: stored.info, bytes: cipher.decryptBuffer(stored.bytes, `stored-file:${stored.info.kind}`) }
    },
    delete(id) {
      return storage.delete(id)
    },
  }
}
