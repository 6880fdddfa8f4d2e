// Bundle credits per building (spec section 3): credits of the same building are merged by summing the amounts and
// keeping the earlier expiry.

export interface BuildingCredit {
  building_code: string
  building_name: string
  credit: { available: number; utilized: number; purchased: number; expiry_date: string }
}

export function mergeCreditsByBuilding(credits: readonly BuildingCredit[]): BuildingCredit[] {
  const merged = new Map<string, BuildingCredit>()
  for (const c of credits) {
    const seen = merged.get(c.building_code)
    if (!seen) {
      merged.set(c.building_code, { ...c, credit: { ...c.credit } })
      continue
    }
    seen.credit.available += c.credit.available
    seen.credit.utilized += c.credit.utilized
    seen.credit.purchased += c.credit.purchased
    if (c.credit.expiry_date < seen.credit.expiry_date) seen.credit.expiry_date = c.credit.expiry_date
  }
  return [...merged.values()]
}
