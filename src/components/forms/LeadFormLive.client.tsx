'use client'

import { FetchedLeadForm } from './FetchedLeadForm.client'
import { LeadForm } from './LeadForm.client'
import type { LeadFormPartProps } from './LeadFormIsland.client'

/**
 * A page's lead form once it is live (LeadFormIsland): on the server with the definition it is given; in the browser
 * with the one fetched for it, which is there at once when the part waited for it before replacing the server's markup.
 */
export function LiveLeadForm({ form, source, ...props }: LeadFormPartProps) {
  return form ? <LeadForm {...props} form={form} /> : <FetchedLeadForm {...props} source={source} />
}
