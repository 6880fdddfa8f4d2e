import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedAnswer, clearCachedAnswers } from '../../src/server/cache/answer-cache'

afterEach(() => {
  clearCachedAnswers()
  vi.useRealTimers()
})

describe('the answer cache of the catalogue and reviews calls', () => {
  it('shares one load between concurrent callers with equal arguments, and keeps different arguments apart', async () => {
    const load = vi.fn(async (code: string) => ({ code }))
    const prices = cachedAnswer('prices-shared', load)
    const [a, b, c] = await Promise.all([prices('BLR-1'), prices('BLR-1'), prices('PUN-2')])
    expect(a).toBe(b)
    expect(c).toEqual({ code: 'PUN-2' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads again after a minute, and at once after a content change clears it', async () => {
    vi.useFakeTimers()
    let price = 500
    const prices = cachedAnswer('prices-fresh', async () => price)
    expect(await prices()).toBe(500)
    price = 650
    expect(await prices()).toBe(500)
    vi.advanceTimersByTime(60_001)
    expect(await prices()).toBe(650)
    price = 700
    clearCachedAnswers()
    expect(await prices()).toBe(700)
  })

  it('does not keep a failed load: the next caller tries again', async () => {
    let calls = 0
    const reviews = cachedAnswer('reviews-retry', async () => {
      calls += 1
      if (calls === 1) throw new Error('database restarting')
      return 'ok'
    })
    await expect(reviews()).rejects.toThrow('database restarting')
    expect(await reviews()).toBe('ok')
  })
})
