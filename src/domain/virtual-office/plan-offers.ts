// The virtual-office page's plan cards as the page draws them (loaded by src/server/virtual-office/list-plan-offers.ts).

export interface VoPlanTermView {
  title: string
  months: number
  /** '₹1,199.92'. */
  monthlyLabel: string
  /** What the whole term costs, before GST: '₹14,399.00'. */
  termLabel: string
}

export interface VoPlanOfferView {
  productId: string
  buildingHandle: string
  buildingName: string
  cityName: string
  terms: VoPlanTermView[]
}

export interface VoPlanCardView {
  handle: string
  title: string
  summary: string | null
  features: string[]
  /** The lowest per-month price over every building and term, or null when none sells it. */
  fromMonthlyLabel: string | null
  offers: VoPlanOfferView[]
}
