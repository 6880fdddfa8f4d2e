import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { holdConferenceRoom } from '@/server/bookings/hold-conference-room'
import { checkForBookingBody, holdAnswer } from '@/contracts/bookings'

export const dynamic = 'force-dynamic'

// POST /api/shop/check-for-booking (spec section 7): holds a conference room's slot for 10 minutes and answers
// reservationId and conferenceRoomId; 409 with the next free slots when someone else holds it.
export const POST = withCustomer(async (request, { customer, authUser }) => {
  const body = await parseJsonBody(request, checkForBookingBody, 'Choose a room, a date, a start time and a duration.')
  const hold = await holdConferenceRoom({ customer, email: authUser.email }, body)
  return NextResponse.json(holdAnswer.parse(hold), { status: 201, headers: { 'Cache-Control': 'private, no-store' } })
})
