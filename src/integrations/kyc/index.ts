import { z } from 'zod'
import { CASHFREE_PRODUCTION_URL, createCashfreeCompanyLookup } from './cashfree'
import { createDemoCompanyLookup } from './demo-registry'
import type { CompanyLookupAdapter } from './types'

export { CASHFREE_PRODUCTION_URL, CASHFREE_SANDBOX_URL, createCashfreeCompanyLookup } from './cashfree'
export { createDemoCompanyLookup, DEMO_COMPANIES } from './demo-registry'
export * from './types'

// KYC_PROVIDER picks the company lookup: 'demo' (default, the built-in registry) or 'cashfree' (needs
// CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET; CASHFREE_BASE_URL defaults to production). A misconfiguration
// throws at start-up rather than letting KYC silently fall back to demo companies.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const kycEnv = z
  .object({
    KYC_PROVIDER: z.preprocess(blankToUndefined, z.enum(['demo', 'cashfree']).default('demo')),
    CASHFREE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().trim().optional()),
    CASHFREE_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().trim().optional()),
    CASHFREE_BASE_URL: z.preprocess(
      blankToUndefined,
      z
        .url()
        .refine((u) => {
          const url = new URL(u)
          return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
        }, 'CASHFREE_BASE_URL must be https (or a local address for tests)')
        .default(CASHFREE_PRODUCTION_URL),
    ),
  })
  .superRefine((e, ctx) => {
    if (e.KYC_PROVIDER === 'cashfree' && (!e.CASHFREE_CLIENT_ID || !e.CASHFREE_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['CASHFREE_CLIENT_ID'],
        message: 'KYC_PROVIDER=cashfree needs CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET',
      })
  })

export function selectCompanyLookup(
  environment: Record<string, string | undefined> = process.env,
  options: { fetch?: typeof fetch } = {},
): CompanyLookupAdapter {
  const parsed = kycEnv.safeParse(environment)
  if (!parsed.success)
    throw new Error(`Invalid KYC configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  const e = parsed.data
  if (e.KYC_PROVIDER === 'demo') return createDemoCompanyLookup()
  return createCashfreeCompanyLookup({
    clientId: e.CASHFREE_CLIENT_ID!,
    clientSecret: e.CASHFREE_CLIENT_SECRET!,
    baseUrl: e.CASHFREE_BASE_URL,
    fetch: options.fetch,
  })
}
