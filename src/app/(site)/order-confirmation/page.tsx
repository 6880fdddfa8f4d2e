import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { OrderConfirmation } from '@/components/orders/OrderConfirmation.client'
import { getSiteChrome } from '@/server/content/get-site-chrome'

// /order-confirmation?order=<number>[&success=true]: the order confirmation page (spec section 2). Static: the order
// loads in the browser from the orders API with the session cookie; nothing personal is in the page.
export const metadata: Metadata = { title: 'Order confirmation', robots: { index: false, follow: false } }

export default async function OrderConfirmationPage() {
  const chrome = await getSiteChrome()
  return (
    <PageShell chrome={chrome} path="/order-confirmation">
      {/* At least a screen tall: the order loads in the browser, and the footer must not move up and down meanwhile. */}
      <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-950">Thank you</h1>
        {/* Server markup, so the page says what it holds before the order arrives from the browser's request. */}
        <p className="mt-3 mb-6 max-w-prose text-lg text-slate-700">
          Your order is below: what you booked, where and when, what you paid with its GST, your invoice and a calendar invite. Once the
          payment is confirmed we also e-mail you the confirmation, with the invoice and the invite attached.
        </p>
        <OrderConfirmation />
      </div>
    </PageShell>
  )
}
