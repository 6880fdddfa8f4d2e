// The API speaks rupees as numbers (799 or 1299.5); the database keeps integer paise, and this is the only conversion.
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100
}

export function paiseToRupeesOrNull(paise: number | null | undefined): number | null {
  return paise === null || paise === undefined ? null : paiseToRupees(paise)
}
