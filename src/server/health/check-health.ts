import type { HealthAnswer } from '@/contracts/health'
import { paymentsConfigFromEnv } from '@/integrations/payments'
import { isDraining } from '../http/draining'
import { jobQueue } from '../jobs'
import { jobWorkersWanted } from '../jobs/workers'
import { getPayloadClient } from '../payload'
import { rateLimitStoreHealth } from '../rate-limit'

/** How long one check may take before it counts as down: a health row must answer quickly even when a store hangs. */
const CHECK_TIMEOUT_MS = 2000

async function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work.catch(() => fallback), late])
  } finally {
    clearTimeout(timer)
  }
}

async function databaseUp(): Promise<boolean> {
  const payload = await getPayloadClient()
  await payload.db.pool.query('SELECT 1')
  return true
}

/**
 * The instance's health: the database (without it nothing works: 503), the rate-limit store (Redis when configured; a
 * down Redis degrades limits but the site still serves) and this instance's job workers. Draining wins over all. It
 * also says which payment gateway takes the payments, so a sandbox left on in production shows, and which Node.js runs it.
 */
export async function checkHealth(now = new Date()): Promise<{ httpStatus: 200 | 503; answer: HealthAnswer }> {
  const [database, limits] = await Promise.all([
    within(databaseUp(), false),
    within(rateLimitStoreHealth(), { store: 'postgres' as const, up: false }),
  ])
  const jobs = !jobWorkersWanted() ? 'off' : jobQueue().started ? 'ok' : 'down'
  const status = isDraining() ? 'draining' : database ? 'ok' : 'unavailable'
  return {
    httpStatus: status === 'ok' ? 200 : 503,
    answer: {
      status,
      checks: {
        database: database ? 'ok' : 'down',
        rateLimits: { store: limits.store, state: limits.up ? 'ok' : 'down' },
        jobs,
      },
      payments: paymentsConfigFromEnv().provider,
      runtime: { node: process.versions.node },
      checkedAt: now.toISOString(),
    },
  }
}
