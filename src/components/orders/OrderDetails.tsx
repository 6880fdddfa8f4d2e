import { formatIstRange } from '@/domain/calendar/ist-format'
import { orderPath, type OrderJson } from './types'

// One order as the customer reads it (the confirmation page, Account → Orders): what was bought, where and when (IST),
// the amounts with the discount breakup and GST, the invoice, 'Add to calendar' and the cancellation deadline.

export function OrderDetails({ order, headingLevel = 2 }: { order: OrderJson; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as 'h2' | 'h3'
  const { breakup } = order
  const confirmed = order.status === 'confirmed'
  return (
    <div className="grid gap-6" data-order={order.number}>
      <div className="grid gap-1">
        <p className="text-sm text-slate-600">
          Order <span className="font-mono">{order.number}</span> · <span data-order-status>{order.statusLabel}</span>
        </p>
        {order.outcome ? (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {order.outcome}
          </p>
        ) : null}
      </div>

      <section aria-labelledby={`where-${order.number}`} className="grid gap-1">
        <H id={`where-${order.number}`} className="font-semibold text-brand-900">
          Where and when
        </H>
        <p>
          <strong>{order.building.name}</strong>
          <br />
          {order.building.addressLines.join(', ')}
          {order.building.mapUrl ? (
            <>
              {' · '}
              <a className="text-brand-700 underline" href={order.building.mapUrl} target="_blank" rel="noopener noreferrer">
                Map
              </a>
            </>
          ) : null}
        </p>
        <ul className="list-disc pl-5">
          {order.bookings.map((b) => (
            <li key={b.lineId}>
              {b.label}: {formatIstRange(new Date(b.startsAt), new Date(b.endsAt))}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`amounts-${order.number}`}>
        <H id={`amounts-${order.number}`} className="mb-2 font-semibold text-brand-900">
          Amounts
        </H>
        <table className="w-full text-sm">
          <caption className="sr-only">What you paid, with discounts and GST</caption>
          <tbody>
            {breakup.lines.map((line) => (
              <AmountRow key={line.id} label={line.label} amount={line.amount} />
            ))}
            <AmountRow {...breakup.subtotal} className="border-t border-slate-200" />
            {breakup.discounts.map((d) => (
              <AmountRow key={d.field} label={d.label} amount={d.amount} className="text-emerald-700" />
            ))}
            <AmountRow {...breakup.taxableValue} />
            {breakup.gst.map((g) => (
              <AmountRow key={g.label} label={g.label} amount={g.amount} />
            ))}
            <tr className="border-t border-slate-300 font-semibold">
              <th scope="row" className="py-1 text-left">
                {breakup.total.label}
              </th>
              <td className="py-1 text-right" data-order-total>
                {breakup.total.amount}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="mt-1 text-xs text-slate-600">
          {breakup.total.inWords}. Place of supply: {breakup.placeOfSupply}.
        </p>
      </section>

      {breakup.cancellation ? <p className="text-sm text-slate-700">{breakup.cancellation.text}</p> : null}
      {confirmed && order.amountPaise === 0 ? (
        <p className="text-sm text-slate-700">
          Paid in full with your credits or offers, so there was nothing to pay and this order has no tax invoice of its own: GST on credits
          was charged on the invoice of the bundle or plan that gave them.
        </p>
      ) : null}

      {confirmed || order.invoiceSerial ? (
        <div className="flex flex-wrap gap-3">
          {order.invoiceSerial ? (
            <a
              className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700"
              href={`${orderPath(order.number)}/invoice`}
              download
            >
              Download invoice {order.invoiceSerial}
            </a>
          ) : null}
          {confirmed && order.bookings.length > 0 ? (
            <a
              className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700"
              href={`${orderPath(order.number)}/calendar`}
              download
            >
              Add to calendar
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** One line of the amounts table: what it is, and its amount on the right. */
function AmountRow({ label, amount, className }: { label: string; amount: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" className="py-1 text-left font-normal">
        {label}
      </th>
      <td className="py-1 text-right">{amount}</td>
    </tr>
  )
}
