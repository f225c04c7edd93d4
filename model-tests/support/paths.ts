import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate'
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type StatePath } from 'xstate/graph'

/** Finite payload sets for one machine (architecture: "events carry payloads drawn from finite sets"). */
export interface ModelEvents {
  /** Domain events a user or the app can send in any state. */
  domain: Array<EventObject & Record<string, unknown>>
  /** Outputs each invoked actor may resolve with, by invoke id. */
  outputs?: Record<string, unknown[]>
  /** Errors each invoked actor may reject with, by invoke id. */
  errors?: Record<string, unknown[]>
}

type AnySnapshot = Snapshot<unknown> & { _nodes?: AnyStateNode[] }

/** How long a delayed transition waits, when it can be told from the machine (a number, a named delay). */
function delayOf(
  delay: unknown,
  machine: AnyStateMachine | undefined,
  snapshot: AnySnapshot & { context?: unknown },
): number | null {
  if (typeof delay === 'number') return delay
  const named = typeof delay === 'string' ? machine?.implementations.delays[delay] : delay
  if (typeof named === 'number') return named
  if (typeof named === 'function')
    return (named as (args: { context: unknown; event: EventObject }) => number)({
      context: snapshot.context,
      event: { type: '' },
    })
  return null
}

/**
 * Domain events plus the completion, failure and timer events the active states await. Of timers
 * that run side by side, only the soonest can fire next (they start together in our machines).
 */
export function eventsFor(model: ModelEvents, machine?: AnyStateMachine) {
  return (snapshot: AnySnapshot): EventObject[] => {
    const events: EventObject[] = [...model.domain]
    const timers: Array<{ type: string; delay: number | null }> = []
    for (const node of snapshot._nodes ?? []) {
      for (const invoke of node.invoke) {
        for (const output of model.outputs?.[invoke.id] ?? [undefined])
          events.push({ type: `xstate.done.actor.${invoke.id}`, output } as EventObject)
        for (const error of model.errors?.[invoke.id] ?? [new Error('failed')])
          events.push({ type: `xstate.error.actor.${invoke.id}`, error } as EventObject)
      }
      for (const delayed of node.after)
        timers.push({ type: delayed.eventType, delay: delayOf(delayed.delay, machine, snapshot) })
    }
    const known = timers.map((t) => t.delay).filter((d): d is number => d !== null)
    const soonest = known.length ? Math.min(...known) : null
    for (const timer of timers) if (timer.delay === null || timer.delay === soonest) events.push({ type: timer.type })
    return events
  }
}

export type ModelPath = StatePath<Snapshot<unknown>, EventObject>

const key = (snapshot: Snapshot<unknown>, serialize: (s: Snapshot<unknown>) => string) => serialize(snapshot)

/**
 * Paths that together take every edge of the machine's adjacency map: the shortest path to
 * each state, extended by each event that state accepts. Paths that are prefixes of longer
 * ones are dropped.
 */
export function edgeCoveringPaths(
  machine: AnyStateMachine,
  model: ModelEvents,
  options: {
    input?: unknown
    serializeState?: (snapshot: Snapshot<unknown>) => string
    /** What distinguishes one step from another; the state value unless context drives guards. */
    stepKey?: (snapshot: Snapshot<unknown>) => unknown
  } = {},
): ModelPath[] {
  const serialize = options.serializeState ?? ((s: Snapshot<unknown>) => serializeSnapshot(s))
  const traversal = {
    input: options.input,
    events: eventsFor(model, machine),
    serializeState: (s: Snapshot<unknown>) => serialize(s),
  }
  const shortest = new Map<string, ModelPath>()
  for (const path of getShortestPaths(machine, traversal as never) as ModelPath[])
    shortest.set(key(path.state, serialize), path)
  const adjacency = getAdjacencyMap(machine, traversal as never)
  // A machine that is done as soon as it starts (an input that ends it at once), or that starts where no event
  // leads on (an input that takes it straight to a last state), has that one path.
  const events = eventsFor(model, machine)
  const paths: ModelPath[] = [...shortest.values()].filter(
    (p) =>
      p.steps.length === 1 &&
      (p.state.status !== 'active' ||
        !events(p.state).some((event) =>
          (p.state as Snapshot<unknown> & { can: (e: EventObject) => boolean }).can(event),
        )),
  )
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(stateKey)
    if (!head || head.state.status !== 'active') continue
    const from = head.state as Snapshot<unknown> & { can: (event: EventObject) => boolean }
    for (const { event, state } of Object.values(transitions) as Array<{
      event: EventObject
      state: Snapshot<unknown>
    }>) {
      // Events the state does not accept leave it unchanged: not an edge worth a path.
      if (!from.can(event)) continue
      paths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 })
    }
  }
  // One path per distinct step (state value, event with payload, next state value), shortest first:
  // context variants that reach the same step add run time, not coverage.
  const seen = new Set<string>()
  const distinct = paths
    .sort((a, b) => a.steps.length - b.steps.length)
    .filter((path) => {
      const last = path.steps[path.steps.length - 1]!
      const before = path.steps[path.steps.length - 2]?.state
      const keyOf = options.stepKey ?? ((s: Snapshot<unknown>) => (s as { value?: unknown }).value)
      const stepKey = JSON.stringify([before && keyOf(before), last.event, keyOf(last.state)])
      if (seen.has(stepKey)) return false
      seen.add(stepKey)
      return true
    })
  // Every name a path's proper beginning goes by: a path whose whole name is one of them is a prefix of a longer one.
  const steps = distinct.map((path) =>
    path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => describeEvent(step.event)),
  )
  const beginnings = new Set(steps.flatMap((names) => names.slice(1).map((_, k) => names.slice(0, k + 1).join(' › '))))
  const kept = new Set<string>()
  return distinct.filter((_, i) => {
    const name = steps[i]!.join(' › ')
    if (beginnings.has(name) || kept.has(name)) return false
    kept.add(name)
    return true
  })
}

const labels = new WeakMap<object, string>()

/** Gives a payload object a short name for path listings (`contact=valid` rather than its JSON). */
export function named<T extends object>(label: string, value: T): T {
  labels.set(value, label)
  return value
}

/** An event as a path listing names it: its type and its payload, short. */
export function describeEvent(event: EventObject): string {
  const payload = Object.entries(event)
    .filter(([k]) => k !== 'type')
    .map(([k, v]: [string, unknown]) => {
      if (typeof v === 'object' && v !== null && labels.has(v)) return `${k}=${labels.get(v)}`
      if (v instanceof Error) return `${k}=${v.message}`
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
      return `${k}=${text.length > 32 ? `${text.slice(0, 31)}…` : text}`
    })
  return payload.length ? `${event.type}(${payload.join(', ')})` : event.type
}

export function describeEvents(path: ModelPath): string {
  return path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => describeEvent(step.event))
    .join(' › ')
}
