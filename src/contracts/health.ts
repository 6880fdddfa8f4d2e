import { z } from 'zod'

// GET /api/health: whether this app instance can serve, for nginx, a load balancer or a monitor.

export const healthQuery = z.strictObject({})

const check = z.enum(['ok', 'down', 'off']).describe("'off': not used by this instance (jobs with JOB_WORKERS=off)")

export const healthAnswer = z.object({
  status: z
    .enum(['ok', 'draining', 'unavailable'])
    .describe("'ok' (200); 'draining' (503: shutting down, send nothing new) or 'unavailable' (503: the database is down)"),
  checks: z.object({
    database: check,
    rateLimits: z.object({ store: z.enum(['postgres', 'redis']), state: check }),
    jobs: check.describe("This instance's job workers: 'down' when they did not start"),
  }),
  payments: z
    .enum(['razorpay', 'sandbox'])
    .describe("The payment gateway this instance takes payments through: 'sandbox' moves no money (RAZORPAY_* unset)"),
  runtime: z
    .object({ node: z.string().describe("The Node.js version this instance runs on, e.g. '24.11.1'") })
    .describe('What this instance runs on'),
  checkedAt: z.iso.datetime(),
})
export type HealthAnswer = z.infer<typeof healthAnswer>
