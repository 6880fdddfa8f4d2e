import { pbkdf2 } from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'

// A failed admin login takes as long whether or not the email belongs to an operator. Payload answers an unknown
// email (or a locked account) before hashing the password, and a known one after: the difference told anyone which
// emails are operators'. Before each login this hook looks the email up, and where Payload will not hash, hashes the
// password itself with the same parameters as Payload's current password hash (PBKDF2-SHA256, 600,000 iterations,
// 32 bytes; payload/dist/auth/strategies/local/generatePasswordSaltHash.js), and throws the result away.

const ITERATIONS = 600_000
const KEY_LENGTH = 32
const SALT = 'equal-time-login-salt-0123456789abcdef'

function hashAndForget(password: string): Promise<void> {
  return new Promise((resolve) => pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()))
}

export const equalTimeLogin: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!email || !password.trim()) return args
  const user = (await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req })) as {
    lockUntil?: string | null
  } | null
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || locked) await hashAndForget(password)
  return args
}
