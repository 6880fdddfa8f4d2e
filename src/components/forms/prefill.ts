// A button elsewhere on the page ('Enquire' on a plan card) fills in the page's lead form before scrolling to it: it
// sends the values in a DOM event that every mounted LeadForm listens to (one form per page).

export const LEAD_PREFILL_EVENT = 'lead-form:prefill'

export type LeadPrefill = Record<string, string>

export function requestLeadPrefill(values: LeadPrefill): void {
  window.dispatchEvent(new CustomEvent<LeadPrefill>(LEAD_PREFILL_EVENT, { detail: values }))
}
