import type { z } from 'zod'
import type { CancellationRule } from '@/domain/orders/cancellation'
import type { CheckoutSession } from '@/integrations/payments'
import type { checkoutAnswer, orderAnswer } from '@/contracts/orders'
import type { OrderRow } from './order-store'
import { orderView } from './view'

const iso = (d: Date) => d.toISOString()

export { cancelBody, checkoutAnswer, checkoutBody, orderAnswer, ordersAnswer, rescheduleBody, verifyBody } from '@/contracts/orders'

export function orderJson(
  order: OrderRow,
  invoiceSerial: string | null,
  rule: CancellationRule,
  now = new Date(),
): z.input<typeof orderAnswer> {
  const v = orderView(order, invoiceSerial, now, rule)
  const dl = (d: { at: Date; ist: string } | null) => (d ? { at: iso(d.at), ist: d.ist } : null)
  return {
    ...v,
    createdAt: iso(v.createdAt),
    bookings: v.bookings.map((b) => ({
      ...b,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      reschedule: { ...b.reschedule, deadline: dl(b.reschedule.deadline) },
    })),
    breakup: {
      ...v.breakup,
      cancellation: v.breakup.cancellation ? { text: v.breakup.cancellation.text, deadline: dl(v.breakup.cancellation.deadline) } : null,
    },
    cancellation: {
      rule: v.cancellation.rule,
      quote: v.cancellation.quote
        ? {
            cancellable: v.cancellation.quote.cancellable,
            message: v.cancellation.quote.message,
            paidPaise: v.cancellation.quote.paidPaise,
            refundPaise: v.cancellation.quote.refundPaise,
            refundDropsAt: dl(v.cancellation.quote.refundDropsAt),
          }
        : null,
    },
  }
}

export function checkoutJson(order: OrderRow, session: CheckoutSession | null, rule: CancellationRule): z.input<typeof checkoutAnswer> {
  return {
    order: orderJson(order, null, rule),
    checkout: session ? { provider: session.provider, scriptUrl: session.scriptUrl, options: { ...session.options } } : null,
  }
}
