import { withCustomer } from '@/server/api/with-customer'
import { inviteContentType } from '@/server/documents/booking-invite'
import { orderCalendarFor } from '@/server/orders/documents'
import { orderNumberFromPath } from '@/server/orders/routes'

export const dynamic = 'force-dynamic'

// GET /api/orders/{number}/calendar: 'Add to calendar' — the .ics of the order's bookings (times in UTC, IST in the text).
export const GET = withCustomer(async (request, { customer }) => {
  const number = orderNumberFromPath(request)
  const ics = await orderCalendarFor(customer, number)
  return new Response(ics, {
    headers: {
      'Content-Type': inviteContentType('REQUEST'),
      'Content-Disposition': `attachment; filename="booking-${number}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
