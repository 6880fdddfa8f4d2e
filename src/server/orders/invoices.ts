import type { CartPrice } from '@/domain/cart/price'
import type { BillingAddressServer } from '@/domain/billing/address'
import { buildTaxInvoice, registeredAddressLines, type TaxInvoice } from '@/domain/invoices/tax-invoice'
import { financialYearOf, formatInvoiceSerial, INVOICE_SERIAL_PREFIX } from '@/domain/orders/numbers'
import type { Transaction } from '../db/transaction'

// The GST tax invoice of a confirmed order, made in the confirmation transaction: the next sequence of the series and
// financial year comes from its invoice_counters row (an upsert that increments and locks it until the transaction
// ends, so two confirmations take turns and a rolled-back one gives its number back: consecutive, no gaps), the
// supplier is our registration in the building's state (Sales → GST registrations).

export class InvoiceProblem extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvoiceProblem'
  }
}

/** The next serial's sequence of a series in a financial year; the counter row stays locked until the transaction ends. */
export async function nextInvoiceSequence(tx: Pick<Transaction, 'query'>, series: string, financialYear: string): Promise<number> {
  const { rows } = await tx.query<{ last_sequence: number }>(
    `INSERT INTO invoice_counters (series, financial_year, last_sequence) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_sequence = invoice_counters.last_sequence + 1
     RETURNING last_sequence`,
    [series, financialYear],
  )
  return rows[0]!.last_sequence
}

interface RegistrationRow {
  gstin: string
  legal_name: string
  trade_name: string | null
  address: string
  city: string
  pin_code: string
  pan: string | null
  email: string | null
  phone: string | null
  state_iso_code: string
}

export async function issueInvoice(
  tx: Transaction,
  input: {
    orderId: number
    orderNumber: string
    paymentId: string | null
    price: CartPrice
    billing: BillingAddressServer
    buildingName: string
    buildingStateCode: string
    now: Date
  },
): Promise<{ id: number; serial: string; invoice: TaxInvoice }> {
  const existing = await tx.query<{ id: number; serial: string; document: TaxInvoice }>(
    'SELECT id, serial, document FROM invoices WHERE order_id = $1',
    [input.orderId],
  )
  if (existing.rows[0]) return { id: existing.rows[0].id, serial: existing.rows[0].serial, invoice: existing.rows[0].document }

  const { rows: registrations } = await tx.query<RegistrationRow>(
    'SELECT gstin, legal_name, trade_name, address, city, pin_code, pan, email, phone, state_iso_code FROM gst_registrations WHERE state_iso_code = $1',
    [input.buildingStateCode],
  )
  const registration = registrations[0]
  if (!registration)
    throw new InvoiceProblem(`No GST registration for the state ${input.buildingStateCode}: add it under Sales → GST registrations.`)

  const financialYear = financialYearOf(input.now)
  const sequence = await nextInvoiceSequence(tx, INVOICE_SERIAL_PREFIX, financialYear.label)
  const serial = formatInvoiceSerial({ financialYear, sequence })
  const built = buildTaxInvoice({
    serialNumber: serial,
    issuedAt: input.now,
    orderNumber: input.orderNumber,
    paymentReference: input.paymentId,
    supplier: {
      legalName: registration.legal_name,
      tradeName: registration.trade_name,
      addressLines: registeredAddressLines({ address: registration.address, city: registration.city, pinCode: registration.pin_code }),
      stateIsoCode: registration.state_iso_code,
      gstin: registration.gstin,
      pan: registration.pan,
      cin: null,
      email: registration.email,
      phone: registration.phone,
    },
    billing: input.billing,
    buildingName: input.buildingName,
    price: input.price,
  })
  if (!built.ok) throw new InvoiceProblem(built.message)
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (serial, order_id, financial_year, sequence, issued_at, supplier_gstin, recipient_gstin, total_paise, document)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      serial,
      input.orderId,
      financialYear.label,
      sequence,
      input.now.toISOString(),
      built.invoice.supplier.gstin,
      built.invoice.recipient.gstin,
      built.invoice.totals.totalPaise,
      JSON.stringify(built.invoice),
    ],
  )
  return { id: rows[0]!.id, serial, invoice: built.invoice }
}
