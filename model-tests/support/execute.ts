import { vi } from 'vitest'
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate'
import type { ModelPath } from './paths'
import { transitionLabel } from './transitions'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

export interface PathRun {
  taken: string[]
  mismatch: string | null
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

const valueOf = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)

/**
 * Machine-level executor: the machine runs for real with fake actors that settle only when
 * the path says so; timers are faked and advanced when the path takes a delayed transition.
 */
export async function runPath(machine: AnyStateMachine, path: ModelPath, input?: unknown): Promise<PathRun> {
  const pending = new Map<string, Pending>()
  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
      ),
    ]),
  )
  const taken: string[] = []
  vi.useFakeTimers()
  try {
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
    actor.start()
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await perform(actor, step.event, pending)
      const actual = valueOf(actor.getSnapshot())
      const expected = valueOf(step.state as unknown as { value: unknown })
      if (actual !== expected)
        return { taken, mismatch: `after ${step.event.type}: expected ${expected}, got ${actual}` }
    }
    actor.stop()
    return { taken, mismatch: null }
  } finally {
    vi.useRealTimers()
  }
}

async function perform(actor: { send: (e: EventObject) => void }, event: EventObject, pending: Map<string, Pending>) {
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
}
