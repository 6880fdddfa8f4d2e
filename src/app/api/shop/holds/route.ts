import { NextResponse } from 'next/server'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { ApiError } from '@/server/api/errors'
import { withCustomer } from '@/server/api/with-customer'
import { HoldNotFoundError } from '@/server/bookings/errors'
import { cancelHold, findActiveHold } from '@/server/bookings/holds'
import { holdAnswerOf } from '@/server/bookings/hold-conference-room'
import { appSql, findRoom } from '@/server/bookings/rooms'
import { holdAnswer, holdCancelledAnswer, holdQuery } from '@/contracts/bookings'

export const dynamic = 'force-dynamic'

const notFound = () => new ApiError('not_found', new HoldNotFoundError().message)

// GET /api/shop/holds?reservationId=…: the caller's live hold (the countdown after a reload). DELETE: releases it.
// Another customer's hold answers 404, exactly as one that does not exist.
export const GET = withCustomer(async (request, { customer }) => {
  const { reservationId } = parseSearchParams(request, holdQuery)
  const sql = await appSql()
  const hold = await findActiveHold(sql, { reservationId, customerId: customer.id })
  const room = hold ? await findRoom(sql, hold.roomId) : null
  if (!hold || !room) throw notFound()
  return NextResponse.json(holdAnswer.parse(holdAnswerOf(hold, room, room.building.handle)), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})

export const DELETE = withCustomer(async (request, { customer }) => {
  const { reservationId } = parseSearchParams(request, holdQuery)
  if (!(await cancelHold(await appSql(), { reservationId, customerId: customer.id }))) throw notFound()
  return NextResponse.json(holdCancelledAnswer.parse({ reservationId, status: 'cancelled' }))
})
