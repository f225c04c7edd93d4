// @ts-nocheck
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate'
import type { ModelPath } from './paths'
import { transitionLabel } from './transitions'

/**
 * The transitions a path takes, found by replaying it synchronously: actors never settle by
 * themselves, their completions, failures and timers are sent as the events the path names.
 */
export function transitionsOf(
  machine: AnyStateMachine,
  path: ModelPath,
  input?: unknown,
  withEmitted = false,
): Set<string> {
  const idle = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise(() => {}))]),
  )
  const taken = new Set<string>()
  let root: unknown = null
  const actor = createActor(machine.provide({ actors: idle }), {
    input,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && (root === null || event.actorRef === root))
        for (const t of event._transitions) taken.add(transitionLabel(t))
    },
  })
  root = actor
  if (withEmitted) actor.on('*', (event: EventObject) => taken.add(`emits ${JSON.stringify(event)}`))
  actor.start()
  for (const step of path.steps.slice(1)) actor.send(step.event as EventObject)
  actor.stop()
  return taken
}

/**
 * A small set of paths that still takes every transition the candidates take: greedy set
 * cover, each round the path adding the most untaken transitions (the shorter on a tie). With
 * `coverEmitted`, every distinct event the candidates emit (with its payload) must be emitted too.
 * The browser executor runs these, so fewer paths means a shorter CI run.
 */
export function selectCoveringPaths<T extends { path: ModelPath; input?: unknown }>(
  machine: AnyStateMachine,
  candidates: T[],
  options: { coverEmitted?: boolean } = {},
): T[] {
  const covers = candidates.map((candidate) => ({
    candidate,
    labels: transitionsOf(machine, candidate.path, candidate.input, options.coverEmitted),
  }))
  const untaken = new Set(covers.flatMap(({ labels }) => [...labels]))
  const chosen: T[] = []
  while (untaken.size > 0) {
    let best: (typeof covers)[number] | null = null
    let bestGain = 0
    for (const cover of covers) {
      const gain = [...cover.labels].filter((label) => untaken.has(label)).length
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && cover.candidate.path.steps.length < best.candidate.path.steps.length)
      ) {
        best = cover
        bestGain = gain
      }
    }
    if (!best) break
    chosen.push(best.candidate)
    for (const label of best.labels) untaken.delete(label)
  }
  return chosen
}
