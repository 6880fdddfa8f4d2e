import { NextResponse } from 'next/server'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { ApiError } from '@/server/api/errors'
import { handler } from '@/server/api/handler'
import { NO_TOURS_MESSAGE } from '@/server/bookings/book-visit'
import { listVisitSlots } from '@/server/bookings/list-visit-slots'
import { visitSlotsAnswer, visitSlotsQuery } from '@/contracts/bookings'

export const dynamic = 'force-dynamic'

// GET /api/visits/slots?building=…[&from=…][&days=…]: the building's free tour starts, day by day.
export const GET = handler(async (request: Request) => {
  const { building, from, days } = parseSearchParams(request, visitSlotsQuery, 'Choose a building.')
  const slots = await listVisitSlots({ building, from, days })
  if (!slots) throw new ApiError('not_found', NO_TOURS_MESSAGE)
  return NextResponse.json(visitSlotsAnswer.parse(slots), { headers: { 'Cache-Control': 'no-store' } })
})
