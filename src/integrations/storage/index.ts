import { fieldCipher } from '@/server/security/field-encryption'
import { withEncryptionAtRest } from './encrypted'
import { createLocalDiskStorage, uploadsDir } from './local-disk'
import type { FileStorage } from './types'

export { withEncryptionAtRest } from './encrypted'
export { createLocalDiskStorage, DEFAULT_UPLOADS_DIR, uploadsDir } from './local-disk'
export * from './types'

/** Company logos: re-encoded images (src/server/security/image-upload.ts), stored as they are. */
export function logoStorage(environment: Record<string, string | undefined> = process.env): FileStorage {
  return createLocalDiskStorage(uploadsDir(environment))
}

/** Directors' identity documents: encrypted at rest with the field encryption key. */
export function kycDocumentStorage(environment: Record<string, string | undefined> = process.env): FileStorage {
  return withEncryptionAtRest(createLocalDiskStorage(uploadsDir(environment)), fieldCipher())
}
