'use client'

import { usePathname } from 'next/navigation'
import { useActionState, useEffect, useId, useMemo, useState } from 'react'
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form'
import type { ErrorBody } from '@/contracts/errors'
import type { LeadAnswer } from '@/contracts/leads'
import { flushAnalytics, track } from '@/components/analytics/track'
import { isFieldActive } from '@/domain/forms/active'
import type { FormDefinition } from '@/domain/forms/types'
import { CONSENT_FIELD, CONTEXT_FIELD, HONEYPOT_FIELD, UTM_FIELDS, type LeadChannel } from '@/domain/leads/fields'
import { pageTypeForPath } from '@/domain/analytics/page-type'
import { thankYouHref } from '@/domain/leads/reference'
import { withTrailingSlash } from '@/domain/urls'
import { submitLeadFormAction, type LeadFormState } from '@/server/actions/submit-lead-form'
import { Button } from '../ui/Button'
import { FormFieldInput, type Tone } from './FormFieldInput'
import { LEAD_PREFILL_EVENT, type LeadPrefill } from './prefill'

// The form engine: renders a CMS form from its field definitions and validates it with the schema the server uses.
// With JavaScript it posts JSON to /api/leads and shows the server's field messages in place; without JavaScript the
// same markup posts to a server action (React's form actions), which answers with the thank-you page or this form
// with its messages. Dependent fields (dependentOn / dependentFor) show only while their condition holds.

export interface LeadFormContext {
  /** The page's path; read from the address bar when not given (the footer's form is the same on every page). */
  page?: string
  building?: string
  city?: string
  product?: string
  /** 'chat' when the chat assistant hands the conversation over; 'form' otherwise. */
  channel?: LeadChannel
}

const UTM_STORAGE_KEY = 'sthana:utm'
const FAILURE_MESSAGE = 'We could not send your enquiry. Please check your connection and try again, or call us.'

/** The first campaign of the visit: UTM parameters of the landing page, kept for the rest of the tab's session. */
function campaign(): Record<string, string> {
  const fromUrl = Object.fromEntries(
    UTM_FIELDS.flatMap((f) => {
      const v = new URLSearchParams(window.location.search).get(f)
      return v ? [[f, v.slice(0, 200)]] : []
    }),
  )
  try {
    if (Object.keys(fromUrl).length) sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(fromUrl))
    return JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY) ?? '{}') as Record<string, string>
  } catch {
    return fromUrl
  }
}

