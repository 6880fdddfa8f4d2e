'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { thankYouHref } from '@/domain/leads/reference'
import { ApiError } from '../api/errors'
import { requestIp } from '../leads/client-ip'
import { submitLead } from '../leads/submit-lead'

// The lead form posted without JavaScript (React's progressive enhancement of form actions): on success the browser
// lands on the thank-you page; otherwise the page comes back with the form, its values and the server's messages.
// With JavaScript the form posts JSON to /api/leads instead; both end in submitLead.

export interface LeadFormState {
  /** A message for the whole form (rate limit, a form that is gone, a failure on our side). */
  message?: string
  errors: Record<string, string>
  values: Record<string, string>
}

export async function submitLeadFormAction(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$')) values[key] = value
  let reference = ''
  try {
    reference = (await submitLead(values, { ip: requestIp(await headers()) })).reference
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message, errors: error.fields ?? {}, values }
    console.error('Saving a lead failed', error)
    return { message: 'Something went wrong on our side. Please try again, or call us.', errors: {}, values }
  }
  redirect(thankYouHref(reference))
}
