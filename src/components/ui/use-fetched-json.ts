'use client'

import { startTransition, useCallback, useEffect, useState } from 'react'

/** A JSON answer as it arrives: loading, the data, or failed (then `retry` asks again). */
export type FetchedJson<T> = { loading: true } | { data: T } | { failed: true }

/**
 * Fetches `href` once the component is live (the city page's map data, the footer's links) and keeps the answer;
 * a request still on its way when the component goes or `href` changes is aborted. `retry` asks again after a failure.
 */
export function useFetchedJson<T>(href: string): [FetchedJson<T>, () => void] {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<FetchedJson<T>>({ loading: true })
  useEffect(() => {
    const controller = new AbortController()
    fetch(href, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`)
        const data = (await response.json()) as T
        // What the answer shows renders as a transition: in slices, not in one long task (decision 0004).
        startTransition(() => setState({ data }))
      })
      .catch(() => controller.signal.aborted || setState({ failed: true }))
    return () => controller.abort()
  }, [href, attempt])
  const retry = useCallback(() => {
    setState({ loading: true })
    setAttempt((n) => n + 1)
  }, [])
  return [state, retry]
}
