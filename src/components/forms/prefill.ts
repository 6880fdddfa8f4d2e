// A link elsewhere on the page ('Enquire' on a plan card) fills in the page's lead form before scrolling to it: it
// sends the values in a DOM event that every mounted LeadForm listens to (one form per page).

export const LEAD_PREFILL_EVENT = 'lead-form:prefill'

export type LeadPrefill = Record<string, string>

export function requestLeadPrefill(values: LeadPrefill): void {
  window.dispatchEvent(new CustomEvent<LeadPrefill>(LEAD_PREFILL_EVENT, { detail: values }))
}

/**
 * A plain link to the form that, once the page has its script, also chooses a product in it: `data-enquire` holds
 * the product's value of 'What are you looking for?'. The links need no script of their own (their cards are sent as
 * HTML alone); one listener on the document, added by the page's lead form, serves them all.
 */
export const ENQUIRE_PRODUCT = 'data-enquire'

let listening = false

/** Listens, once per document, for clicks on links that carry ENQUIRE_PRODUCT, and prefills the form with it. */
export function prefillFromEnquireLinks(): void {
  if (listening) return
  listening = true
  document.addEventListener('click', (event) => {
    const product = (event.target as Element | null)?.closest?.(`a[${ENQUIRE_PRODUCT}]`)?.getAttribute(ENQUIRE_PRODUCT)
    if (product) requestLeadPrefill({ workspace_type: product })
  })
}
