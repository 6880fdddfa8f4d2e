import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { createLocalReq } from 'payload'
import { selectMessaging } from '@/integrations/messaging'
import { env } from '../env'
import { getPayloadClient } from '../payload'
import { findRefusal } from './find-refusal'
import { authOptions, OTP } from './options'

// The app's better-auth instance, made on first use (the environment is read at run time, not at build time).

async function queueCode(channel: 'email' | 'sms', to: string, code: string): Promise<void> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  const minutes = OTP.expiresInSeconds / 60
  const body =
    channel === 'email'
      ? `Your Sthana Workspaces login code is ${code}.\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`
      : `${code} is your Sthana Workspaces login code. It expires in ${minutes} minutes. Do not share it with anyone.`
  await selectMessaging().send(
    [{ channel, kind: 'login-code', to, subject: channel === 'email' ? `${code} is your login code` : undefined, body }],
    { req },
  )
}

function createAuth() {
  const e = env()
  const options = authOptions(
    { databaseUrl: e.DATABASE_URL, secret: e.PAYLOAD_SECRET, siteUrl: e.SITE_URL },
    {
      sendEmailCode: (email, code) => queueCode('email', email, code),
      // SMS goes to the 10-digit number, as the outbox and SMS vendors in India expect it.
      sendSmsCode: (phone, code) => queueCode('sms', phone.replace(/^\+91/, ''), code),
    },
  )
  return betterAuth({
    ...options,
    databaseHooks: {
      session: {
        create: {
          // Spec section 6: administrators (an operator's email), black-listed and existing enterprise accounts are
          // refused at login, whichever way they come in (find-refusal.ts).
          before: async (session, context) => {
            const user = await context?.context.internalAdapter.findUserById(session.userId)
            if (!user) return
            const refusal = await findRefusal({
              authUserId: user.id,
              emails: [user.email],
              phones: [(user as { phoneNumber?: string | null }).phoneNumber],
            })
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal.message, code: refusal.code })
          },
        },
      },
    },
  })
}

let instance: ReturnType<typeof createAuth> | undefined

export function getAuth() {
  instance ??= createAuth()
  return instance
}
