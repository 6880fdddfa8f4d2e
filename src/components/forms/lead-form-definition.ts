import { useCallback, useEffect, useState } from 'react'
import type { FormDefinition, FormSource } from '@/domain/forms/types'
import { formPath } from '@/domain/urls'

// A form's definition in the browser: pages do not carry it (src/app/(site)/forms/[file]/route.ts); the forms that
// come alive fetch it, once per page and version, from code that loads only then.

const fetching = new Map<string, Promise<FormDefinition>>()
const fetched = new Map<string, FormDefinition>()
const key = (source: FormSource) => formPath(source.handle, source.version)

/** The definition, fetched once; a failed fetch is tried again on the next ask. */
export function loadForm(source: FormSource): Promise<FormDefinition> {
  const address = key(source)
  let request = fetching.get(address)
  if (!request) {
    request = fetch(address, { headers: { accept: 'application/json' } }).then(async (answer) => {
      if (!answer.ok) throw new Error(`GET ${address} answered ${answer.status}`)
      const form = (await answer.json()) as FormDefinition
      fetched.set(address, form)
      return form
    })
    fetching.set(address, request)
    const settled = request
    settled.catch(() => fetching.get(address) === settled && fetching.delete(address))
  }
  return request
}

export type FetchedForm = { form: FormDefinition; failed: false } | { form: null; failed: boolean }

/**
 * The definition for a component that shows the form once it is there: while fetching, failed (with `retry`), or it;
 * at once when it has been fetched before.
 */
export function useFetchedForm({ handle, version }: FormSource): FetchedForm & { retry: () => void } {
  const [state, setState] = useState<FetchedForm>(() => {
    const form = fetched.get(key({ handle, version }))
    return form ? { form, failed: false } : { form: null, failed: false }
  })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    loadForm({ handle, version }).then(
      (form) => live && setState({ form, failed: false }),
      () => live && setState({ form: null, failed: true }),
    )
    return () => {
      live = false
    }
  }, [handle, version, attempt])
  const retry = useCallback(() => {
    setState({ form: null, failed: false })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, retry }
}
