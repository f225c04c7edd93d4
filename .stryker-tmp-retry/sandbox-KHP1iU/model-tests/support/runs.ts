// @ts-nocheck
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate'
import { getShortestPaths, serializeSnapshot } from 'xstate/graph'
import { leafStates, type ExpectationMap } from './expectations'
import { edgeCoveringPaths, eventsFor, type ModelEvents, type ModelPath } from './paths'
import { selectCoveringPaths } from './select'

export interface MachineModel {
  events: ModelEvents
  /** Several inputs when a branch depends on configuration (each gets its own paths). */
  inputs?: unknown[]
  serializeState?: (snapshot: Snapshot<unknown>) => string
  stepKey?: (snapshot: Snapshot<unknown>) => unknown
  /** The coverage test fails when a transition is never taken. */
  requireEveryTransition: boolean
  /** Keep only a small set of the generated paths that takes the same transitions (set cover). */
  minimalPaths?: boolean
  /** With minimalPaths: the small set also emits every distinct event the generated paths emit. */
  coverEmitted?: boolean
  /**
   * What the spec says must hold in each state (context, emitted events), by state path. When given,
   * every state the paths reach must have an entry.
   */
  expectations?: ExpectationMap
  /**
   * Events the spec says a state must ignore, by state path: the state must not accept them (besides
   * every event the state does not accept being checked to change nothing).
   */
  mustIgnore?: Record<string, Array<EventObject & Record<string, unknown>>>
  /** Events the spec says a state must act on, by state path: the state must accept them. */
  mustAccept?: Record<string, Array<EventObject & Record<string, unknown>>>
}

/** The paths a model runs, each with its machine input; also read by the browser executor. */
export function modelRuns(machine: AnyStateMachine, model: MachineModel): Array<{ input: unknown; path: ModelPath }> {
  const runs = (model.inputs ?? [undefined]).flatMap((input) =>
    edgeCoveringPaths(machine, model.events, {
      input,
      serializeState: model.serializeState,
      stepKey: model.stepKey,
    }).map((path) => ({ input, path })),
  )
  return model.minimalPaths ? selectCoveringPaths(machine, runs, { coverEmitted: model.coverEmitted }) : runs
}

/** A reachable state, the shortest path to it, and the domain events it must ignore. */
export interface IgnoredCheck {
  input: unknown
  path: ModelPath
  states: string[]
  /** Every domain event the state does not accept. */
  events: EventObject[]
  /** Events the spec says must be ignored here but the state accepts. */
  accepted: EventObject[]
  /** Events the spec says this state must act on but it does not accept. */
  refused: EventObject[]
}

const covers = (key: string, leaf: string) => leaf === key || leaf.startsWith(`${key}.`)

/**
 * For every reachable state (one per serialized state, per input), the events of the model's domain
 * that the state does not accept: sent there, they must change nothing. States with the same leaf
 * states and the same events to ignore are checked once, by the shortest path.
 */
export function ignoredChecks(machine: AnyStateMachine, model: MachineModel): IgnoredCheck[] {
  const serialize = model.serializeState ?? ((s: Snapshot<unknown>) => serializeSnapshot(s))
  const checks = (model.inputs ?? [undefined]).flatMap((input) => {
    const traversal = { input, events: eventsFor(model.events, machine), serializeState: serialize }
    return (getShortestPaths(machine, traversal as never) as ModelPath[])
      .filter((path) => path.state.status === 'active')
      .map((path) => {
        const state = path.state as Snapshot<unknown> & { can: (event: EventObject) => boolean }
        const states = leafStates(state)
        const named = (map: MachineModel['mustIgnore']) =>
          Object.entries(map ?? {})
            .filter(([key]) => states.some((leaf) => covers(key, leaf)))
            .flatMap(([, events]) => events)
        const required = named(model.mustIgnore)
        return {
          input,
          path,
          states,
          events: [...model.events.domain, ...required]
            .filter((event) => !state.can(event))
            .filter((event, i, all) => all.findIndex((e) => JSON.stringify(e) === JSON.stringify(event)) === i),
          accepted: required.filter((event) => state.can(event)),
          refused: named(model.mustAccept).filter((event) => !state.can(event)),
        }
      })
      .filter((check) => check.events.length > 0 || check.accepted.length > 0 || check.refused.length > 0)
  })
  // States that differ only in context the guards do not read get the same events: one check, the shortest, per leaf states and events.
  const seen = new Set<string>()
  return checks
    .sort((a, b) => a.path.steps.length - b.path.steps.length)
    .filter((check) => {
      const key = JSON.stringify([check.states, check.events, check.accepted, check.refused])
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
