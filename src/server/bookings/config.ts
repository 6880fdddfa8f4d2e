import { z } from 'zod'

// Limits of the bookings rows, from the environment (README: Bookings).
const schema = z.object({
  /** Holds one customer may try per window (each try counts, taken or not). */
  BOOKINGS_HOLD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30).catch(30),
  BOOKINGS_HOLD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600).catch(600),
  /** Visits one address may book per window. */
  BOOKINGS_VISIT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5).catch(5),
  BOOKINGS_VISIT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600).catch(600),
})

let cached: z.infer<typeof schema> | undefined

export function bookingsConfig(): z.infer<typeof schema> {
  cached ??= schema.parse(process.env)
  return cached
}
