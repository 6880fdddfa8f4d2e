import { NextResponse } from 'next/server'
import { CATALOGUE_CACHE_CONTROL } from '@/app/api/_lib/http'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { getPlaceReviews } from '@/server/reviews/get-place-reviews'
import { placeReviewsAnswer, placeReviewsQuery } from '@/contracts/place-reviews'

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request) => {
  const { place_id } = parseSearchParams(request, placeReviewsQuery, 'The place_id is missing or not valid.')
  const answer = placeReviewsAnswer.parse(await getPlaceReviews(place_id))
  return NextResponse.json(answer, { headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
})
