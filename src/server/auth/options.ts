import type { BetterAuthOptions } from 'better-auth'
import { bearer, emailOTP, genericOAuth, phoneNumber } from 'better-auth/plugins'
import { Pool } from 'pg'
import { z } from 'zod'
import { keepPoolErrorsFromCrashing } from '../db/pool-errors'
import { siteOrigins } from '../http/site-origins'
import { PHONE_NUMBER_PATTERN } from '@/domain/customers/account'

export { siteOrigins }

// better-auth, for customers: one-time codes by email or by SMS, single sign-on through an OIDC provider when its
// variables are set, sessions in PostgreSQL (schema `auth`, its own pool, so Payload's schema tools never touch it)
// and bearer tokens for the API. Staff use Payload's own login (/admin).

/** Codes: 6 digits from a CSPRNG (better-auth's generator), single use, 10 minutes, 5 wrong tries. */
export const OTP = { length: 6, expiresInSeconds: 600, allowedAttempts: 5 } as const

const oidcConfig = z.object({
  OIDC_ISSUER_URL: z.url().optional().catch(undefined),
  OIDC_CLIENT_ID: z.string().min(1).optional().catch(undefined),
  OIDC_CLIENT_SECRET: z.string().min(1).optional().catch(undefined),
  OIDC_PROVIDER_NAME: z.string().min(1).default('Company SSO').catch('Company SSO'),
})

export function oidcProvider(environment: Record<string, string | undefined> = process.env) {
  const c = oidcConfig.parse(environment)
  return c.OIDC_ISSUER_URL && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET
    ? { issuer: c.OIDC_ISSUER_URL, clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET, name: c.OIDC_PROVIDER_NAME }
    : null
}

/** `__Host-` cookies need Secure, which browsers honour on https and on localhost. */
export function usesSecureCookies(siteUrl: string): boolean {
  const site = new URL(siteUrl)
  return site.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(site.hostname)
}

export const sessionCookieName = (siteUrl: string) => (usesSecureCookies(siteUrl) ? '__Host-sthana.session' : 'sthana.session')

/** Phone numbers are kept as +91 and 10 digits; sign-up by phone needs an email, so one is made up until the profile has one. */
export const phoneSignUpEmail = (phone: string) => `${phone.replace(/\D/g, '')}@phone.sthanaworkspaces.invalid`

/** A real email to keep or show: not missing, and not the one made up at a phone sign-up. */
export const isRealEmail = (email: string | null | undefined): email is string => Boolean(email) && !email!.endsWith('.invalid')

function authPool(databaseUrl: string, max: number): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max, options: '-c search_path=auth' })
  keepPoolErrorsFromCrashing(pool, 'sign-in')
  return pool
}

export interface AuthHooks {
  sendEmailCode(email: string, code: string): Promise<void>
  sendSmsCode(phone: string, code: string): Promise<void>
}

export function authOptions(
  settings: { databaseUrl: string; secret: string; siteUrl: string; poolMax?: number },
  hooks: AuthHooks,
): BetterAuthOptions {
  const secure = usesSecureCookies(settings.siteUrl)
  const oidc = oidcProvider()
  return {
    appName: 'Sthana Workspaces',
    baseURL: settings.siteUrl,
    basePath: '/api/auth',
    trustedOrigins: siteOrigins(settings.siteUrl),
    secret: settings.secret,
    database: authPool(settings.databaseUrl, settings.poolMax ?? 5),
    emailAndPassword: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Sending codes is limited per recipient and per address by the app (server/auth/check-send-code-limit.ts).
    rateLimit: { enabled: false },
    // Every cookie is named `__Host-sthana.*` where cookies are Secure: Secure, Path=/ and no Domain, so no other site
    // or subdomain can set or replace it. better-auth's own secure mode would put `__Secure-` in front of the whole
    // name (`__Secure-__Host-…`, which browsers do not treat as a __Host- cookie), so Secure is set as an attribute.
    advanced: {
      useSecureCookies: false,
      cookies: { session_token: { name: sessionCookieName(settings.siteUrl) } },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure },
      cookiePrefix: secure ? '__Host-sthana' : 'sthana',
    },
    plugins: [
      emailOTP({
        otpLength: OTP.length,
        expiresIn: OTP.expiresInSeconds,
        allowedAttempts: OTP.allowedAttempts,
        storeOTP: 'hashed',
        sendVerificationOTP: ({ email, otp }) => hooks.sendEmailCode(email, otp),
      }),
      phoneNumber({
        otpLength: OTP.length,
        expiresIn: OTP.expiresInSeconds,
        allowedAttempts: OTP.allowedAttempts,
        sendOTP: ({ phoneNumber: phone, code }) => hooks.sendSmsCode(phone, code),
        phoneNumberValidator: (phone) => PHONE_NUMBER_PATTERN.test(phone),
        signUpOnVerification: { getTempEmail: phoneSignUpEmail, getTempName: (phone) => phone },
      }),
      // A bearer token is the session cookie's value: the token and its signature. better-auth would otherwise sign a
      // bare token itself, so the token alone (as stored in the database) would open the session.
      bearer({ requireSignature: true }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'sso',
                  discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  accountSubject: ({ profile }) => String(profile.sub ?? profile.id ?? ''),
                },
              ],
            }),
          ]
        : []),
    ],
  }
}
