// @ts-nocheck
import { isDeepStrictEqual } from 'node:util'
import { vi } from 'vitest'
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate'
import { checkStep, expectationsIn, leafStates, type ExpectationMap, type StepView } from './expectations'
import { describeEvent, type ModelPath } from './paths'
import { transitionLabel } from './transitions'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** One step as run: the event, the state the path expects and the one reached, and the spec's checks. */
export interface StepResult {
  event: string
  expected: string[]
  actual: string[]
  emitted: EventObject[]
  checks: Array<{ says: string; failure: string | null }>
  failure: string | null
  /** An image of the page when a browser executor saw the step fail (a file path or a data URL). */
  screenshot?: string
}

export interface PathRun {
  taken: string[]
  mismatch: string | null
  steps: StepResult[]
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

const valueOf = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)

interface Running {
  actor: Actor<AnyStateMachine>
  taken: string[]
  emitted: EventObject[]
  /** The actors the machine started, with the input it gave each. */
  invoked: Array<{ id: string; input: unknown }>
  perform: (event: EventObject) => Promise<void>
}

/**
 * The machine running for real with fake actors that settle only when told to; timers are faked
 * (the caller turns them on) and advanced when a delayed transition is asked for.
 */
function start(machine: AnyStateMachine, input: unknown): Running {
  const pending = new Map<string, Pending>()
  const invoked: Array<{ id: string; input: unknown }> = []
  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(({ self, input }) => {
        invoked.push({ id: self.id, input })
        return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))
      }),
    ]),
  )
  const taken: string[] = []
  const emitted: EventObject[] = []
  let root: unknown = null
  const actor = createActor(machine.provide({ actors: fakes }), {
    input,
    inspect: (event: InspectionEvent) => {
      // The initial microsteps (eventless transitions out of the initial state) happen while the
      // actor is constructed, before `root` is known: only the root computes a snapshot then.
      if (event.type === '@xstate.microstep' && (root === null || event.actorRef === root))
        taken.push(...event._transitions.map(transitionLabel))
    },
  })
  root = actor
  actor.on('*', (event: EventObject) => emitted.push(event))
  actor.start()
  return {
    actor,
    taken,
    emitted,
    invoked,
    perform: async (event) => {
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
      const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
      if (done || error) {
        const id = (done ?? error)![1]!
        const fake = pending.get(id)
        if (!fake) throw new Error(`no running actor ${id}`)
        pending.delete(id)
        if (done) fake.resolve((event as EventObject & { output?: unknown }).output)
        else fake.reject((event as EventObject & { error?: unknown }).error)
      } else if (event.type.startsWith('xstate.after.')) {
        vi.advanceTimersToNextTimer()
      } else {
        actor.send(event)
      }
      await flush()
    },
  }
}

/**
 * Machine-level executor: replays a generated path on the running machine. Each step must reach the
 * state the path names, and must satisfy what the spec's expectation map says of the states it is in
 * (context and emitted events); a step in another state ends the run.
 */
export async function runPath(
  machine: AnyStateMachine,
  path: ModelPath,
  input?: unknown,
  expectations?: ExpectationMap,
): Promise<PathRun> {
  vi.useFakeTimers()
  const steps: StepResult[] = []
  let running: Running | null = null
  try {
    const startedAt = Date.now()
    running = start(machine, input)
    const events: EventObject[] = []
    let previous: StepView['previous'] = null
    for (const [index, step] of path.steps.entries()) {
      // The start step owns what the machine did while it started.
      const emittedBefore = index === 0 ? 0 : running.emitted.length
      const invokedBefore = index === 0 ? 0 : running.invoked.length
      if (index > 0) {
        await running.perform(step.event)
        events.push(step.event)
      }
      const snapshot = running.actor.getSnapshot()
      const expected = leafStates(step.state)
      const actual = leafStates(snapshot)
      const emitted = running.emitted.slice(emittedBefore)
      const view: StepView = {
        snapshot,
        states: actual,
        value: snapshot.value,
        status: snapshot.status,
        timers: vi.getTimerCount(),
        context: snapshot.context,
        emitted,
        invoked: running.invoked.slice(invokedBefore),
        event: step.event,
        events: [...events],
        previous,
        input,
        clock: Date.now() - startedAt,
        in: (state) => actual.some((leaf) => leaf === state || leaf.startsWith(`${state}.`)),
      }
      const broken =
        snapshot.status === 'error' ? `after ${step.event.type}: the machine failed: ${String(snapshot.error)}` : null
      const drifted =
        broken ??
        (valueOf(snapshot) !== valueOf(step.state as unknown as { value: unknown })
          ? `after ${step.event.type}: expected ${valueOf(step.state as unknown as { value: unknown })}, got ${valueOf(snapshot)}`
          : null)
      const checks = drifted ? [] : checkStep(expectationsIn(expectations, actual), view)
      const failed = checks.find((c) => c.failure)
      steps.push({
        event: describeEvent(step.event),
        expected,
        actual,
        emitted,
        checks,
        failure: drifted ?? (failed ? `in ${actual.join(', ')}: ${failed.says} — ${failed.failure}` : null),
      })
      if (drifted) break
      previous = { states: actual, context: snapshot.context, clock: view.clock }
    }
    return { taken: running.taken, mismatch: steps.find((s) => s.failure)?.failure ?? null, steps }
  } finally {
    running?.actor.stop()
    vi.useRealTimers()
  }
}

/** An event sent in a state that does not accept it, and what changed (null when nothing did). */
export interface IgnoredResult {
  event: string
  failure: string | null
}

/**
 * Sends each event, on a fresh replay of `path`, in the state the path ends in: the state, the
 * context and the emitted events must stay as they were.
 */
export async function runIgnored(
  machine: AnyStateMachine,
  path: ModelPath,
  events: EventObject[],
  input?: unknown,
): Promise<IgnoredResult[]> {
  const results: IgnoredResult[] = []
  for (const event of events) {
    vi.useFakeTimers()
    let running: Running | null = null
    try {
      running = start(machine, input)
      for (const step of path.steps.slice(1)) await running.perform(step.event)
      const before = running.actor.getSnapshot()
      const emittedBefore = running.emitted.length
      running.actor.send(event)
      await flush()
      const after = running.actor.getSnapshot()
      const emitted = running.emitted.slice(emittedBefore)
      const changes = [
        valueOf(after) !== valueOf(before) && `moved from ${valueOf(before)} to ${valueOf(after)}`,
        !isDeepStrictEqual(after.context, before.context) && 'changed the context',
        emitted.length > 0 && `emitted ${emitted.map((e) => e.type).join(', ')}`,
        after.status !== before.status && `became ${after.status}`,
      ].filter(Boolean)
      results.push({ event: describeEvent(event), failure: changes.length ? changes.join('; ') : null })
    } finally {
      running?.actor.stop()
      vi.useRealTimers()
    }
  }
  return results
}
