'use client'

import { useEffect, useRef, type ComponentProps } from 'react'
import { deferredPart, DeferredPartView, type DeferredPartOptions } from '../ui/hydrate-on-intent.client'
import { readKeptValue } from '../ui/server-markup.client'
import type { FormDefinition } from '@/domain/forms/types'
import { CONSENT_FIELD } from '@/domain/leads/fields'
import { LEAD_PREFILL_EVENT, prefillFromEnquireLinks, type LeadPrefill } from './prefill'

// A page's lead form (the footer's, or the 'Get in touch' section of a product, building or guided-selling page)
// without its weight in the page's first load: the server renders the whole form, which posts to its server action
// without any script; react-hook-form and the form engine load when it nears the viewport, is touched or focused, or a
// plan card prefills it (src/components/ui/hydrate-on-intent.client.tsx). What the visitor typed or ticked in the
// server's markup before that is kept, and so is the field they were in. The form's definition is not in the page's
// flight data: the server renders with the one kept for the page's render (LeadFormPart.tsx), and the live form fetches
// it with its code (LeadFormLive.client.tsx).

type LeadFormProps = ComponentProps<(typeof import('./LeadForm.client'))['LeadForm']>

/** The live part's props: the definition on the server; null in the browser, where the part fetches it. */
export type LeadFormPartProps = Omit<LeadFormProps, 'form'> & { form: FormDefinition | null }

const LEAD_FORM = deferredPart<LeadFormPartProps>(() => import('./LeadFormLive.client').then((m) => m.liveLeadForm()))

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What the visitor typed into the server's markup, field by field (unchanged fields are left out). */
function typedValues(container: HTMLElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const control of container.querySelectorAll<Control>('input, select, textarea')) {
    if (!control.name || control.type === 'hidden' || control.type === 'checkbox') continue
    const initial = control instanceof HTMLSelectElement ? [...control.options].find((o) => o.defaultSelected)?.value : control.defaultValue
    if (control.value && control.value !== initial) values[control.name] = control.value
  }
  return values
}

/** `form`: the digest under which the server kept the definition (LeadFormPart.tsx). */
export function LeadFormIsland({ form, ...rest }: Omit<LeadFormProps, 'form'> & { form: string }) {
  const props: LeadFormPartProps = { ...rest, form: readKeptValue<FormDefinition>(form) }
  const prefill = useRef<LeadPrefill>({})
  const wakeRef = useRef<(() => void) | null>(null)

  // 'Enquire' on a plan card prefills the form (src/components/forms/prefill.ts): before the form is live, the values
  // are kept here and handed to it.
  useEffect(() => {
    prefillFromEnquireLinks()
    const onPrefill = (event: Event) => {
      prefill.current = { ...prefill.current, ...((event as CustomEvent<LeadPrefill>).detail ?? {}) }
      wakeRef.current?.()
    }
    window.addEventListener(LEAD_PREFILL_EVENT, onPrefill)
    return () => window.removeEventListener(LEAD_PREFILL_EVENT, onPrefill)
  }, [])

  const options: DeferredPartOptions<LeadFormPartProps> = {
    keep: (markup) => {
      const kept = { ...typedValues(markup), ...prefill.current }
      return Object.keys(kept).length ? { initialValues: { ...props.initialValues, ...kept } } : {}
    },
    // The consent box is the form's own, not one of the CMS fields it is given values for.
    restore: (live, markup) => {
      const ticked = markup.querySelector<HTMLInputElement>(`input[name="${CONSENT_FIELD}"]`)?.checked
      const box = live.querySelector<HTMLInputElement>(`input[name="${CONSENT_FIELD}"]`)
      if (box && ticked) box.checked = true
    },
  }
  return <DeferredPartView part={LEAD_FORM} props={props} options={options} wakeRef={wakeRef} />
}
