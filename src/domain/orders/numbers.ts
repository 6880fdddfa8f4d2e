import { businessDate, type IsoDate } from '@/domain/calendar/business-date'

// The numbers printed for an order: our order number (the gateway's `receipt`, at most 40 characters) and the GST tax
// invoice's serial number (CGST Rule 46(b): at most 16 characters of letters, digits, '-' and '/', unique within the
// financial year). The database allocates the invoice sequence (a counter row per supplier GSTIN and financial year,
// incremented in the confirmation transaction, so numbers are consecutive with no gaps); this module only formats.

// ── Order number ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const ORDER_NUMBER_PREFIX = 'STH'
export const ORDER_NUMBER_RANDOM_BYTES = 5

/** 'STH-261214-7K3M9Q2X': prefix, the order's date in India (yymmdd), 8 random characters (40 bits). */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2,5}-\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/

/**
 * A new order number from the date in India and 5 random bytes (crypto.randomBytes(5) on the server). 40 random bits
 * make a clash within one day unlikely; the order table's unique constraint turns one into a retry.
 */
export function formatOrderNumber(now: Date, random: Uint8Array, prefix = ORDER_NUMBER_PREFIX): string {
  if (!/^[A-Z]{2,5}$/.test(prefix)) throw new RangeError(`Not an order-number prefix: ${prefix}`)
  if (random.length < ORDER_NUMBER_RANDOM_BYTES) throw new RangeError(`An order number needs ${ORDER_NUMBER_RANDOM_BYTES} random bytes`)
  let bits = 0n
  for (let i = 0; i < ORDER_NUMBER_RANDOM_BYTES; i++) bits = (bits << 8n) | BigInt(random[i]!)
  let suffix = ''
  for (let i = 0; i < 8; i++) {
    suffix = CROCKFORD[Number(bits & 31n)]! + suffix
    bits >>= 5n
  }
  const [y, m, d] = businessDate(now).split('-')
  return `${prefix}-${y!.slice(2)}${m}${d}-${suffix}`
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value)
}

/** What a customer types or pastes is forgiven: case, spaces, and the letters Crockford reads as digits (O→0, I and L→1). */
export function normaliseOrderNumber(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '')
  const parts = compact.split('-')
  if (parts.length !== 3) return compact
  return `${parts[0]}-${parts[1]}-${parts[2]!.replace(/O/g, '0').replace(/[IL]/g, '1')}`
}

// ── Financial year ───────────────────────────────────────────────────────────────────────────────────────────────

/** India's financial year, 1 April to 31 March, named by its first calendar year. */
export interface FinancialYear {
  /** 2026 for 1 April 2026 – 31 March 2027. */
  startYear: number
  /** '2026-27' */
  label: string
  /** '2627', as invoice serial numbers carry it. */
  short: string
  firstDay: IsoDate
  lastDay: IsoDate
}

export function financialYearStarting(startYear: number): FinancialYear {
  if (!Number.isSafeInteger(startYear) || startYear < 2000 || startYear > 9998) throw new RangeError(`Not a financial year: ${startYear}`)
  const next = String(startYear + 1).slice(2)
  return {
    startYear,
    label: `${startYear}-${next}`,
    short: `${String(startYear).slice(2)}${next}`,
    firstDay: `${startYear}-04-01`,
    lastDay: `${startYear + 1}-03-31`,
  }
}

/** The financial year of a date in India. */
export function financialYearOfDate(date: IsoDate): FinancialYear {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  return financialYearStarting(month >= 4 ? year : year - 1)
}

/** The financial year of an instant, by its date in India: 31 March 23:59 IST is still the old year. */
export function financialYearOf(instant: Date): FinancialYear {
  return financialYearOfDate(businessDate(instant))
}

// ── Invoice serial number ────────────────────────────────────────────────────────────────────────────────────────

export const INVOICE_SERIAL_MAX_LENGTH = 16
export const INVOICE_SERIAL_PREFIX = 'STH'
/** Rule 46(b): letters, digits, hyphen and slash. */
export const INVOICE_SERIAL_PATTERN = /^[A-Za-z0-9/-]{1,16}$/

/**
 * 'STH/2627/000123': a prefix naming the series (letters and digits, up to 4; one series per supplier GSTIN), the
 * financial year, and the sequence from the database counter, zero-padded to 6 digits (it grows to 7 digits where the
 * 16 characters allow it). Throws when the result would break Rule 46(b).
 */
export function formatInvoiceSerial(input: { prefix?: string; financialYear: FinancialYear; sequence: number }): string {
  const prefix = input.prefix ?? INVOICE_SERIAL_PREFIX
  if (!/^[A-Z0-9]{1,4}$/.test(prefix)) throw new RangeError(`Not an invoice series prefix: ${prefix}`)
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 1) throw new RangeError(`Not an invoice sequence number: ${input.sequence}`)
  const serial = `${prefix}/${input.financialYear.short}/${String(input.sequence).padStart(6, '0')}`
  if (serial.length > INVOICE_SERIAL_MAX_LENGTH)
    throw new RangeError(`Invoice serial ${serial} is longer than ${INVOICE_SERIAL_MAX_LENGTH} characters: start a new series`)
  return serial
}

export function isInvoiceSerial(value: unknown): value is string {
  return typeof value === 'string' && INVOICE_SERIAL_PATTERN.test(value)
}

/** The parts of a serial made by formatInvoiceSerial, or null. */
export function parseInvoiceSerial(value: string): { prefix: string; financialYearShort: string; sequence: number } | null {
  const match = /^([A-Z0-9]{1,4})\/(\d{4})\/(\d{6,7})$/.exec(value)
  if (!match || value.length > INVOICE_SERIAL_MAX_LENGTH) return null
  return { prefix: match[1]!, financialYearShort: match[2]!, sequence: Number(match[3]) }
}
