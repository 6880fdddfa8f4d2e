import { createEsignProvider, esignConfigFromEnv, type BuiltinProvider, type EsignProvider } from '@/integrations/esign'
import { selectMessaging } from '@/integrations/messaging'
import { inTransaction } from '../db/transaction'
import { plainQuery } from '../db/plain-query'
import { env } from '../env'
import { createDatabaseSignStore } from './sign-store'
import { SEAL_ORGANISATION } from './seal-identity'

// The app's e-sign provider, as ESIGN_PROVIDER chooses (src/integrations/esign/index.ts): the built-in signing backed
// by the database store and the outbox, or one of the two vendors. One per process; tests put their own in place.

/** Who seals and signs for us, as the built-in audit page names it. */
export const ESIGN_PROVIDER_IDENTITY = { legalName: SEAL_ORGANISATION, city: 'Bengaluru', email: 'legal@sthanaworkspaces.in' }

/** The in-app signing page of a link token. */
export function signingPageUrl(token: string): string {
  return `${env().SITE_URL.replace(/\/$/, '')}/workspaces/virtual-office/sign/${encodeURIComponent(token)}/`
}

let current: EsignProvider | BuiltinProvider | null = null

export function esignProvider(): EsignProvider | BuiltinProvider {
  current ??= createEsignProvider(esignConfigFromEnv(), {
    builtin: {
      store: createDatabaseSignStore(plainQuery),
      provider: ESIGN_PROVIDER_IDENTITY,
      linkUrl: signingPageUrl,
      deliverCode: async ({ to, name, code, title, expiresAt }) => {
        const minutes = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 60_000))
        await inTransaction((tx) =>
          selectMessaging().send(
            [
              {
                channel: 'email',
                kind: 'esign-code',
                to,
                subject: `${code} is your code to sign the ${title}`,
                body: [
                  `Hello ${name},`,
                  '',
                  `Your code to sign the ${title} is ${code}. It works for ${minutes} minutes, once.`,
                  '',
                  'If you did not ask for it, ignore this email: nobody can sign without the code.',
                ].join('\n'),
              },
            ],
            { req: tx.req },
          ),
        )
      },
    },
  })
  return current
}

export function isBuiltin(provider: EsignProvider | BuiltinProvider): provider is BuiltinProvider {
  return provider.name === 'builtin'
}

const webhookOverrides = new Map<string, EsignProvider>()

/** The provider whose callbacks arrive at /api/esign/<name>/webhook: the one in use, or none. */
export function webhookProviderFor(name: string): EsignProvider | null {
  const override = webhookOverrides.get(name)
  if (override) return override
  const provider = esignProvider()
  return provider.name === name ? provider : null
}

/** Tests only: the provider that checks one webhook's callbacks (null: the one in use again). */
export function setWebhookProviderForTests(name: 'leegality' | 'docusign', provider: EsignProvider | null): void {
  if (provider) webhookOverrides.set(name, provider)
  else webhookOverrides.delete(name)
}

/** Tests only: the provider every service uses from now on (null: back to the environment's). */
export function setEsignProviderForTests(provider: EsignProvider | BuiltinProvider | null): void {
  current = provider
}
