import { z } from 'zod'
import { esignKey, esignSecret } from '@/server/esign/keys'
import { sealIdentity } from '@/server/esign/seal-identity'
import { createBuiltinProvider, type BuiltinOptions, type BuiltinProvider } from './builtin/adapter'
import { createDocusignProvider } from './docusign'
import { createLeegalityProvider, LEEGALITY_PRODUCTION_URL } from './leegality'
import type { EsignProvider } from './types'

export * from './types'
export { createBuiltinProvider, LINK_MESSAGES, type BuiltinProvider, type CompleteResult, type SigningPageView } from './builtin/adapter'
export { createMemorySignStore, type BuiltinSignRequest, type BuiltinSignStore } from './builtin/store'
export { createLeegalityProvider, leegalityMac, LEEGALITY_PRODUCTION_URL, LEEGALITY_SANDBOX_URL } from './leegality'
export { createDocusignProvider, connectSignature, clientUserIdFor } from './docusign'

// ESIGN_PROVIDER picks who signs the virtual-office agreement: 'builtin' (default, in-app signing with our seal),
// 'leegality' or 'docusign'. A provider's variables are all required once it is chosen, and a misconfiguration stops
// the app at start-up rather than falling back to another provider.
//
//   builtin    ESIGN_LINK_SECRET or ESIGN_LINK_SECRET_FILE, ESIGN_LINK_TTL_HOURS; ESIGN_P12_BASE64 +
//              ESIGN_P12_PASSPHRASE or ESIGN_P12_FILE (src/server/esign/seal-identity.ts)
//   leegality  LEEGALITY_AUTH_TOKEN, LEEGALITY_PROFILE_ID, LEEGALITY_PRIVATE_SALT; LEEGALITY_BASE_URL
//   docusign   DOCUSIGN_ACCOUNT_ID, DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_PRIVATE_KEY (PEM; '\n' may
//              be written as the two characters \n) or DOCUSIGN_PRIVATE_KEY_BASE64, DOCUSIGN_CONNECT_HMAC_KEYS
//              (comma-separated); DOCUSIGN_BASE_URL, DOCUSIGN_OAUTH_BASE_URL

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = z.preprocess(blank, z.string().trim().optional())
const httpsUrl = (fallback: string) =>
  z.preprocess(
    blank,
    z
      .url()
      .refine((u) => {
        const url = new URL(u)
        return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
      }, 'must be https (or a local address for tests)')
      .default(fallback),
  )

const esignEnv = z
  .object({
    ESIGN_PROVIDER: z.preprocess(blank, z.enum(['builtin', 'leegality', 'docusign']).default('builtin')),
    ESIGN_LINK_TTL_HOURS: z.preprocess(blank, z.coerce.number().int().min(1).max(720).default(72)),
    LEEGALITY_BASE_URL: httpsUrl(LEEGALITY_PRODUCTION_URL),
    LEEGALITY_AUTH_TOKEN: optional,
    LEEGALITY_PROFILE_ID: optional,
    LEEGALITY_PRIVATE_SALT: optional,
    DOCUSIGN_BASE_URL: httpsUrl('https://demo.docusign.net/restapi'),
    DOCUSIGN_OAUTH_BASE_URL: httpsUrl('https://account-d.docusign.com'),
    DOCUSIGN_ACCOUNT_ID: optional,
    DOCUSIGN_INTEGRATION_KEY: optional,
    DOCUSIGN_USER_ID: optional,
    DOCUSIGN_PRIVATE_KEY: optional,
    DOCUSIGN_PRIVATE_KEY_BASE64: optional,
    DOCUSIGN_CONNECT_HMAC_KEYS: optional,
  })
  .superRefine((e, ctx) => {
    const need = (names: (keyof typeof e)[]) => {
      for (const name of names)
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: `ESIGN_PROVIDER=${e.ESIGN_PROVIDER} needs ${name}` })
    }
    if (e.ESIGN_PROVIDER === 'leegality') need(['LEEGALITY_AUTH_TOKEN', 'LEEGALITY_PROFILE_ID', 'LEEGALITY_PRIVATE_SALT'])
    if (e.ESIGN_PROVIDER === 'docusign') {
      need(['DOCUSIGN_ACCOUNT_ID', 'DOCUSIGN_INTEGRATION_KEY', 'DOCUSIGN_USER_ID', 'DOCUSIGN_CONNECT_HMAC_KEYS'])
      if (!e.DOCUSIGN_PRIVATE_KEY && !e.DOCUSIGN_PRIVATE_KEY_BASE64)
        ctx.addIssue({
          code: 'custom',
          path: ['DOCUSIGN_PRIVATE_KEY'],
          message: 'ESIGN_PROVIDER=docusign needs DOCUSIGN_PRIVATE_KEY or DOCUSIGN_PRIVATE_KEY_BASE64',
        })
    }
  })

