'use client'

import { useEffect, useRef, type ComponentProps } from 'react'
import { deferredPart, DeferredPartView, type DeferredPartOptions } from '../ui/hydrate-on-intent.client'
import { readKeptValue } from '../ui/server-markup.client'
import type { FormDefinition, FormSource } from '@/domain/forms/types'
import { CONSENT_FIELD } from '@/domain/leads/fields'
import { loadForm } from './lead-form-definition'
import { LEAD_PREFILL_EVENT, prefillFromEnquireLinks, type LeadPrefill } from './prefill'

// A page's lead form (the footer's, or the 'Get in touch' section of a product, building or guided-selling page)
// without its weight in the page's first load: the server renders the whole form, which posts to its server action
// without any script; react-hook-form and the form engine load when it nears the viewport, is touched or focused, or a
// plan card prefills it (src/components/ui/hydrate-on-intent.client.tsx). What the visitor typed or ticked in the
// server's markup before that is kept, and so is the field they were in. The form's definition is not in the page's
// flight data: the server renders with the one kept for the page's render (LeadFormPart.tsx), and the live form fetches
// it from its source with its code; the server's markup is replaced only once both are there, and stays (a complete
// form) while they cannot be had, until the visitor's next move tries again. Mounted in the browser instead (a
// client-side navigation), the form shows 'Loading the form…' until its definition is there (FetchedLeadForm).

type LeadFormProps = ComponentProps<(typeof import('./LeadForm.client'))['LeadForm']>

/** The live part's props: the definition on the server; null in the browser, where the part fetches it from `source`. */
export type LeadFormPartProps = Omit<LeadFormProps, 'form'> & { form: FormDefinition | null; source: FormSource }

const LEAD_FORM = deferredPart<LeadFormPartProps>(() => import('./LeadFormLive.client').then((m) => m.LiveLeadForm))

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

/** Sets the named controls of the server's markup (before the form is live) to these values. */
function fillIn(container: HTMLElement, values: LeadPrefill): void {
  for (const [name, value] of Object.entries(values)) {
    const control = container.querySelector<Control>(`[name="${CSS.escape(name)}"]`)
    if (!control || (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === value))) continue
    control.value = value
  }
}

/**
 * `form`: the digest under which the server kept the definition (LeadFormPart.tsx); `source`: where the browser
 * fetches it.
 */
export function LeadFormIsland({ form, source, ...rest }: Omit<LeadFormProps, 'form'> & { form: string; source: FormSource }) {
  const definition = readKeptValue<FormDefinition>(form)
  // On the server the definition is always kept for the render (LeadFormPart): a page without it would have no form.
  if (typeof window === 'undefined' && !definition)
    throw new Error(`The definition of the form '${source.handle}' was not kept for this render.`)
  const props: LeadFormPartProps = { ...rest, form: definition, source }
  const prefill = useRef<LeadPrefill>({})
  const wakeRef = useRef<(() => void) | null>(null)
  const serverMarkupRef = useRef<HTMLElement | null>(null)

  // 'Enquire' on a plan card prefills the form (src/components/forms/prefill.ts): before the form is live, the values
  // are kept here and handed to it, and shown in the server's markup meanwhile (which also sends them without script).
  useEffect(() => {
    prefillFromEnquireLinks()
    const onPrefill = (event: Event) => {
      const values = (event as CustomEvent<LeadPrefill>).detail ?? {}
      prefill.current = { ...prefill.current, ...values }
      if (serverMarkupRef.current) fillIn(serverMarkupRef.current, values)
      wakeRef.current?.()
    }
    window.addEventListener(LEAD_PREFILL_EVENT, onPrefill)
    return () => window.removeEventListener(LEAD_PREFILL_EVENT, onPrefill)
  }, [])

  const options: DeferredPartOptions<LeadFormPartProps> = {
    ready: () => loadForm(source),
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
  return <DeferredPartView part={LEAD_FORM} props={props} options={options} wakeRef={wakeRef} serverMarkupRef={serverMarkupRef} />
}
