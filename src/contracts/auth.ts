import { z } from 'zod'
import { PHONE_NUMBER_PATTERN } from '@/domain/customers/account'

// The better-auth rows the site's login uses (one-time codes by email and by SMS), described for /api/openapi.json.
// better-auth validates these bodies itself; the send-code bodies are also what decides whether a request counts
// against the send-code limit, so they accept exactly what better-auth would send a code for.

/** better-auth lower-cases the email and checks it with zod's email check; the check is case-blind, so this matches. */
const email = z.email().describe('The email to send the code to, or to sign in with')
const phoneNumber = z.string().regex(PHONE_NUMBER_PATTERN).describe('+91 and the 10-digit mobile number')
const code = z.string().describe('The 6-digit code')

export const sendEmailCodeBody = z.object({
  email,
  type: z.literal('sign-in').describe('Codes are sent for signing in only (customers have no passwords)'),
})
export const signInEmailCodeBody = z.object({ email, otp: code })
export const sendPhoneCodeBody = z.object({ phoneNumber })
export const verifyPhoneCodeBody = z.object({ phoneNumber, code })

/** better-auth's user, as it answers it; fields beyond these may be added by its plugins. */
const authUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  phoneNumber: z.string().nullable().optional(),
  phoneNumberVerified: z.boolean().nullable().optional(),
})

export const sendEmailCodeAnswer = z.object({ success: z.boolean() })
export const signInAnswer = z.object({
  token: z.string().describe('The session token with its signature (as in the session cookie): usable as `Authorization: Bearer <token>`'),
  user: authUser,
})
export const sendPhoneCodeAnswer = z.object({ message: z.string() })
export const verifyPhoneCodeAnswer = z.object({ status: z.literal(true), token: z.string().nullable(), user: authUser })

/**
 * better-auth answers errors in its own shape, not the shared `{ error: {...} }` one: these rows are its code, and the
 * login dialog reads `code` and `message` (spec section 8, login error codes). The send-code limit answers the same way.
 */
export const authErrorBody = z.object({ code: z.string().optional(), message: z.string() })
