import type { Cart, DiscountField } from '@/domain/cart/types'
import { DISCOUNT_FIELDS } from '@/domain/cart/types'
import { formatPaise } from '@/domain/money'

// The cart's amounts as the server priced them: each line, the discount breakup by cause, GST as CGST and SGST (or
// UTGST) of the building's state, and the total. Every figure with ₹ and 2 decimals; nothing is computed here.

export const DISCOUNT_LABELS: Record<DiscountField, string> = {
  dayPassDiscount: 'Day-pass discount',
  bundleDiscount: 'Bundle discount',
  conferenceDiscount: 'Conference-room discount',
  discountLoyalty20: 'Loyalty discount on day passes',
  discountOneHourConference: 'Free conference-room hour',
  voCreditDiscount: 'Paid with virtual-office credits',
  bundleCreditsDiscount: 'Paid with your bundle credits',
  bundlePassOff: 'Paid with credits of the bundle in this cart',
  spacepointsOff: 'Points redeemed',
  ODBundleDiscount: 'On-demand bundle offer',
}

export function CartSummary({ cart }: { cart: Cart }) {
  const details = cart.priceDetails
  if (!details || details.lines.length === 0) return <p className="text-slate-700">Nothing to pay yet.</p>
  const discounts = DISCOUNT_FIELDS.filter((f) => cart.discountBreakup[f] > 0)
  return (
    <div>
      <ul className="space-y-2" aria-label="Lines">
        {details.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span>{line.label}</span>
            <span className="tabular-nums">{formatPaise(line.grossPaise)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm" aria-label="Discount breakup and GST">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatPaise(details.subtotalPaise)}</dd>
        </div>
        {discounts.map((field) => (
          <div key={field} className="flex justify-between text-emerald-800">
            <dt>{DISCOUNT_LABELS[field]}</dt>
            <dd className="tabular-nums">−{formatPaise(cart.discountBreakup[field])}</dd>
          </div>
        ))}
        {cart.totalDiscount > 0 && (
          <div className="flex justify-between font-medium text-emerald-800">
            <dt>Total discount</dt>
            <dd className="tabular-nums">−{formatPaise(cart.totalDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Taxable value</dt>
          <dd className="tabular-nums">{formatPaise(details.taxablePaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>CGST 9%</dt>
          <dd className="tabular-nums">{formatPaise(details.cgstPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{details.stateTaxName} 9%</dt>
          <dd className="tabular-nums">{formatPaise(details.stateTaxPaise)}</dd>
        </div>
        <p className="text-xs text-slate-600">Place of supply: {details.placeOfSupply} (SAC 997212)</p>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-brand-950">
          <dt>Total to pay</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatPaise(cart.totalEstimatedPrice)}
          </dd>
        </div>
      </dl>
    </div>
  )
}
