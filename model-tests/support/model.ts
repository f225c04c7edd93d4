import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { runPath } from './execute'
import { describeEvents } from './paths'
import { modelRuns, type MachineModel } from './runs'

export type { MachineModel } from './runs'
import { countStates, machineTransitions } from './transitions'

const short = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * Generates paths from the machine, runs each at machine level with fake actors, and reports
 * which paths take each transition. `vitest run model-tests -t <machine>` runs one machine.
 */
export function describeModel(name: string, machine: AnyStateMachine, model: MachineModel): void {
  describe(name, () => {
    const runs = modelRuns(machine, model)
    const transitions = machineTransitions(machine)
    const takenBy = new Map<string, number[]>(transitions.map((t) => [t, []]))
    const results = new Map<number, string>()

    runs.forEach(({ input, path }, index) => {
      it(short(`${name} path ${index + 1}: ${describeEvents(path) || '(initial state)'}`), async () => {
        const run = await runPath(machine, path, input)
        for (const label of new Set(run.taken)) takenBy.get(label)?.push(index + 1)
        results.set(index + 1, run.mismatch ? `✗ ${run.mismatch}` : '✓')
        expect(run.mismatch).toBeNull()
      })
    })

    it(`${name} covers every transition`, () => {
      const missed = transitions.filter((t) => takenBy.get(t)?.length === 0)
      const lines = transitions.map((t) => {
        const paths = takenBy.get(t) ?? []
        return `  ${paths.length ? '✓' : '✗'} ${t}  ${paths.length ? `(${paths.length} paths, e.g. ${paths.slice(0, 3).join(', ')})` : '(never taken)'}`
      })
      console.log(
        [
          `${name}: ${countStates(machine)} states, ${transitions.length} transitions, ${runs.length} paths, ` +
            `${transitions.length - missed.length}/${transitions.length} transitions taken`,
          'paths:',
          ...runs.map(
            ({ path }, index) =>
              `  ${index + 1}. ${results.get(index + 1) ?? '(not run)'} ${describeEvents(path) || '(initial state)'}`,
          ),
          'transitions:',
          ...lines,
        ].join('\n'),
      )
      if (model.requireEveryTransition) expect(missed).toEqual([])
    })
  })
}
