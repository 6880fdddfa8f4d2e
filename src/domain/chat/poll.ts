/** Spec section 9: the launcher of a third-party chat widget appears once the widget is ready, checked every 100 ms. */
export const CHAT_POLL_INTERVAL_MS = 100
/** A widget that is not ready after this long is taken as blocked or down: the built-in assistant stands in. */
export const CHAT_WIDGET_TIMEOUT_MS = 15_000

interface Timers {
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (id: unknown) => void
  now: () => number
}

const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
}

/**
 * Calls `isReady` every `intervalMs` until it says yes (then `onReady`) or `timeoutMs` passes (then `onTimeout`).
 * Returns a function that stops polling. A check that throws counts as not ready.
 */
export function pollUntil(
  isReady: () => boolean,
  handlers: { onReady: () => void; onTimeout: () => void },
  options: { intervalMs?: number; timeoutMs?: number; timers?: Timers } = {},
): () => void {
  const { intervalMs = CHAT_POLL_INTERVAL_MS, timeoutMs = CHAT_WIDGET_TIMEOUT_MS, timers = realTimers } = options
  const started = timers.now()
  const ready = () => {
    try {
      return isReady()
    } catch {
      return false
    }
  }
  if (ready()) {
    handlers.onReady()
    return () => undefined
  }
  const id = timers.setInterval(() => {
    if (ready()) {
      timers.clearInterval(id)
      handlers.onReady()
    } else if (timers.now() - started >= timeoutMs) {
      timers.clearInterval(id)
      handlers.onTimeout()
    }
  }, intervalMs)
  return () => timers.clearInterval(id)
}
