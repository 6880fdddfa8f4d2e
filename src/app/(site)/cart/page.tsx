import type { Metadata } from 'next'
import { CartApp } from '@/components/cart/CartApp.client'
import { PageShell } from '@/components/layout/PageShell'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listCartBuildings } from '@/server/cart/list-cart-buildings'
import { listHolidays } from '@/server/calendar/list-holidays'
import { getLoyaltyOffer } from '@/server/cart/get-loyalty-offer'

// /cart/: the on-demand cart (day passes, day-pass bundles, the loyalty membership). The page itself is static and holds
// nothing personal: the buildings, holidays and the loyalty offer come with it; the customer's cart loads in the
// browser from /api/cart (a guest's lives in localStorage). Kept out of the sitemap and the service worker's cache.
export const metadata: Metadata = { title: 'Your cart', robots: { index: false, follow: false } }

export default async function CartPage() {
  const [chrome, buildings, holidays, loyalty] = await Promise.all([
    getSiteChrome(),
    listCartBuildings(),
    listHolidays(),
    getLoyaltyOffer(),
  ])
  return (
    <PageShell chrome={chrome} path="/cart">
      {/* At least a screen tall: the cart loads in the browser, and the footer must not move up and down meanwhile. */}
      <div className="mx-auto min-h-dvh max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-950">Your cart</h1>
        {/* Server markup, so the page says what it holds before the cart arrives from the browser's request. */}
        <p className="mt-3 mb-6 max-w-prose text-lg text-slate-700">
          Day passes, conference rooms, day-pass bundles and the loyalty membership, at any of our buildings. Choose a building, then your
          dates or credits, say who is coming and pay: we work out the amount at every step, and GST is shown before you pay.
        </p>
        <CartApp
          buildings={buildings}
          holidays={holidays}
          loyalty={
            loyalty.enabled
              ? {
                  pricePaise: loyalty.pricePaise,
                  validityDays: loyalty.validityDays,
                  dayPassDiscountPercent: loyalty.dayPassDiscountPercent,
                }
              : null
          }
        />
      </div>
    </PageShell>
  )
}
