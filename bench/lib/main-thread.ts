// What a page's own work on the main thread would cost in blocking time, read from the trace Lighthouse recorded.
//
// Lighthouse's simulated blocking time multiplies the wall time of each task it observed (by four, by two for a task
// that laid out) and counts what exceeds 50 ms. On a machine of two cores the browser's main thread shares them with
// the browser's other threads and processes, the site's server and Lighthouse itself, and a task's wall time includes
// the time the thread waited, for a core or for another thread: a task of 6 ms of processor time has been seen to last
// 72 ms. Chromium's
// trace gives each task both clocks (`dur`, wall; `tdur`, the thread's processor time), so the same simulation on the
// processor time tells what the page's work alone would cost, and the share of the wall time the thread ran tells how
// much of the rest was waiting. Neither is a target; both are printed beside Lighthouse's figure (decision 0004,
// 2026-11-29 (fifth)).

export interface TraceEvent {
  name: string
  ph?: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
}

export interface MainThreadFigures {
  /** Lighthouse's blocking-time simulation over the processor time of each task after the first contentful paint. */
  ownBlockingMs: number
  /** The same over the wall time (close to Lighthouse's own figure, which also bounds the window by its TTI). */
  wallBlockingMs: number
  /** The share of those tasks' wall time in which the main thread ran (0–1); the rest it waited. */
  cpuShare: number
}

const BLOCKING_THRESHOLD_MS = 50
const CPU_SLOWDOWN = 4
// Lighthouse's simulator takes a task that laid out at half the slowdown (its layoutTaskMultiplier).
const LAYOUT_SLOWDOWN = CPU_SLOWDOWN * 0.5

export function mainThreadFigures(events: TraceEvent[]): MainThreadFigures | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return null
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts)
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts && e.dur)
  const layouts = thread.filter((e) => e.name === 'Layout')
  let own = 0
  let wall = 0
  let wallTotal = 0
  let cpuTotal = 0
  let next = 0
  for (const task of tasks) {
    const end = task.ts + task.dur!
    while (next < layouts.length && layouts[next].ts < task.ts) next++
    const laidOut = next < layouts.length && layouts[next].ts < end
    const slowdown = laidOut ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN
    const cpu = task.tdur ?? task.dur!
    own += Math.max(0, (cpu / 1000) * slowdown - BLOCKING_THRESHOLD_MS)
    wall += Math.max(0, (task.dur! / 1000) * slowdown - BLOCKING_THRESHOLD_MS)
    wallTotal += task.dur!
    cpuTotal += cpu
  }
  return {
    ownBlockingMs: Math.round(own),
    wallBlockingMs: Math.round(wall),
    cpuShare: wallTotal ? Number((cpuTotal / wallTotal).toFixed(2)) : 1,
  }
}