export function LeadForm({
  form,
  context = {},
  initialValues = {},
  tone = 'light',
  submitLabel,
  onSaved,
}: {
  form: FormDefinition
  context?: LeadFormContext
  initialValues?: Record<string, string>
  tone?: Tone
  submitLabel?: string
  /** Called with the enquiry's reference instead of going to the thank-you page (the chat shows its own thanks). */
  onSaved?: (saved: { reference: string; name: string }) => void
}) {
  const id = useId()
  // The page's address in its canonical form (usePathname drops the trailing slash): posting to the other form would
  // be redirected first.
  const pathname = withTrailingSlash(usePathname() ?? '/')
  const [serverState, formAction] = useActionState<LeadFormState, FormData>(
    submitLeadFormAction,
    { errors: {}, values: {} },
    // Without JavaScript the form posts to the page it is on: an explicit address (an empty action is invalid HTML).
    pathname,
  )
  // The validation (zod and the phone rules) loads on the first check: no page carries it in its first load.
  const resolver = useMemo<Resolver<FieldValues>>(
    () => async (values, context, options) => (await import('./form-resolver')).formResolver(form.fields)(values, context, options),
    [form.fields],
  )
  const defaults = useMemo(() => {
    const values: FieldValues = {}
    for (const f of form.fields) {
      const start = serverState.values[f.name] ?? initialValues[f.name] ?? f.value ?? ''
      values[f.name] = f.type === 'checkbox' ? ['on', 'true'].includes(start) : start
    }
    return values
  }, [form.fields, initialValues, serverState.values])
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver, defaultValues: defaults, mode: 'onTouched', shouldUnregister: true })
  const watched = useWatch({ control })
  const [formMessage, setFormMessage] = useState<string | undefined>(serverState.message)

  useEffect(() => {
    campaign()
  }, [])

  // 'Enquire' on a plan card chooses its product here (src/components/forms/prefill.ts).
  useEffect(() => {
    const names = new Set(form.fields.map((f) => f.name))
    const onPrefill = (event: Event) => {
      for (const [name, value] of Object.entries((event as CustomEvent<LeadPrefill>).detail ?? {}))
        if (names.has(name)) setValue(name, value, { shouldDirty: true })
    }
    window.addEventListener(LEAD_PREFILL_EVENT, onPrefill)
    return () => window.removeEventListener(LEAD_PREFILL_EVENT, onPrefill)
  }, [form.fields, setValue])

  const onSubmit = handleSubmit(async (values, event) => {
    setFormMessage(undefined)
    // The consent box and the honeypot are not the CMS form's fields: read them from the form itself.
    const extra = new FormData(event?.target as HTMLFormElement)
    const page = context.page ?? window.location.pathname
    const body = {
      ...values,
      ...campaign(),
      [CONTEXT_FIELD.form]: form.handle,
      [CONTEXT_FIELD.page]: page,
      ...(context.building ? { [CONTEXT_FIELD.building]: context.building } : {}),
      ...(context.city ? { [CONTEXT_FIELD.city]: context.city } : {}),
      ...(context.product ? { [CONTEXT_FIELD.product]: context.product } : {}),
      ...(context.channel ? { [CONTEXT_FIELD.channel]: context.channel } : {}),
      [CONSENT_FIELD]: extra.get(CONSENT_FIELD) === 'on',
      [HONEYPOT_FIELD]: String(extra.get(HONEYPOT_FIELD) ?? ''),
    }
    let response: Response
    let answer: (Partial<LeadAnswer> & Partial<ErrorBody>) | null
    try {
      response = await fetch('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      answer = await response.json().catch(() => null)
    } catch {
      setFormMessage(FAILURE_MESSAGE)
      return
    }
    if (response.status === 201) {
      track('form_submitted', { form: form.handle, page_type: pageTypeForPath(page), channel: context.channel ?? 'form' })
      flushAnalytics()
      const reference = answer?.reference
      if (onSaved && typeof reference === 'string') onSaved({ reference, name: String(values.full_name ?? values.name ?? '') })
      // The thank-you page shows the reference and offers the building's next free visit slots (issue 15, item 14).
      else window.location.assign(thankYouHref(typeof reference === 'string' ? reference : null, context.building))
      return
    }
    const fields = answer?.error?.fields ?? {}
    let first = true
    for (const [name, message] of Object.entries(fields)) {
      if (form.fields.some((f) => f.name === name)) {
        setError(name, { type: 'server', message }, { shouldFocus: first })
        first = false
      }
    }
    setFormMessage(answer?.error?.message ?? FAILURE_MESSAGE)
  })

  const raw = { ...defaults, ...watched }
  const messageId = `${id}-message`
  const dark = tone === 'dark'
  return (
    // Two columns when the form has room for them (a container query: the same form sits in a wide section, a dialog or the narrow chat panel).
    <div className="@container">
      <form
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        aria-describedby={formMessage ? messageId : undefined}
        className="grid grid-cols-1 gap-x-4 gap-y-4 @lg:grid-cols-2"
        data-form={form.handle}
      >
        <input type="hidden" name={CONTEXT_FIELD.form} value={form.handle} />
        {context.page && <input type="hidden" name={CONTEXT_FIELD.page} value={context.page} />}
        {context.building && <input type="hidden" name={CONTEXT_FIELD.building} value={context.building} />}
        {context.city && <input type="hidden" name={CONTEXT_FIELD.city} value={context.city} />}
        {context.product && <input type="hidden" name={CONTEXT_FIELD.product} value={context.product} />}
        {context.channel && <input type="hidden" name={CONTEXT_FIELD.channel} value={context.channel} />}
        {form.fields.map((field) =>
          isFieldActive(field, form.fields, raw) ? (
            <FormFieldInput
              key={field.name}
              field={field}
              id={`${id}-${field.name}`}
              registration={register(field.name)}
              defaultValue={defaults[field.name] as string | boolean}
              error={(errors[field.name]?.message as string | undefined) ?? serverState.errors[field.name]}
              tone={tone}
            />
          ) : null,
        )}
        {/* People never see this field; bots fill it in, and their enquiries are dropped. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex items-start gap-3 @lg:col-span-2">
          <input
            id={`${id}-${CONSENT_FIELD}`}
            type="checkbox"
            name={CONSENT_FIELD}
            defaultChecked={serverState.values[CONSENT_FIELD] === 'on'}
            className={`mt-1 h-4 w-4 shrink-0 rounded ${dark ? 'accent-accent-500' : 'accent-brand-700'}`}
          />
          <label htmlFor={`${id}-${CONSENT_FIELD}`} className={`text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
            Send me offers and workspace news by email and WhatsApp. (Optional; we reply to this enquiry either way.)
          </label>
        </div>
        {formMessage && (
          <p
            id={messageId}
            role="alert"
            className={`rounded-lg px-3 py-2 text-sm @lg:col-span-2 ${dark ? 'bg-red-950/60 text-red-100' : 'bg-red-50 text-red-800'}`}
          >
            {formMessage}
          </p>
        )}
        <div className="@lg:col-span-2">
          <Button
            type="submit"
            variant="accent"
            size="xl"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            className="w-full disabled:cursor-progress @lg:w-auto"
          >
            {isSubmitting ? 'Sending…' : (submitLabel ?? form.submitLabel)}
          </Button>
        </div>
      </form>
    </div>
  )
}
