import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { getOrder } from '@/server/orders/customer-orders'
import { rescheduleOrder } from '@/server/orders/reschedule'
import { orderNumberFromPath } from '@/server/orders/routes'
import { orderAnswer, orderJson, rescheduleBody } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'

// POST /api/orders/{number}/reschedule { lineId, date, startTime? }: moves one day pass or conference room of a
// confirmed order before the rule's reschedule deadline (a room through a hold on the new slot: a taken one is 409).
export const POST = withCustomer(async (request, { customer }) => {
  const body = await parseJsonBody(request, rescheduleBody, 'Check the new date and time.')
  const number = orderNumberFromPath(request)
  await rescheduleOrder(customer, number, { lineId: body.lineId, date: body.date, startTime: body.startTime ?? null })
  const { order, invoiceSerial } = await getOrder(customer, number)
  const rule = await loadCancellationRule()
  return NextResponse.json(orderAnswer.parse(orderJson(order, invoiceSerial, rule)), { headers: { 'Cache-Control': 'private, no-store' } })
})
