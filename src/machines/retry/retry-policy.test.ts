import { describe, expect, it } from 'vitest'
import { classifyFailure, readRetryDelay, retryBudget, retryDelayMs, shouldRetryRead } from './retry-policy'

const gateway = (status: number) => ({ response: { status, errors: [{ message: 'upstream' }] } })
const apiAnswer = (status: number) => Object.assign(new Error('answer'), { status })

describe('the one retry policy (spec 8.2, 9)', () => {
  it('gives writes two retries after a conflict and three after a 502/503/504 with errors', () => {
    expect(retryBudget).toEqual({ conflict: 2, transient: 3 })
    expect(classifyFailure(gateway(503)).kind).toBe('transient')
    // A write that failed otherwise may have been applied: it is not sent again.
    expect(classifyFailure(gateway(500)).kind).toBe('fatal')
    expect(classifyFailure(new TypeError('Failed to fetch')).kind).toBe('fatal')
  })

  it('retries a gateway failure only when the platform said what failed, and takes a conflict’s version only as a number', () => {
    expect(classifyFailure({ response: { status: 503 } })).toEqual({ kind: 'fatal' })
    expect(classifyFailure({ response: { status: 503, errors: 'upstream' } })).toEqual({ kind: 'fatal' })
    const conflict = (currentVersion: unknown) => ({
      response: {
        status: 409,
        errors: [{ message: 'stale' }, { extensions: { code: 'ConcurrentModification', currentVersion } }],
      },
    })
    expect(classifyFailure(conflict(8))).toEqual({ kind: 'conflict', currentVersion: 8 })
    expect(classifyFailure(conflict('8'))).toEqual({ kind: 'conflict' })
  })

  it('asks a failed read three more times at most (spec 9: 3 retries)', () => {
    const error = new TypeError('Failed to fetch')
    expect([0, 1, 2, 3, 4].map((count) => shouldRetryRead(count, error))).toEqual([true, true, true, false, false])
  })

  it('asks a read again after a server failure or a lost connection, never after an answer (4xx)', () => {
    // A status of 0 is a request that never got an answer (the connection was lost).
    for (const error of [
      gateway(503),
      gateway(500),
      apiAnswer(500),
      apiAnswer(502),
      apiAnswer(0),
      new TypeError('offline'),
      null,
    ])
      expect(shouldRetryRead(0, error)).toBe(true)
    for (const error of [apiAnswer(400), apiAnswer(401), apiAnswer(404), apiAnswer(409), gateway(404)])
      expect(shouldRetryRead(0, error)).toBe(false)
  })

  it('waits the same for a read and a write: 200, 400, 600 ms before the first, second and third retry', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([200, 400, 600])
    // React Query counts failures from 0.
    expect([0, 1, 2].map(readRetryDelay)).toEqual([200, 400, 600])
  })
})
