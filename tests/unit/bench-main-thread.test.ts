import { describe, expect, it } from 'vitest'
import { mainThreadFigures, type TraceEvent } from '../../bench/lib/main-thread'

// The bench's reading of a Lighthouse trace (bench/lib/main-thread.ts): Lighthouse's blocking-time simulation over
// each main-thread task's processor time and over its wall time, after the first contentful paint.

const MAIN = { pid: 10, tid: 10 }
const ms = (value: number) => value * 1000
const task = (start: number, wall: number, cpu: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: ms(start),
  dur: ms(wall),
  tdur: ms(cpu),
  ...thread,
})

describe('mainThreadFigures', () => {
  it('simulates each task after the first paint on both clocks, a task that laid out at half the slowdown', () => {
    const events: TraceEvent[] = [
      task(10, 40, 30), // before the first paint: not counted
      { name: 'firstContentfulPaint', ph: 'R', ts: ms(100), ...MAIN },
      task(200, 72, 6), // waited: 288 − 50 on the wall clock, nothing on the processor's
      task(300, 20, 20), // 80 − 50 on both
      task(400, 30, 25), // laid out: × 2, so 60 − 50 on the wall clock, 0 on the processor's
      { name: 'Layout', ph: 'X', ts: ms(405), dur: ms(10), tdur: ms(10), ...MAIN },
      task(500, 100, 100, { pid: 10, tid: 11 }), // another thread: not counted
    ]
    expect(mainThreadFigures(events)).toEqual({
      wallBlockingMs: 238 + 30 + 10,
      ownBlockingMs: 30,
      cpuShare: Number(((6 + 20 + 25) / (72 + 20 + 30)).toFixed(2)),
    })
  })

  it('has no figures without a first contentful paint', () => {
    expect(mainThreadFigures([task(0, 100, 100)])).toBeNull()
  })
})
