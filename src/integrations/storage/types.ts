import { STORED_FILE_ID_PATTERN } from '@/domain/virtual-office/schemas'

// Private file storage for customer uploads (company logos, directors' identity documents): bytes in, a random id
// out. Callers never choose a path or a name, so nothing a customer sends reaches the file system as a path. The id
// ('logo_<32 hex>') is what documents store (`logo_id`, an identity document's `file_id`).

export const STORED_FILE_KINDS = ['logo', 'kyc-document'] as const
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number]

export interface StoredFileInfo {
  id: string
  kind: StoredFileKind
  mime: string
  /** Bytes as stored. */
  size: number
  /** ISO instant. */
  createdAt: string
}

export interface FileStorage {
  readonly name: string
  put(kind: StoredFileKind, bytes: Buffer, mime: string): Promise<StoredFileInfo>
  /** null for an id that is malformed or not stored. */
  get(id: string): Promise<{ info: StoredFileInfo; bytes: Buffer } | null>
  /** true when something was deleted. */
  delete(id: string): Promise<boolean>
}

export function isStoredFileId(id: string): boolean {
  return STORED_FILE_ID_PATTERN.test(id) && STORED_FILE_KINDS.some((kind) => id.startsWith(`${kind}_`))
}

export function kindOfId(id: string): StoredFileKind | null {
  if (!isStoredFileId(id)) return null
  return id.slice(0, id.lastIndexOf('_')) as StoredFileKind
}
