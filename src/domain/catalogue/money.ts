// Money is integer paise everywhere; these helpers are the only place it becomes rupees.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatPaise(paise: number): string {
  return inr.format(paise / 100)
}

export function isPaise(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}
