import { NextResponse } from 'next/server'
import { handler } from '@/server/api/handler'
import { searchIndex } from '@/server/search/search-index'
import { searchIndexAnswer, searchIndexQuery } from '@/contracts/search-index'
import { parseSearchParams } from '../_lib/parse'

export const dynamic = 'force-dynamic'

// GET /api/search-index: the Ctrl+K palette's jump targets (public content only), or with ?q= the best matches
// (src/server/search/search-index.ts). A CDN may keep either for a minute.
export const GET = handler(async (request: Request) => {
  const { q } = parseSearchParams(request, searchIndexQuery, 'This call takes only q, the words to search for.')
  return NextResponse.json(searchIndexAnswer.parse(await searchIndex(q)), {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600' },
  })
})
