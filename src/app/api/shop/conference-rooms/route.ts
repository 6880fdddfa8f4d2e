import { NextResponse } from 'next/server'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { HOLD_MINUTES } from '@/domain/calendar/slots'
import { ApiError } from '@/server/api/errors'
import { handler } from '@/server/api/handler'
import { listRoomAvailability, NO_ROOMS_MESSAGE } from '@/server/bookings/list-room-availability'
import { roomsAnswer, roomsQuery } from '@/contracts/bookings'

export const dynamic = 'force-dynamic'

// GET /api/shop/conference-rooms?building=…&date=…: the building's rooms with that day's hours and free starts, for
// the booking UI. Public: free slots say nothing about who holds the others.
export const GET = handler(async (request: Request) => {
  const { building, date } = parseSearchParams(request, roomsQuery, 'Choose a building and a date.')
  const availability = await listRoomAvailability({ buildingHandle: building, date, kind: 'meeting-room' })
  if (!availability) throw new ApiError('not_found', NO_ROOMS_MESSAGE)
  const answer = {
    ...availability,
    holdMinutes: HOLD_MINUTES,
    rooms: availability.rooms.map(({ hourlyPaise, id, ...room }) => ({ ...room, id: String(id), hourlyPricePaise: hourlyPaise })),
  }
  return NextResponse.json(roomsAnswer.parse(answer), { headers: { 'Cache-Control': 'no-store' } })
})
