import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  financialYearOf,
  financialYearOfDate,
  formatInvoiceSerial,
  formatOrderNumber,
  INVOICE_SERIAL_PATTERN,
  isInvoiceSerial,
  isOrderNumber,
  normaliseOrderNumber,
  parseInvoiceSerial,
  financialYearStarting,
} from '@/domain/orders/numbers'

describe('order number (our receipt at the gateway)', () => {
  it('carries the date in India and 8 characters of Crockford base 32', () => {
    // 23:30 UTC on 13 December is 05:00 on 14 December in India.
    const number = formatOrderNumber(new Date('2026-12-13T23:30:00Z'), Uint8Array.from([0, 0, 0, 0, 0]))
    expect(number).toBe('STH-261214-00000000')
    expect(formatOrderNumber(new Date('2026-12-14T10:00:00+05:30'), Uint8Array.from([255, 255, 255, 255, 255]))).toBe('STH-261214-ZZZZZZZZ')
  })

  it('is at most 40 characters and always matches its pattern', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 5, maxLength: 5 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (bytes, date) => {
          const number = formatOrderNumber(date, bytes)
          expect(number.length).toBeLessThanOrEqual(40)
          expect(isOrderNumber(number)).toBe(true)
          expect(number).not.toMatch(/[ILOU]/)
        },
      ),
    )
  })

  it('different bytes give different numbers', () => {
    const a = formatOrderNumber(new Date('2026-12-14T10:00:00+05:30'), Uint8Array.from([1, 2, 3, 4, 5]))
    const b = formatOrderNumber(new Date('2026-12-14T10:00:00+05:30'), Uint8Array.from([1, 2, 3, 4, 6]))
    expect(a).not.toBe(b)
  })

  it('refuses too few random bytes and a bad prefix; forgives what people type', () => {
    expect(() => formatOrderNumber(new Date(), Uint8Array.from([1, 2]))).toThrow(RangeError)
    expect(() => formatOrderNumber(new Date(), Uint8Array.from([1, 2, 3, 4, 5]), 'st/h')).toThrow(RangeError)
    expect(normaliseOrderNumber(' sth-261214-7k3m9qo1 ')).toBe('STH-261214-7K3M9Q01')
    expect(normaliseOrderNumber('sth-261214-lIoo0000')).toBe('STH-261214-11000000')
  })
})

describe('financial year (April to March, by the date in India)', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '2026-27', '2627'],
    ['2027-03-31T18:30:00.000Z', '2027-28', '2728'],
    ['2026-03-31T23:59:00+05:30', '2025-26', '2526'],
    ['2026-04-01T00:00:00+05:30', '2026-27', '2627'],
    ['2026-12-31T20:00:00Z', '2026-27', '2627'],
    ['2099-04-01T00:00:00+05:30', '2099-00', '9900'],
  ])('%s is in %s', (iso, label, short) => {
    const fy = financialYearOf(new Date(iso))
    expect(fy.label).toBe(label)
    expect(fy.short).toBe(short)
  })

  it('names its first and last days', () => {
    expect(financialYearOfDate('2027-01-15')).toEqual({
      startYear: 2026,
      label: '2026-27',
      short: '2627',
      firstDay: '2026-04-01',
      lastDay: '2027-03-31',
    })
  })
})

describe('GST invoice serial number (Rule 46(b))', () => {
  const fy = financialYearStarting(2026)
  it('formats the series, the year and the sequence', () => {
    expect(formatInvoiceSerial({ financialYear: fy, sequence: 123 })).toBe('STH/2627/000123')
    expect(formatInvoiceSerial({ prefix: 'KA', financialYear: fy, sequence: 1 })).toBe('KA/2627/000001')
    expect(formatInvoiceSerial({ financialYear: fy, sequence: 1_000_000 })).toBe('STH/2627/1000000')
  })

  it('is at most 16 characters of letters, digits, - and /', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,4}$/),
        fc.integer({ min: 2000, max: 2098 }),
        fc.integer({ min: 1, max: 999_999 }),
        (prefix, year, sequence) => {
          const serial = formatInvoiceSerial({ prefix, financialYear: financialYearStarting(year), sequence })
          expect(serial.length).toBeLessThanOrEqual(16)
          expect(serial).toMatch(INVOICE_SERIAL_PATTERN)
          expect(isInvoiceSerial(serial)).toBe(true)
          expect(parseInvoiceSerial(serial)).toEqual({ prefix, financialYearShort: financialYearStarting(year).short, sequence })
        },
      ),
    )
  })

  it('refuses what would break the rule', () => {
    expect(() => formatInvoiceSerial({ prefix: 'STHA', financialYear: fy, sequence: 10_000_000 })).toThrow(/longer than 16/)
    expect(() => formatInvoiceSerial({ prefix: 'ST H', financialYear: fy, sequence: 1 })).toThrow(RangeError)
    expect(() => formatInvoiceSerial({ financialYear: fy, sequence: 0 })).toThrow(RangeError)
    expect(isInvoiceSerial('STH_2627_1')).toBe(false)
    expect(isInvoiceSerial('STH/2627/00000001')).toBe(false)
  })
})
