import { z } from 'zod'

// Which payment gateway the app uses. Razorpay when all three RAZORPAY_* variables are set; the built-in sandbox
// gateway when none is. Some but not all is a mistake that must not fall back to the sandbox in production, so it
// stops the app with a message naming what is missing.

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const

const razorpayEnvSchema = z.object({
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(live|test)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID looks like rzp_live_… or rzp_test_…'),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'RAZORPAY_KEY_SECRET is too short'),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is too short'),
})

export type PaymentsConfig = { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string } | { provider: 'sandbox' }

export function paymentsConfigFromEnv(env: Record<string, string | undefined> = process.env): PaymentsConfig {
  const set = RAZORPAY_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '')
  if (set.length === 0) return { provider: 'sandbox' }
  if (set.length < RAZORPAY_VARIABLES.length) {
    const missing = RAZORPAY_VARIABLES.filter((name) => !set.includes(name))
    throw new Error(
      `Payments: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not. Set all three for Razorpay, or none for the sandbox gateway.`,
    )
  }
  const parsed = razorpayEnvSchema.safeParse(Object.fromEntries(RAZORPAY_VARIABLES.map((name) => [name, env[name]!.trim()])))
  if (!parsed.success) throw new Error(`Payments: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  return {
    provider: 'razorpay',
    keyId: parsed.data.RAZORPAY_KEY_ID,
    keySecret: parsed.data.RAZORPAY_KEY_SECRET,
    webhookSecret: parsed.data.RAZORPAY_WEBHOOK_SECRET,
  }
}
