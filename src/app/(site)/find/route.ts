import { findPlaceHref, FIND_PARAM } from '@/domain/locations/find-place'
import { listFindPlaces } from '@/server/locations/list-find-places'

// The home page's 'Find a workspace' form (a plain GET form, so it works without JavaScript): 303 to the chosen
// place's page, a city, a neighbourhood on its city's page or a building. A value not in the picker's list goes back
// to the picker.

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const href = findPlaceHref(await listFindPlaces(), url.searchParams.get(FIND_PARAM)) ?? '/#find-a-workspace'
  // A relative Location keeps the visitor on the address they used (behind a proxy, request.url's host may differ).
  return new Response(null, { status: 303, headers: { location: href, 'cache-control': 'no-store' } })
}
