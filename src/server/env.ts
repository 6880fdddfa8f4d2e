import { z } from 'zod'
import { paymentsConfigFromEnv } from '../integrations/payments/config'

// Environment, validated once. The start script fills DATABASE_URL and PAYLOAD_SECRET for the embedded database.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string'),
    PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters'),
    SITE_URL: z.url().default('http://localhost:3000'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** Checkout attempts one customer may make in 10 minutes (each makes a gateway order); the bench raises it. */
    CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10).catch(10),
    /**
     * How many building pages the build renders ahead (the rest render on their first request and are kept like the
     * others): with a catalogue of thousands, rendering every one at build would take the build past its budget.
     */
    PRERENDER_BUILDINGS: z.coerce.number().int().min(0).max(100_000).default(200).catch(200),
    /** `true`: a public production site takes payments through the built-in sandbox gateway, on purpose. */
    PAYMENTS_SANDBOX: z
      .enum(['true', 'false'], 'PAYMENTS_SANDBOX must be true or false')
      .optional()
      .transform((value) => value === 'true'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  })
  .superRefine((e, ctx) => {
    const problem = paymentsGatewayProblem(e)
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message })
  })

export type Env = z.infer<typeof schema>

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Why these settings must not serve, as far as payments go (the variable to fix and what to do), or null. With no Razorpay keys the sandbox gateway takes
 * every payment without moving money: right on a developer's machine and in the tests, a silent loss on a public site.
 * So a production site on a public address needs the keys, or PAYMENTS_SANDBOX=true to say the sandbox is meant.
 */
export function paymentsGatewayProblem(e: {
  NODE_ENV?: string
  SITE_URL?: string
  PAYMENTS_SANDBOX?: boolean | string
  RAZORPAY_KEY_ID?: string
  RAZORPAY_KEY_SECRET?: string
  RAZORPAY_WEBHOOK_SECRET?: string
}): { variable: string; message: string } | null {
  let provider: 'razorpay' | 'sandbox'
  try {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = e
    provider = paymentsConfigFromEnv({ RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET }).provider
  } catch (error) {
    return { variable: 'RAZORPAY_KEY_ID', message: (error as Error).message }
  }
  if (provider === 'razorpay' || e.NODE_ENV !== 'production') return null
  if (e.PAYMENTS_SANDBOX === true || e.PAYMENTS_SANDBOX === 'true') return null
  const site = e.SITE_URL ?? 'http://localhost:3000'
  let host: string
  try {
    host = new URL(site).hostname
  } catch {
    return null // SITE_URL's own check says what is wrong with it
  }
  if (LOCAL_HOSTS.includes(host)) return null
  return {
    variable: 'PAYMENTS_SANDBOX',
    message:
      `this production site (SITE_URL ${site}) has no payment gateway. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and ` +
      'RAZORPAY_WEBHOOK_SECRET to take payments through Razorpay, or PAYMENTS_SANDBOX=true to take test payments ' +
      'through the built-in sandbox gateway on purpose (no money moves)',
  }
}

/** The environment parsed, or an error that lists every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}\nRun the site with \`npm start\`, or set these variables (see README.md).`)
  }
  return parsed.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
