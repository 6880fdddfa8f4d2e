import type { UploadPurpose } from '@/domain/uploads/purposes'
import { kycDocumentStorage, logoStorage, type FileStorage, type StoredFileKind } from '@/integrations/storage'

// Where each purpose's files are kept: identity documents encrypted at rest, logos as they are (both re-encoded images).

export const STORAGE_KIND: Record<UploadPurpose, StoredFileKind> = {
  'company-logo': 'logo',
  'identity-document': 'kyc-document',
}

export function storageFor(purpose: UploadPurpose): FileStorage {
  return purpose === 'identity-document' ? kycDocumentStorage() : logoStorage()
}
