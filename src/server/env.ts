import { z } from 'zod'

// Environment, validated once. The start script fills DATABASE_URL and PAYLOAD_SECRET for the embedded database.
const schema = z.object({
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
})

export type Env = z.infer<typeof schema>

let cached: Env | undefined

export function env(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}\nRun the site with \`npm start\`, or set these variables (see README.md).`)
  }
  cached = parsed.data
  return cached
}
