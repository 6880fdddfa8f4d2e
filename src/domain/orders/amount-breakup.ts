import type { CartPrice } from '@/domain/cart/price'
import { DISCOUNT_FIELDS, type DiscountField } from '@/domain/cart/types'
import { CGST_RATE_BASIS_POINTS } from '@/domain/gst/tax'
import { formatPaise, type Paise } from '@/domain/money'
import { amountInWords } from '@/domain/money/words'
import { describeCancellationDeadline, type DeadlineView } from './cancellation'

// What the confirmation page and the confirmation email show of an order's amounts: each line, each discount by its
// human name, GST by component, the total (in figures and words), and the cancellation deadline in IST. Built from the
// price kept on the order; formatted once here so the page and the email say the same thing.

/** The name a customer reads for each field of the discount breakup. */
export const DISCOUNT_LABELS: Readonly<Record<DiscountField, string>> = {
  dayPassDiscount: 'Day-pass offer',
  bundleDiscount: 'Bundle offer',
  conferenceDiscount: 'Conference-room offer',
  discountLoyalty20: 'Loyalty member discount on day passes',
  discountOneHourConference: 'Free conference-room hour',
  voCreditDiscount: 'Paid with virtual-office credits',
  bundleCreditsDiscount: 'Paid with your bundle credits',
  bundlePassOff: 'Paid with credits of the bundle in this order',
  spacepointsOff: 'Points redeemed',
  ODBundleDiscount: 'On-demand bundle offer',
}

export interface BreakupRow {
  label: string
  amountPaise: Paise
  /** '₹1,497.00'; discounts read '− ₹299.40'. */
  amount: string
}

export interface AmountBreakup {
  lines: (BreakupRow & { id: string })[]
  subtotal: BreakupRow
  /** Only the discounts that apply, in the breakup's order. */
  discounts: (BreakupRow & { field: DiscountField })[]
  totalDiscount: BreakupRow | null
  taxableValue: BreakupRow
  /** 'CGST 9%' and 'SGST 9%' (or 'UTGST 9%'). */
  gst: BreakupRow[]
  total: BreakupRow & { inWords: string }
  /** 'Karnataka (29)' */
  placeOfSupply: string
  cancellation: { deadline: DeadlineView | null; text: string } | null
}

export type PriceForBreakup = Pick<
  CartPrice,
  'lines' | 'subtotalPaise' | 'discountBreakup' | 'totalDiscount' | 'gst' | 'totalEstimatedPrice'
>

const row = (label: string, amountPaise: Paise): BreakupRow => ({ label, amountPaise, amount: formatPaise(amountPaise) })
const minus = (label: string, amountPaise: Paise): BreakupRow => ({ label, amountPaise, amount: `− ${formatPaise(amountPaise)}` })

export function amountBreakup(
  price: PriceForBreakup,
  options: {
    /** The order's deadline (orderCancellationDeadline); null when it has no booking. */
    cancellationDeadline?: (DeadlineView & { refundBasisPoints: number }) | null
    /** 'Total paid' once paid, 'Total' before. */
    paid?: boolean
  } = {},
): AmountBreakup {
  const discounts = DISCOUNT_FIELDS.filter((field) => price.discountBreakup[field] > 0).map((field) => ({
    field,
    ...minus(DISCOUNT_LABELS[field], price.discountBreakup[field]),
  }))
  const { gst } = price
  const rate = `${CGST_RATE_BASIS_POINTS / 100}%`
  const deadline = options.cancellationDeadline
  return {
    lines: price.lines.map((line) => ({ id: line.id, ...row(line.label, line.grossPaise) })),
    subtotal: row('Subtotal', price.subtotalPaise),
    discounts,
    totalDiscount: price.totalDiscount > 0 ? minus('Total discount', price.totalDiscount) : null,
    taxableValue: row('Taxable value', gst.taxablePaise),
    gst: [row(`CGST ${rate}`, gst.cgstPaise), row(`${gst.placeOfSupply.stateTax} ${rate}`, gst.stateTaxPaise)],
    total: { ...row(options.paid ? 'Total paid' : 'Total', price.totalEstimatedPrice), inWords: amountInWords(price.totalEstimatedPrice) },
    placeOfSupply: `${gst.placeOfSupply.name} (${gst.placeOfSupply.gstCode})`,
    cancellation:
      deadline === undefined
        ? null
        : {
            deadline: deadline ? { at: deadline.at, ist: deadline.ist } : null,
            text: describeCancellationDeadline(deadline ? { at: deadline.at, refundBasisPoints: deadline.refundBasisPoints } : null),
          },
  }
}
