// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'

/** A read that fails with `error` every time, counting how often it is asked. */
function failingRead(error: unknown) {
  let calls = 0
  const started = Date.now()
  const gaps: number[] = []
  return {
    queryFn: async () => {
      gaps.push(Date.now() - started)
      calls += 1
      throw error
    },
    calls: () => calls,
    gaps,
  }
}

describe('the query cache follows the retry policy', () => {
  it('asks a read that keeps failing four times in all, with the policy’s growing waits', async () => {
    const read = failingRead(Object.assign(new Error('down'), { status: 503 }))
    await expect(createQueryClient().fetchQuery({ queryKey: ['down'], queryFn: read.queryFn })).rejects.toThrow('down')
    expect(read.calls()).toBe(4)
    // 200 + 400 + 600 ms between the four calls (timers may fire a little late, never early).
    const waits = read.gaps.slice(1).map((at, i) => at - read.gaps[i]!)
    expect(waits.map((wait, i) => wait >= [200, 400, 600][i]! - 5)).toEqual([true, true, true])
  })

  it('does not ask again after an answer such as a missing product', async () => {
    const read = failingRead(Object.assign(new Error('Not found'), { status: 404 }))
    await expect(createQueryClient().fetchQuery({ queryKey: ['missing'], queryFn: read.queryFn })).rejects.toThrow()
    expect(read.calls()).toBe(1)
  })
})
