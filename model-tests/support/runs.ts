import type { AnyStateMachine, Snapshot } from 'xstate'
import { edgeCoveringPaths, type ModelEvents, type ModelPath } from './paths'
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
  return model.minimalPaths ? selectCoveringPaths(machine, runs) : runs
}
