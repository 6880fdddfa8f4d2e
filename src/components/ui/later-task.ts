/**
 * Runs `work` in a task of its own, after the current one. React runs every effect of a page's first hydration in one
 * task, and on a phone that task is long enough to block input (decision 0004). What a page starts on load but need
 * not finish in that task (restoring the login state, which reads the cookies) goes here. Returns the cancel, for an
 * effect's cleanup.
 */
export function inLaterTask(work: () => void): () => void {
  const timer = window.setTimeout(work, 0)
  return () => window.clearTimeout(timer)
}

/**
 * Runs `work` once the page has loaded, a little while has passed and the browser is next idle: for work the page
 * itself does not need, which would otherwise compete with its loading for a phone's few cores. On a machine of two
 * cores the page's scripts were still starting 300 ms after the load event, and an idle callback comes in any gap
 * between their tasks, so the wait starts with `delayMs`. Idle callbacks are missing in some browsers (Safari): the
 * delay alone stands in. Returns the cancel, for an effect's cleanup.
 */
export function afterLoadWhenIdle(work: () => void, { delayMs = 2_000, idleTimeoutMs = 5_000 } = {}): () => void {
  let cancel = () => {}
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') return work()
    const handle = window.requestIdleCallback(work, { timeout: idleTimeoutMs })
    cancel = () => window.cancelIdleCallback(handle)
  }
  const afterDelay = () => {
    const timer = window.setTimeout(whenIdle, delayMs)
    cancel = () => window.clearTimeout(timer)
  }
  if (document.readyState === 'complete') {
    afterDelay()
  } else {
    window.addEventListener('load', afterDelay, { once: true })
    cancel = () => window.removeEventListener('load', afterDelay)
  }
  return () => cancel()
}
