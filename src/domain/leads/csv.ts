// Leads as CSV for operators (admin: Enquiries → Leads → Export CSV). RFC 4180 quoting, and any cell that a
// spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  // A byte-order mark first, so spreadsheet programs read the rupee sign and Indian names as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
