import { assign, fromPromise, setup } from 'xstate'
import { classifyFailure, retryBudget, retryDelayMs, type RetryKind } from './retry-policy'

export interface RetryAttemptInput {
  /** The resource version to send; replaced by `currentVersion` after a conflict. */
  version: number | undefined
}

interface RetryInput {
  version?: number
}

export type RetryOutput =
  { ok: true; data: unknown; attempts: number } | { ok: false; error: unknown; attempts: number }

interface RetryContext {
  version: number | undefined
  retries: Record<RetryKind, number>
  attempts: number
  data: unknown
  error: unknown
}

/**
 * The one retry policy of spec 8.2: a conflicting write is retried with the platform's
 * `currentVersion` at most twice, a 502/503/504 with errors at most three times.
 */
export const retryMachine = setup({
  types: {
    context: {} as RetryContext,
    input: {} as RetryInput,
    output: {} as RetryOutput,
  },
  actors: {
    attempt: fromPromise<unknown, RetryAttemptInput>(async () => {
      throw new Error('attempt actor not provided')
    }),
  },
  guards: {
    canRetry: ({ context }, params: { error: unknown }) => {
      const failure = classifyFailure(params.error)
      return failure.kind !== 'fatal' && context.retries[failure.kind] < retryBudget[failure.kind]
    },
  },
  actions: {
    recordRetry: assign(({ context }, params: { error: unknown }) => {
      // Only a failure worth a retry is recorded (`canRetry`), never a fatal one.
      const { kind, currentVersion } = classifyFailure(params.error) as { kind: RetryKind; currentVersion?: number }
      return {
        retries: { ...context.retries, [kind]: context.retries[kind] + 1 },
        version: currentVersion ?? context.version,
      }
    }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.retries.conflict + context.retries.transient),
  },
}).createMachine({
  id: 'retry',
  context: ({ input }) => ({
    version: input.version,
    retries: { conflict: 0, transient: 0 },
    attempts: 0,
    data: undefined,
    error: undefined,
  }),
  initial: 'attempting',
  states: {
    attempting: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'attempt',
        src: 'attempt',
        input: ({ context }) => ({ version: context.version }),
        onDone: { target: 'succeeded', actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: { type: 'recordRetry', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    waiting: { after: { retryDelay: 'attempting' } },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): RetryOutput =>
    context.error === undefined
      ? { ok: true, data: context.data, attempts: context.attempts }
      : { ok: false, error: context.error, attempts: context.attempts },
})
