import { withCustomer } from '@/server/api/with-customer'
import { orderInvoicePdf } from '@/server/orders/documents'
import { orderNumberFromPath } from '@/server/orders/routes'

export const dynamic = 'force-dynamic'

// GET /api/orders/{number}/invoice: the GST tax invoice of one of the caller's confirmed orders, as a PDF download.
export const GET = withCustomer(async (request, { customer }) => {
  const { serial, pdf } = await orderInvoicePdf(customer, orderNumberFromPath(request))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${serial.replace(/\//g, '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
