import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { bookVisit } from '@/server/bookings/book-visit'
import { visitAnswer, visitBody } from '@/contracts/bookings'
import { requestIp } from '@/server/leads/client-ip'

export const dynamic = 'force-dynamic'

// POST /api/visits: a visitor books a tour of a building (no login): 201 with the visit; 409 with the next free
// slots when someone else just took it; 429 when one address books too many.
export const POST = handler(async (request: Request) => {
  const body = await parseJsonBody(request, visitBody, 'Check your details and the time you chose.')
  const visit = await bookVisit(body, { ip: requestIp(request.headers) })
  return NextResponse.json(visitAnswer.parse(visit), { status: 201, headers: { 'Cache-Control': 'no-store' } })
})
