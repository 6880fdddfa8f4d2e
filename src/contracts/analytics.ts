import { z } from 'zod'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { PAGE_TYPES } from '@/domain/analytics/page-type'
import { sitePath } from '@/domain/leads/context'

// POST /api/analytics/collect: a batch of events from the site's analytics module (components/analytics/track.ts).
const property = z.union([z.string().max(200), z.number(), z.boolean(), z.null()])

export const collectEvent = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS),
  page_type: z.enum(PAGE_TYPES),
  path: sitePath,
  properties: z
    .record(z.string().max(40), property)
    .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
    .default({}),
  client_id: z.string().max(64).nullable().optional(),
  occurred_at: z.iso.datetime(),
})

export const collectBody = z.strictObject({ events: z.array(collectEvent).min(1).max(50) })
