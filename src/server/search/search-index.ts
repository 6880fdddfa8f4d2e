import { SEARCH_INDEX_MAX_BYTES, type SearchIndexAnswer } from '@/contracts/search-index'
import { indexTargets, rankTargets } from '@/domain/search/rank'
import { cachedAnswer } from '../cache/answer-cache'
import { listSearchTargets } from './list-search-targets'

// GET /api/search-index. A demo-sized catalogue (about 20 kB of targets) goes to the palette whole, and it filters as
// the visitor types. Past SEARCH_INDEX_MAX_BYTES (a catalogue of hundreds of buildings: 2,000 make about 800 kB) the
// palette gets the targets that are always few (cities, solutions, pages, posts) and asks the server for each query,
// ranked by the same function over every target. The ranked index is kept in the process for a minute, like the
// catalogue answers, and cleared by any CMS change.

const loadIndex = cachedAnswer('search-index', async () => {
  const targets = await listSearchTargets()
  return { targets, bytes: Buffer.byteLength(JSON.stringify(targets)), ranked: indexTargets(targets) }
})

export const SERVER_SEARCH_LIMIT = 20

/** The answer to GET /api/search-index (`query`: ?q=); `maxBytes` is the size past which the index is searched here. */
export async function searchIndex(query?: string, maxBytes = SEARCH_INDEX_MAX_BYTES): Promise<SearchIndexAnswer> {
  const index = await loadIndex()
  if (query !== undefined) return { data: rankTargets(index.ranked, query, SERVER_SEARCH_LIMIT), complete: false }
  if (index.bytes <= maxBytes) return { data: index.targets, complete: true }
  return { data: index.targets.filter((t) => t.kind !== 'building'), complete: false }
}
