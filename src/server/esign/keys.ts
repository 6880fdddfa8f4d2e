import { createHmac, randomBytes } from 'node:crypto'
import { loadOrCreateSecretFile } from '@/server/security/local-secret'

// The secret behind the in-app signing links and one-time codes. ESIGN_LINK_SECRET (32+ characters, the same on every
// app instance) in production; otherwise a random one kept in ESIGN_LINK_SECRET_FILE (default .data/esign-link-secret).
// Each use gets its own key derived from it, so a link signature can never pass for a code hash or the reverse.

export const DEFAULT_LINK_SECRET_FILE = '.data/esign-link-secret'
export const MIN_LINK_SECRET_LENGTH = 32

export type EsignKeyPurpose = 'link-token' | 'otp'

export function esignSecret(environment: Record<string, string | undefined> = process.env): string {
  const configured = environment.ESIGN_LINK_SECRET?.trim()
  if (configured) {
    if (configured.length < MIN_LINK_SECRET_LENGTH)
      throw new Error(`ESIGN_LINK_SECRET must have at least ${MIN_LINK_SECRET_LENGTH} characters.`)
    return configured
  }
  return loadOrCreateSecretFile(environment.ESIGN_LINK_SECRET_FILE?.trim() || DEFAULT_LINK_SECRET_FILE, () =>
    randomBytes(32).toString('base64url'),
  )
}

export function esignKey(purpose: EsignKeyPurpose, secret: string): Buffer {
  return createHmac('sha256', secret).update(`esign:${purpose}:v1`).digest()
}
