import type { BillingAddressServer } from '@/domain/billing/address'
import { businessDate, formatDateShort, type IsoDate } from '@/domain/calendar/business-date'
import type { CartPrice } from '@/domain/cart/price'
import { INDIAN_STATES } from '@/domain/geo/indian-states'
import { isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
import { gstStateForIsoCode, type StateTaxName } from '@/domain/gst/state-codes'
import { CGST_RATE_BASIS_POINTS, STATE_TAX_RATE_BASIS_POINTS, sumLineTaxes } from '@/domain/gst/tax'
import { sumPaise, type Paise } from '@/domain/money'
import { amountInWords } from '@/domain/money/words'
import { isInvoiceSerial } from '@/domain/orders/numbers'

// The GST tax invoice of a paid order as a view model: every field Rule 46 of the CGST Rules asks for, built from the
// order's priced lines (the cart's price, kept on the order when it was paid). The PDF (src/server/documents) only
// lays it out. Place of supply is the building's state (IGST Act section 12(3)), so tax is CGST + SGST/UTGST of that
// state, and the supplier is our registration in that state: each building state has its own GSTIN.

/** Our registration in one state (admin: per building state). */
export interface InvoiceSupplier {
  legalName: string
  tradeName: string | null
  addressLines: string[]
  /** ISO code of the state of this registration (the building's state). */
  stateIsoCode: string
  gstin: string
  pan: string | null
  cin: string | null
  email: string | null
  phone: string | null
}

/**
 * A GST registration's address as printed (admin: Sales → GST registrations): its street lines, then 'City PIN', so
 * the invoice and the agreement name the supplier's registered place of business with its PIN code.
 */
export function registeredAddressLines(registration: { address: string; city: string; pinCode: string }): string[] {
  return [...registration.address.split('\n'), `${registration.city} ${registration.pinCode}`].map((l) => l.trim()).filter(Boolean)
}

export interface InvoiceParty {
  name: string
  /** The person, when the invoice is made out to a company. */
  attention: string | null
  addressLines: string[]
  stateName: string
  /** Two-digit GST state code; null when the state is not an Indian one. */
  gstStateCode: string | null
  gstin: string | null
}

export interface InvoiceLine {
  index: number
  description: string
  sac: string
  grossPaise: Paise
  discountPaise: Paise
  taxablePaise: Paise
  cgstPaise: Paise
  stateTaxPaise: Paise
  totalPaise: Paise
}

export interface TaxInvoice {
  serialNumber: string
  issuedOn: IsoDate
  /** '11 Dec 2026' */
  issuedOnLabel: string
  orderNumber: string
  /** The gateway payment id, printed as the payment reference. */
  paymentReference: string | null
  supplier: InvoiceSupplier & { stateName: string; gstStateCode: string }
  recipient: InvoiceParty
  /** 'Karnataka (29)': the state's name and code, as Rule 46(n) asks. */
  placeOfSupply: { name: string; gstCode: string; label: string }
  reverseCharge: false
  stateTaxName: StateTaxName
  cgstRateLabel: string
  stateTaxRateLabel: string
  lines: InvoiceLine[]
  totals: {
    grossPaise: Paise
    discountPaise: Paise
    taxablePaise: Paise
    cgstPaise: Paise
    stateTaxPaise: Paise
    taxPaise: Paise
    totalPaise: Paise
  }
  amountInWords: string
}

export interface BuildTaxInvoiceInput {
  serialNumber: string
  issuedAt: Date
  orderNumber: string
  paymentReference?: string | null
  supplier: InvoiceSupplier
  /** The billing address of the order, as stored (server fields). */
  billing: BillingAddressServer
  /** 'Koramangala, Bangalore': named on each line. */
  buildingName: string
  price: Pick<CartPrice, 'lines' | 'gst'>
}

export type TaxInvoiceProblem =
  | 'bad-serial'
  | 'bad-supplier-gstin'
  | 'supplier-state-mismatch'
  | 'bad-recipient-gstin'
  | 'unknown-recipient-state'
  | 'no-lines'
  | 'totals-mismatch'

export type BuildTaxInvoiceResult = { ok: true; invoice: TaxInvoice } | { ok: false; problem: TaxInvoiceProblem; message: string }

function rateLabel(basisPoints: number): string {
  return `${basisPoints / 100}%`
}

function stateByName(name: string) {
  const iso = INDIAN_STATES.find((s) => s.name.toLowerCase() === name.trim().toLowerCase())?.code
  return iso ? gstStateForIsoCode(iso) : undefined
}

export function buildTaxInvoice(input: BuildTaxInvoiceInput): BuildTaxInvoiceResult {
  const { supplier, billing, price } = input
  if (!isInvoiceSerial(input.serialNumber))
    return { ok: false, problem: 'bad-serial', message: `Not an invoice serial number (16 letters, digits, - or /): ${input.serialNumber}` }

  const supplierGstin = normaliseGstin(supplier.gstin)
  if (!isValidGstin(supplierGstin))
    return { ok: false, problem: 'bad-supplier-gstin', message: `The supplier GSTIN ${supplier.gstin} is not valid.` }
  const supplierState = gstStateForIsoCode(supplier.stateIsoCode)
  const place = price.gst.placeOfSupply
  if (!supplierState || supplierState.gstCode !== supplierGstin.slice(0, 2) || supplierState.gstCode !== place.gstCode)
    return {
      ok: false,
      problem: 'supplier-state-mismatch',
      message: `The invoice needs our GSTIN registered in ${place.name} (${place.gstCode}), the place of supply; ${supplierGstin} is not.`,
    }

  const recipientState = stateByName(billing.state)
  if (!recipientState)
    return { ok: false, problem: 'unknown-recipient-state', message: `The billing state ${billing.state} is not a state of India.` }
  const recipientGstin = billing.gstin ? normaliseGstin(billing.gstin) : null
  if (recipientGstin !== null && recipientGstin !== '' && !isValidGstin(recipientGstin))
    return { ok: false, problem: 'bad-recipient-gstin', message: `The recipient GSTIN ${billing.gstin} is not valid.` }

  if (price.lines.length === 0) return { ok: false, problem: 'no-lines', message: 'An invoice needs at least one line.' }
  const lines: InvoiceLine[] = price.lines.map((line, i) => ({
    index: i + 1,
    description: `${line.label}, ${input.buildingName}`,
    sac: line.sac,
    grossPaise: line.grossPaise,
    discountPaise: line.discountPaise,
    taxablePaise: line.tax.taxablePaise,
    cgstPaise: line.tax.cgstPaise,
    stateTaxPaise: line.tax.stateTaxPaise,
    totalPaise: line.totalPaise,
  }))
  const taxes = sumLineTaxes(price.lines.map((l) => l.tax))
  const totalPaise = sumPaise(...lines.map((l) => l.totalPaise))
  if (
    totalPaise !== sumPaise(taxes.taxablePaise, taxes.taxPaise) ||
    taxes.cgstPaise !== price.gst.cgstPaise ||
    taxes.stateTaxPaise !== price.gst.stateTaxPaise
  )
    return { ok: false, problem: 'totals-mismatch', message: 'The lines do not add up to the priced totals.' }

  const hasGstin = recipientGstin !== null && recipientGstin !== ''
  const company = billing.company_name?.trim() || null
  const issuedOn = businessDate(input.issuedAt)
  return {
    ok: true,
    invoice: {
      serialNumber: input.serialNumber,
      issuedOn,
      issuedOnLabel: formatDateShort(issuedOn),
      orderNumber: input.orderNumber,
      paymentReference: input.paymentReference ?? null,
      supplier: { ...supplier, gstin: supplierGstin, stateName: supplierState.name, gstStateCode: supplierState.gstCode },
      recipient: {
        name: company ?? billing.first_name,
        attention: company ? billing.first_name : null,
        addressLines: [billing.address_line1, billing.address_line2 ?? '', `${billing.city} ${billing.pincode}`]
          .map((l) => l.trim())
          .filter(Boolean),
        stateName: recipientState.name,
        gstStateCode: recipientState.gstCode,
        gstin: hasGstin ? recipientGstin : null,
      },
      placeOfSupply: { name: place.name, gstCode: place.gstCode, label: `${place.name} (${place.gstCode})` },
      reverseCharge: false,
      stateTaxName: place.stateTax,
      cgstRateLabel: rateLabel(CGST_RATE_BASIS_POINTS),
      stateTaxRateLabel: rateLabel(STATE_TAX_RATE_BASIS_POINTS),
      lines,
      totals: {
        grossPaise: sumPaise(...lines.map((l) => l.grossPaise)),
        discountPaise: sumPaise(...lines.map((l) => l.discountPaise)),
        taxablePaise: taxes.taxablePaise,
        cgstPaise: taxes.cgstPaise,
        stateTaxPaise: taxes.stateTaxPaise,
        taxPaise: taxes.taxPaise,
        totalPaise,
      },
      amountInWords: amountInWords(totalPaise),
    },
  }
}
