'use client'

import type { ComponentProps } from 'react'
import type { FormSource } from '@/domain/forms/types'
import { LeadForm } from './LeadForm.client'
import { useFetchedForm } from './lead-form-definition'
import { LeadFormPending } from './LeadFormPending.client'

/**
 * A lead form whose definition is fetched as it mounts (lead-form-definition.ts): 'Loading the form…' until it is
 * there, and a way to try again when it cannot be had. The chat's enquiry, and a page's form mounted in the browser.
 */
export function FetchedLeadForm({ source, ...props }: Omit<ComponentProps<typeof LeadForm>, 'form'> & { source: FormSource }) {
  const { form, failed, retry } = useFetchedForm(source)
  return form ? <LeadForm {...props} form={form} /> : <LeadFormPending failed={failed} retry={retry} />
}
