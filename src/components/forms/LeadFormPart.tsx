import type { ComponentProps } from 'react'
import type { FormDefinition } from '@/domain/forms/types'
import { keptValue } from '../ui/server-markup'
import { LeadFormIsland } from './LeadFormIsland.client'

/**
 * A page's lead form (LeadFormIsland): its definition is kept for the render of the page's HTML (keptValue) rather
 * than sent in the flight data, which the browser never needs before the form comes alive and fetches it.
 */
export function LeadFormPart({ form, ...props }: Omit<ComponentProps<typeof LeadFormIsland>, 'form'> & { form: FormDefinition }) {
  return <LeadFormIsland {...props} form={keptValue(form)} />
}
