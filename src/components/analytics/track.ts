import { pageTypeForPath } from '@/domain/analytics/page-type'
import { retry, withoutPersonalData, type AnalyticsEvent, type EventProperties } from '@/domain/analytics/events'

// The one analytics module. Every event goes to the tag-manager data layer (window.dataLayer) with its page type, and
// to our own collector (/api/analytics/collect), which keeps it in PostgreSQL; the collector gets events in batches
// (every few seconds, or when the page is hidden). Nothing personal is sent: properties are filtered first.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

interface QueuedEvent {
  event: AnalyticsEvent
  page_type: string
  path: string
  properties: EventProperties
  client_id: string | null
  occurred_at: string
}

const COLLECT_PATH = '/api/analytics/collect'
const FLUSH_AFTER_MS = 3000
const MAX_BATCH = 20
/** Spec section 9: the client id is read from the analytics cookie after 8 seconds. */
export const CLIENT_ID_DELAY_MS = 8000

const queue: QueuedEvent[] = []
let flushTimer: number | undefined
let clientId: string | null = null
let started = false

/** The client id of the tag manager's cookie (_ga=GA1.1.<id>.<time>), if the visitor has one. */
export function clientIdFromCookie(cookie: string): string | null {
  const value = cookie
    .split('; ')
    .find((c) => c.startsWith('_ga='))
    ?.slice(4)
  const parts = value?.split('.')
  return parts && parts.length >= 4 ? `${parts[2]}.${parts[3]}` : null
}

function flush(useBeacon = false) {
  window.clearTimeout(flushTimer)
  flushTimer = undefined
  if (queue.length === 0) return
  const batch = queue.splice(0, queue.length)
  for (let i = 0; i < batch.length; i += MAX_BATCH) {
    const body = JSON.stringify({ events: batch.slice(i, i + MAX_BATCH) })
    if (useBeacon && navigator.sendBeacon?.(COLLECT_PATH, new Blob([body], { type: 'text/plain' }))) continue
    void fetch(COLLECT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
      () => undefined,
    )
  }
}

/** Sets up the data layer, the client id and the batch flushing; the site layout calls it once per page. */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.dataLayer ??= []
  window.setTimeout(() => {
    clientId = clientIdFromCookie(document.cookie)
  }, CLIENT_ID_DELAY_MS)
  window.addEventListener('pagehide', () => flush(true))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true)
  })
}

export function track(event: AnalyticsEvent, properties?: EventProperties): void {
  if (typeof window === 'undefined') return
  const path = window.location.pathname
  const clean = withoutPersonalData(properties)
  const pageType = typeof clean.page_type === 'string' ? clean.page_type : pageTypeForPath(path)
  const record = { event, ...clean, page_type: pageType }
  retry(
    () => {
      if (!window.dataLayer) return false
      window.dataLayer.push(record)
      return true
    },
    { onGiveUp: () => console.warn(`Analytics is not initialised; '${event}' was not sent to the data layer`) },
  )
  const rest = { ...clean }
  delete rest.page_type
  queue.push({ event, page_type: pageType, path, properties: rest, client_id: clientId, occurred_at: new Date().toISOString() })
  if (queue.length >= MAX_BATCH) flush()
  else flushTimer ??= window.setTimeout(() => flush(), FLUSH_AFTER_MS)
}

/** Sends what is queued now (before leaving the page on purpose, say after a saved enquiry). */
export function flushAnalytics(): void {
  if (typeof window !== 'undefined') flush(true)
}
