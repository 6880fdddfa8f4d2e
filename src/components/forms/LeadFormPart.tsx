import type { ComponentProps } from 'react'
import type { VersionedForm } from '@/domain/forms/types'
import { keptValue } from '../ui/server-markup'
import { LeadFormIsland } from './LeadFormIsland.client'

/**
 * A page's lead form (LeadFormIsland): its definition is kept for the render of the page's HTML (keptValue) rather
 * than sent in the flight data; the browser, which never needs it before the form comes alive, gets the form's handle
 * and version, and fetches it then.
 */
export function LeadFormPart({
  form: { version, ...definition },
  ...props
}: Omit<ComponentProps<typeof LeadFormIsland>, 'form' | 'source'> & { form: VersionedForm }) {
  return <LeadFormIsland {...props} form={keptValue(definition)} source={{ handle: definition.handle, version }} />
}
