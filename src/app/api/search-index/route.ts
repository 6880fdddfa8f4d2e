import { NextResponse } from 'next/server'
import { handler } from '@/server/api/handler'
import { listSearchTargets } from '@/server/search/list-search-targets'
import { searchIndexAnswer, searchIndexQuery } from '@/contracts/search-index'
import { parseSearchParams } from '../_lib/parse'

export const dynamic = 'force-dynamic'

// GET /api/search-index: the Ctrl+K palette's jump targets (public content only). A CDN may keep it for a minute.
export const GET = handler(async (request: Request) => {
  parseSearchParams(request, searchIndexQuery, 'This call takes no query parameters.')
  return NextResponse.json(searchIndexAnswer.parse({ data: await listSearchTargets() }), {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600' },
  })
})
