// @ts-nocheck
import { expect } from 'vitest'
import { retryMachine } from '../src/machines/retry/retry.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const conflict = named('409 ConcurrentModification v8', {
  response: { status: 409, errors: [{ extensions: { code: 'ConcurrentModification', currentVersion: 8 } }] },
})
const gateway = (status: number, errors: unknown[] = [{ message: 'unavailable' }]) =>
  named(`${status}${errors.length ? ' with errors' : ' without errors'}`, { response: { status, errors } })
const fatal = named('network error', { message: 'fatal' })

/** Spec 8.2: ConcurrentModification is retried at most 2 times, 502/503/504 with errors at most 3 times. */
const SPEC_RETRIES = { conflict: 2, transient: 3 }

type Step = MachineStepView<typeof retryMachine>
type Failure = {
  response?: { status?: number; errors?: Array<{ extensions?: { code?: string; currentVersion?: number } }> }
}

/** Spec 8.2's reading of a failure, written here rather than taken from the machine's policy. */
function kindOf(error: unknown): 'conflict' | 'transient' | 'fatal' {
  const response = (error as Failure).response
  if (response?.errors?.some((e) => e.extensions?.code === 'ConcurrentModification')) return 'conflict'
  if ([502, 503, 504].includes(response?.status ?? 0) && (response?.errors?.length ?? 0) > 0) return 'transient'
  return 'fatal'
}

/** The failures of the path so far, each with whether spec 8.2 allows another attempt after it. */
function failures({ events }: Step) {
  const used = { conflict: 0, transient: 0 }
  return events
    .filter((e) => e.type === 'xstate.error.actor.attempt')
    .map((e) => {
      const error = (e as { error?: unknown }).error
      const kind = kindOf(error)
      const retried = kind !== 'fatal' && used[kind] < SPEC_RETRIES[kind]
      if (retried) used[kind as 'conflict' | 'transient'] += 1
      return { error, kind, retried }
    })
}

const expectations = expectationsFor(retryMachine, {
  '*': [
    {
      says: 'every attempt but the first follows a retryable failure (while waiting, the next has not started)',
      check: (step) =>
        expect(step.context.attempts).toBe(
          1 + failures(step).filter((f) => f.retried).length - (step.in('waiting') ? 1 : 0),
        ),
    },
    {
      says: 'a retry after a conflict sends the currentVersion from the error, otherwise the version it was given',
      check: (step) => {
        const lastConflict = failures(step)
          .filter((f) => f.kind === 'conflict' && f.retried)
          .at(-1)
        expect(step.context.version).toBe(lastConflict ? 8 : (step.input as { version: number }).version)
      },
    },
  ],
  attempting: [
    {
      says: 'an attempt runs after the start or after a retryable failure, sending the version it should',
      check: (step) => {
        expect(failures(step).at(-1)?.retried ?? true).toBe(true)
        expect(step.invoked.map((i) => i.input)).toEqual([{ version: step.context.version }])
      },
    },
  ],
  waiting: [
    {
      says: 'only a conflict (at most 2 times) or a 502/503/504 with errors (at most 3 times) is retried',
      check: (step) => {
        expect(failures(step).at(-1)).toMatchObject({ retried: true })
        expect(step.timers).toBe(1)
      },
    },
  ],
  succeeded: [
    {
      says: 'the result is what the attempt answered',
      check: ({ context, event, snapshot, status }) => {
        expect(event.type).toBe('xstate.done.actor.attempt')
        expect(status).toBe('done')
        expect(snapshot.output).toEqual({ ok: true, data: 'ok', attempts: context.attempts })
        expect(context.data).toBe('ok')
        expect(context.error).toBeUndefined()
      },
    },
  ],
  failed: [
    {
      says: 'it gives up on a failure that is not retryable or when the retries are spent, keeping that failure',
      check: (step) => {
        const last = failures(step).at(-1)!
        expect(last.retried).toBe(false)
        expect(step.context.error).toBe(last.error)
        expect(step.status).toBe('done')
        expect(step.snapshot.output).toEqual({ ok: false, error: last.error, attempts: step.context.attempts })
      },
    },
  ],
})

describeModel('retry policy', retryMachine, {
  inputs: [{ version: 7 }],
  events: {
    domain: [],
    outputs: { attempt: ['ok'] },
    errors: {
      attempt: [conflict, gateway(502), gateway(503), gateway(504), gateway(500), gateway(503, []), fatal],
    },
  },
  // Each count of retries taken is a step of its own, so the paths reach both limits.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: Step['context'] }
    return [value, context.retries.conflict, context.retries.transient]
  },
  expectations,
  requireEveryTransition: true,
})
