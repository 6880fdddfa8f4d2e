import { useCallback, useEffect, useState } from 'react'
import type { FormDefinition } from '@/domain/forms/types'
import { leadFormPath } from '@/domain/urls'

// The lead form's definition in the browser: pages do not carry it (src/app/(site)/lead-form.json/route.ts); the
// forms that come alive fetch it, once per page, from code that loads only then.

let loading: Promise<FormDefinition> | undefined

/** The lead form's definition, fetched once; a failed fetch is tried again on the next ask. */
export function loadLeadForm(): Promise<FormDefinition> {
  if (!loading) {
    const request = fetch(leadFormPath, { headers: { accept: 'application/json' } }).then(async (answer) => {
      if (!answer.ok) throw new Error(`GET ${leadFormPath} answered ${answer.status}`)
      return (await answer.json()) as FormDefinition
    })
    loading = request
    request.catch(() => {
      if (loading === request) loading = undefined
    })
  }
  return loading
}

export type LeadFormState = { form: FormDefinition; failed: false } | { form: null; failed: boolean }

/** The definition for a component that shows the form once it is there: while fetching, failed (with `retry`), or it. */
export function useLeadForm(): LeadFormState & { retry: () => void } {
  const [state, setState] = useState<LeadFormState>({ form: null, failed: false })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    loadLeadForm().then(
      (form) => current && setState({ form, failed: false }),
      () => current && setState({ form: null, failed: true }),
    )
    return () => {
      current = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ form: null, failed: false })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, retry }
}
