import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import { classifyFailure } from './retry-policy'
import { retryMachine, type RetryAttemptInput, type RetryOutput } from './retry.machine'

const conflict = (currentVersion: number) => ({
  response: {
    status: 409,
    errors: [{ message: 'conflict', extensions: { code: 'ConcurrentModification', currentVersion } }],
  },
})
const gateway = (status: number) => ({ response: { status, errors: [{ message: 'upstream' }] } })

/** Runs the machine with an attempt that fails with the given errors in order, then succeeds. */
async function run(failures: unknown[], version = 1) {
  const versions: Array<number | undefined> = []
  const machine = retryMachine.provide({
    delays: { retryDelay: 0 },
    actors: {
      attempt: fromPromise<unknown, RetryAttemptInput>(async ({ input }) => {
        versions.push(input.version)
        const failure = failures.shift()
        if (failure !== undefined) throw failure
        return 'done'
      }),
    },
  })
  const output = (await toPromise(createActor(machine, { input: { version } }).start())) as RetryOutput
  return { output, versions }
}

describe('retry policy (spec 8.2)', () => {
  it('retries a ConcurrentModification with the currentVersion from the error extensions', async () => {
    const { output, versions } = await run([conflict(7), conflict(9)])
    expect(output).toEqual({ ok: true, data: 'done', attempts: 3 })
    expect(versions).toEqual([1, 7, 9])
  })

  it('gives up after 2 conflict retries', async () => {
    const { output, versions } = await run([conflict(2), conflict(3), conflict(4), conflict(5)])
    expect(output.ok).toBe(false)
    expect(versions).toEqual([1, 2, 3])
  })

  it.each([502, 503, 504])('retries HTTP %i with errors at most 3 times', async (status) => {
    const ok = await run([gateway(status), gateway(status), gateway(status)])
    expect(ok.output).toMatchObject({ ok: true, attempts: 4 })
    const failed = await run([gateway(status), gateway(status), gateway(status), gateway(status)])
    expect(failed.output).toMatchObject({ ok: false, attempts: 4 })
  })

  it('does not retry other failures, nor a gateway status without errors', async () => {
    expect((await run([gateway(500)])).output).toMatchObject({ ok: false, attempts: 1 })
    expect((await run([{ response: { status: 503, errors: [] } }])).output).toMatchObject({ ok: false, attempts: 1 })
    expect((await run([new Error('network')])).output).toMatchObject({ ok: false, attempts: 1 })
  })

  it('waits longer before each retry, counting conflicts and gateway failures together: 200, then 400 ms', async () => {
    vi.useFakeTimers()
    try {
      const failures: unknown[] = [conflict(5), gateway(503)]
      let attempts = 0
      const machine = retryMachine.provide({
        actors: {
          attempt: fromPromise<unknown, RetryAttemptInput>(async () => {
            attempts++
            const failure = failures.shift()
            if (failure !== undefined) throw failure
            return 'done'
          }),
        },
      })
      const actor = createActor(machine, { input: { version: 1 } }).start()
      await vi.advanceTimersByTimeAsync(0)
      expect(attempts).toBe(1)
      await vi.advanceTimersByTimeAsync(199)
      expect(attempts).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(attempts).toBe(2)
      await vi.advanceTimersByTimeAsync(399)
      expect(attempts).toBe(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(attempts).toBe(3)
      expect(actor.getSnapshot().output).toEqual({ ok: true, data: 'done', attempts: 3 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('classifies failures structurally', () => {
    expect(classifyFailure(conflict(4))).toEqual({ kind: 'conflict', currentVersion: 4 })
    expect(classifyFailure(gateway(504))).toEqual({ kind: 'transient' })
    expect(classifyFailure(null)).toEqual({ kind: 'fatal' })
  })
})
