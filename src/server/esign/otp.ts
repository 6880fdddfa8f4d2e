import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

// The one-time code the in-app signing sends to the signer's email: 6 digits, valid 10 minutes, 5 wrong tries, at
// most 5 codes per request in an hour. Only a keyed hash is stored, bound to the request it was issued for:
//
//   eo1:<base64url(HMAC-SHA256(esignKey('otp'), "<subject>:<code>"))>
//
// A 6-digit code has too few values for a plain hash to hide it; the key (from ESIGN_LINK_SECRET) does. These are pure
// helpers: the caller keeps StoredOtp in its row and writes back what checkOtp answers (attempts count even when wrong).

export const OTP_DIGITS = 6
export const OTP_TTL_SECONDS = 10 * 60
export const OTP_MAX_ATTEMPTS = 5
export const OTP_MAX_SENDS = 5
export const OTP_SEND_WINDOW_SECONDS = 60 * 60
const HASH_PREFIX = 'eo1:'

export interface StoredOtp {
  hash: string
  /** ISO instants. */
  issuedAt: string
  expiresAt: string
  attempts: number
  verifiedAt: string | null
}

export type OtpCheck =
  | { ok: true; stored: StoredOtp }
  | { ok: false; reason: 'wrong' | 'expired' | 'locked' | 'used' | 'malformed'; remainingAttempts: number; stored: StoredOtp }

export const OTP_MESSAGES = {
  wrong: 'That code is not right. Check the latest email and try again.',
  expired: 'That code has expired. Send a new one.',
  locked: 'Too many wrong codes. Send a new one.',
  used: 'That code has been used already. Send a new one.',
  malformed: 'Enter the 6-digit code from the email.',
  tooMany: 'Too many codes were sent. Try again later.',
} as const

export function hashOtp(code: string, subject: string, key: Buffer): string {
  return `${HASH_PREFIX}${createHmac('sha256', key).update(`${subject}:${code}`).digest('base64url')}`
}

export function issueOtp(
  subject: string,
  key: Buffer,
  { now = new Date(), random = () => randomInt(0, 10 ** OTP_DIGITS) }: { now?: Date; random?: () => number } = {},
): { code: string; stored: StoredOtp } {
  const code = String(random()).padStart(OTP_DIGITS, '0')
  if (!/^\d{6}$/.test(code)) throw new RangeError('The code source gave a value out of range')
  return {
    code,
    stored: {
      hash: hashOtp(code, subject, key),
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000).toISOString(),
      attempts: 0,
      verifiedAt: null,
    },
  }
}

export function checkOtp(stored: StoredOtp, candidate: string, subject: string, key: Buffer, now: Date = new Date()): OtpCheck {
  const remaining = (s: StoredOtp) => Math.max(0, OTP_MAX_ATTEMPTS - s.attempts)
  if (stored.verifiedAt) return { ok: false, reason: 'used', remainingAttempts: 0, stored }
  if (stored.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked', remainingAttempts: 0, stored }
  if (now.getTime() > Date.parse(stored.expiresAt)) return { ok: false, reason: 'expired', remainingAttempts: remaining(stored), stored }
  const code = candidate.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'malformed', remainingAttempts: remaining(stored), stored }
  const next = { ...stored, attempts: stored.attempts + 1 }
  const given = Buffer.from(hashOtp(code, subject, key))
  const expected = Buffer.from(stored.hash)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return next.attempts >= OTP_MAX_ATTEMPTS
      ? { ok: false, reason: 'locked', remainingAttempts: 0, stored: next }
      : { ok: false, reason: 'wrong', remainingAttempts: remaining(next), stored: next }
  return { ok: true, stored: { ...next, verifiedAt: now.toISOString() } }
}

/** Whether another code may be sent, given when the earlier ones were sent. */
export function canSendOtp(
  sentAt: readonly (Date | string)[],
  now: Date = new Date(),
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const windowStart = now.getTime() - OTP_SEND_WINDOW_SECONDS * 1000
  const recent = sentAt
    .map((t) => (typeof t === 'string' ? Date.parse(t) : t.getTime()))
    .filter((t) => t > windowStart)
    .sort((a, b) => a - b)
  if (recent.length < OTP_MAX_SENDS) return { ok: true }
  const oldest = recent[recent.length - OTP_MAX_SENDS]!
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest - windowStart) / 1000)) }
}
