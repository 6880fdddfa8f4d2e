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

/**
 * The palette takes the whole index while it is at most this many bytes of JSON and filters it itself; past that (a
 * catalogue of hundreds of buildings) it takes what is always there and asks the server for each query.
 */
export const SEARCH_INDEX_MAX_BYTES = 100_000

/** An unknown parameter is refused (400) rather than ignored. */
export const searchIndexQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for.')
    .max(100, 'Keep the search under 100 characters.')
    .optional()
    .describe('Search on the server: the best 20 targets for these words, typos allowed (what the palette asks once the index is large)'),
})

export const searchIndexAnswer = z.object({
  data: z.array(searchTarget),
  complete: z
    .boolean()
    .describe(
      'true: `data` is every target and the palette filters it itself. false: the index is over 100 kB, so `data` holds the cities, solutions, pages and posts, and the palette asks `?q=` for the rest; an answer to `?q=` is always false and holds the best matches',
    ),
})
export type SearchIndexAnswer = z.infer<typeof searchIndexAnswer>
