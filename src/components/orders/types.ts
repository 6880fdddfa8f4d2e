// What the orders rows answer (GET /api/orders/{number}; src/server/orders/schemas.ts `orderAnswer`), as the pages read it.

export interface AmountRow {
  label: string
  amountPaise: number
  amount: string
}

export interface OrderJson {
  number: string
  status: string
  statusLabel: string
  paid: boolean
  createdAt: string
  amountPaise: number
  building: { code: string; name: string; addressLines: string[]; mapUrl: string | null }
  bookings: {
    lineId: string
    label: string
    startsAt: string
    endsAt: string
    kind: 'day-pass' | 'conference-room'
    durationMinutes: number
    reschedule: { allowed: boolean; deadline: { at: string; ist: string } | null; message: string | null }
  }[]
  breakup: {
    lines: (AmountRow & { id: string })[]
    subtotal: AmountRow
    discounts: (AmountRow & { field: string })[]
    totalDiscount: AmountRow | null
    taxableValue: AmountRow
    gst: AmountRow[]
    total: AmountRow & { inWords: string }
    placeOfSupply: string
    cancellation: { deadline: { at: string; ist: string } | null; text: string } | null
  }
  invoiceSerial: string | null
  outcome: string | null
  cancellation: {
    rule: string
    quote: {
      cancellable: boolean
      message: string | null
      paidPaise: number
      refundPaise: number
      refundDropsAt: { at: string; ist: string } | null
    } | null
  }
}

export const orderPath = (number: string) => `/api/orders/${encodeURIComponent(number)}`
