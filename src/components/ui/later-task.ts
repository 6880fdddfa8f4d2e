/**
 * Runs `work` in a task of its own, after the current one. React runs every effect of a page's first hydration in one
 * task, and on a phone that task is long enough to block input (decision 0004). What a page starts on load but need
 * not finish in that task (restoring the login state, which reads the cookies; registering the service worker) goes
 * here. Returns the cancel, for an effect's cleanup.
 */
export function inLaterTask(work: () => void): () => void {
  const timer = window.setTimeout(work, 0)
  return () => window.clearTimeout(timer)
}
