// @ts-nocheck
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { leafStates, statesNeverReached, statesWithoutExpectation } from './expectations'
import { runIgnored, runPath, type StepResult } from './execute'
import { describeEvent, describeEvents } from './paths'
import { formatReport, writeReport, type MachineReport } from './report'
import { ignoredChecks, modelRuns, type MachineModel } from './runs'

export type { MachineModel } from './runs'
import { countStates, machineTransitions } from './transitions'

/**
 * Generates paths from the machine, runs each at machine level with fake actors against the spec's
 * expectations, sends every state the events it must ignore, and reports which paths take each
 * transition. `vitest run model-tests -t <machine>` runs one machine. The last test prints the paths
 * as numbered steps and writes the HTML report (reports/model/index.html).
 */
export function describeModel(name: string, machine: AnyStateMachine, model: MachineModel): void {
  describe(name, () => {
    // A machine whose paths cannot even be generated (a broken guard, a context the model cannot read)
    // fails a test rather than the file's collection, so a mutation run counts it as found.
    let runs: ReturnType<typeof modelRuns>
    let ignored: ReturnType<typeof ignoredChecks>
    try {
      runs = modelRuns(machine, model)
      ignored = ignoredChecks(machine, model)
    } catch (error) {
      it(`${name} generates its paths`, () => {
        throw error
      })
      return
    }
    const transitions = machineTransitions(machine)
    const takenBy = new Map<string, number[]>(transitions.map((t) => [t, []]))
    const results = new Map<number, { failure: string | null; steps: StepResult[] }>()
    const ignoredResults = new Map<number, Array<{ event: string; failure: string | null }>>()

    runs.forEach(({ input, path }, index) => {
      // Test names carry no generated content: a mutation run re-selects tests by name, and a changed
      // machine generates other paths. The paths themselves are printed in the report.
      it(`${name} path ${index + 1}`, async () => {
        const run = await runPath(machine, path, input, model.expectations)
        for (const label of new Set(run.taken)) takenBy.get(label)?.push(index + 1)
        results.set(index + 1, { failure: run.mismatch, steps: run.steps })
        expect(run.mismatch).toBeNull()
      })
    })

    ignored.forEach((check, index) => {
      const where = check.states.join(' · ')
      it(`${name} ignores in state ${index + 1}`, async () => {
        const run = await runIgnored(machine, check.path, check.events, check.input)
        const refused = check.accepted.map((event) => ({
          event: describeEvent(event),
          failure: 'is accepted, though the spec says it must do nothing here',
        }))
        const unheard = check.refused.map((event) => ({
          event: describeEvent(event),
          failure: 'is not accepted, though the spec says this state acts on it',
        }))
        ignoredResults.set(index, [...refused, ...unheard, ...run])
        const failures = [...refused, ...unheard, ...run].filter((r) => r.failure)
        expect({ in: where, failures }).toEqual({ in: where, failures: [] })
      })
    })

    if (model.expectations) {
      const expectations = model.expectations
      const reached = runs.flatMap(({ path }) => path.steps.flatMap((step) => leafStates(step.state)))
      it(`${name} has an expectation from the spec for every state it reaches`, () => {
        expect(statesWithoutExpectation(expectations, reached)).toEqual([])
      })
      it(`${name} reaches every state the spec names`, () => {
        expect(statesNeverReached(expectations, reached)).toEqual([])
      })
    }

    it(`${name} covers every transition`, () => {
      const missed = transitions.filter((t) => takenBy.get(t)?.length === 0)
      const report: MachineReport = {
        machine: name,
        level: 'machine',
        finishedAt: new Date().toISOString(),
        states: countStates(machine),
        paths: runs.map(({ path }, index) => {
          const result = results.get(index + 1)
          return {
            number: index + 1,
            title: describeEvents(path) || '(initial state)',
            result: !result ? 'not run' : result.failure ? 'failed' : 'passed',
            failure: result?.failure ?? null,
            steps: result?.steps ?? [],
          }
        }),
        ignored: ignored.map((check, index) => ({
          states: check.states,
          via: describeEvents(check.path),
          events: ignoredResults.get(index) ?? [],
        })),
        transitions: transitions.map((label) => ({ label, paths: takenBy.get(label) ?? [] })),
        expectations: Object.fromEntries(
          Object.entries(model.expectations ?? {}).map(([state, list]) => [state, list.map((e) => e.says)]),
        ),
        requireEveryTransition: model.requireEveryTransition,
      }
      const index = writeReport(report)
      console.log(`${formatReport(report)}\nreport: ${index}`)
      if (model.requireEveryTransition) expect(missed).toEqual([])
    })
  })
}
