import { SANDBOX_CHECKOUT_JS } from '@/server/payments/sandbox-sheet'

export const dynamic = 'force-static'

// GET /sandbox-gateway/checkout.js: the sandbox gateway's stand-in for Razorpay's checkout.js (same API).
export function GET() {
  return new Response(SANDBOX_CHECKOUT_JS, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
