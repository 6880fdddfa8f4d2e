import { z } from 'zod'
import type { SearchTarget } from '@/domain/search/rank'

// GET /api/search-index: the answer (the Ctrl+K palette's jump targets).

const SEARCH_TARGET_KINDS = ['page', 'product', 'city', 'building', 'account'] as const satisfies readonly SearchTarget['kind'][]

export const searchTarget = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().optional().describe('Shown under the title: micromarket and city, or the kind of page'),
  href: z.string().regex(/^\//).describe('A path on this site'),
  kind: z.enum(SEARCH_TARGET_KINDS),
  keywords: z.string().optional().describe('More words that should find it'),
}) satisfies z.ZodType<SearchTarget>

/** No query parameters: an unknown one is refused (400) rather than ignored. */
export const searchIndexQuery = z.strictObject({})

export const searchIndexAnswer = z.object({ data: z.array(searchTarget) })
export type SearchIndexAnswer = z.infer<typeof searchIndexAnswer>