export type EsignConfig =
  | { provider: 'builtin'; linkTtlSeconds: number }
  | { provider: 'leegality'; baseUrl: string; authToken: string; profileId: string; privateSalt: string }
  | {
      provider: 'docusign'
      baseUrl: string
      oauthBaseUrl: string
      accountId: string
      integrationKey: string
      userId: string
      privateKey: string
      connectKeys: string[]
    }

/** The e-sign configuration the environment describes; throws with every problem named (never a secret's value). */
export function esignConfigFromEnv(environment: Record<string, string | undefined> = process.env): EsignConfig {
  const parsed = esignEnv.safeParse(environment)
  if (!parsed.success)
    throw new Error(`Invalid e-sign configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  const e = parsed.data
  if (e.ESIGN_PROVIDER === 'leegality')
    return {
      provider: 'leegality',
      baseUrl: e.LEEGALITY_BASE_URL,
      authToken: e.LEEGALITY_AUTH_TOKEN!,
      profileId: e.LEEGALITY_PROFILE_ID!,
      privateSalt: e.LEEGALITY_PRIVATE_SALT!,
    }
  if (e.ESIGN_PROVIDER === 'docusign')
    return {
      provider: 'docusign',
      baseUrl: e.DOCUSIGN_BASE_URL,
      oauthBaseUrl: e.DOCUSIGN_OAUTH_BASE_URL,
      accountId: e.DOCUSIGN_ACCOUNT_ID!,
      integrationKey: e.DOCUSIGN_INTEGRATION_KEY!,
      userId: e.DOCUSIGN_USER_ID!,
      privateKey: e.DOCUSIGN_PRIVATE_KEY
        ? e.DOCUSIGN_PRIVATE_KEY.replace(/\\n/g, '\n')
        : Buffer.from(e.DOCUSIGN_PRIVATE_KEY_BASE64!, 'base64').toString('utf8'),
      connectKeys: e
        .DOCUSIGN_CONNECT_HMAC_KEYS!.split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    }
  return { provider: 'builtin', linkTtlSeconds: e.ESIGN_LINK_TTL_HOURS * 3600 }
}

/** What the built-in provider needs from the app (the database store, the outbox, our name and the page address). */
export type BuiltinDependencies = Pick<BuiltinOptions, 'store' | 'deliverCode' | 'provider' | 'linkUrl' | 'now'>

export function createEsignProvider(
  config: EsignConfig,
  dependencies: { builtin: BuiltinDependencies; fetch?: typeof fetch; environment?: Record<string, string | undefined> },
): EsignProvider | BuiltinProvider {
  const environment = dependencies.environment ?? process.env
  switch (config.provider) {
    case 'leegality':
      return createLeegalityProvider({ ...config, fetch: dependencies.fetch })
    case 'docusign':
      return createDocusignProvider({ ...config, fetch: dependencies.fetch })
    case 'builtin': {
      const secret = esignSecret(environment)
      return createBuiltinProvider({
        ...dependencies.builtin,
        keys: { linkToken: esignKey('link-token', secret), otp: esignKey('otp', secret) },
        identity: sealIdentity(environment),
        linkTtlSeconds: config.linkTtlSeconds,
      })
    }
  }
}
