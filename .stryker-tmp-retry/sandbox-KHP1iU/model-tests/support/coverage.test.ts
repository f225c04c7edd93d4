// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { statesNeverReached, statesWithoutExpectation } from './expectations'
import { runIgnored, runPath } from './execute'
import { edgeCoveringPaths } from './paths'
import { formatReport, renderIndex, type MachineReport } from './report'
import { ignoredChecks, type MachineModel } from './runs'
import { machineTransitions } from './transitions'

/** A machine with a branch no event can take: the coverage check must notice it. */
const lamp = setup({ guards: { never: () => false } }).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { 'lamp.toggled': 'on', 'lamp.broken': { guard: 'never', target: 'broken' } } },
    on: { on: { 'lamp.toggled': 'off' } },
    broken: {},
  },
})

describe('model coverage check', () => {
  it('reports a transition that no generated path takes', async () => {
    const paths = edgeCoveringPaths(lamp, { domain: [{ type: 'lamp.toggled' }, { type: 'lamp.broken' }] })
    const taken = new Set<string>()
    for (const path of paths) for (const label of (await runPath(lamp, path)).taken) taken.add(label)
    const missed = machineTransitions(lamp).filter((t) => !taken.has(t))
    expect(missed).toEqual(['lamp.off —lamp.broken [never]→ lamp.broken'])
  })

  it('fails a path whose replay ends elsewhere than generated', async () => {
    const [path] = edgeCoveringPaths(lamp, { domain: [{ type: 'lamp.toggled' }] })
    const drifted = lamp.provide({})
    const run = await runPath(drifted, {
      ...path!,
      steps: path!.steps.map((s, i) => (i === 1 ? { ...s, state: path!.steps[0]!.state } : s)),
    })
    expect(run.mismatch).toMatch(/expected "off", got "on"/)
  })
})

/** A counter that also counts a press it should ignore: what the ignored-event check must catch. */
const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'up' } | { type: 'stop' } | { type: 'noop' } },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'running',
  states: {
    running: { on: { up: { actions: assign({ count: ({ context }) => context.count + 1 }) }, stop: 'stopped' } },
    // Spec: a stopped counter ignores presses. This one still counts them.
    stopped: { on: { noop: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
  },
})

describe('model expectations and ignored events', () => {
  const model: MachineModel = {
    events: { domain: [{ type: 'up' }, { type: 'stop' }, { type: 'noop' }] },
    // The count is unbounded: states are told apart by their value alone.
    serializeState: (snapshot) => JSON.stringify((snapshot as unknown as { value: unknown }).value),
    requireEveryTransition: true,
    expectations: {
      running: [
        {
          says: 'the count goes up by two a press',
          check: (s) =>
            expect((s.context as { count: number }).count).toBe(s.events.filter((e) => e.type === 'up').length * 2),
        },
      ],
    },
    mustIgnore: { stopped: [{ type: 'noop' }] },
  }

  it('fails a step whose context breaks what the spec says of its state', async () => {
    const [path] = edgeCoveringPaths(counter, model.events, { serializeState: model.serializeState }).filter((p) =>
      p.steps.some((s) => s.event.type === 'up'),
    )
    const run = await runPath(counter, path!, undefined, model.expectations)
    expect(run.mismatch).toMatch(/in running: the count goes up by two a press — expected 1 to be 2/)
    expect(run.steps[1]!.checks).toEqual([
      { says: 'the count goes up by two a press', failure: expect.stringMatching(/expected 1 to be 2/) },
    ])
  })

  it('names a state the expectation map leaves out', () => {
    expect(statesWithoutExpectation(model.expectations!, ['running', 'stopped'])).toEqual(['stopped'])
  })

  it('names a state the spec expects but no path reaches', () => {
    expect(statesNeverReached({ ...model.expectations!, paused: [] }, ['running', 'stopped'])).toEqual(['paused'])
  })

  it('flags an event the spec says must be ignored but the state accepts, and one that changes the state', async () => {
    const checks = ignoredChecks(counter, model)
    const stopped = checks.find((c) => c.states.includes('stopped'))!
    expect(stopped.accepted).toEqual([{ type: 'noop' }])
    const running = checks.find((c) => c.states.includes('running'))!
    expect(running.events).toEqual([{ type: 'noop' }])
    const moving = await runIgnored(counter, running.path, [{ type: 'stop' }])
    expect(moving).toEqual([{ event: 'stop', failure: 'moved from "running" to "stopped"' }])
    const counting = await runIgnored(counter, stopped.path, [{ type: 'noop' }])
    expect(counting).toEqual([{ event: 'noop', failure: 'changed the context' }])
  })

  it('prints each path as numbered steps with the state expected and the result', async () => {
    const [path] = edgeCoveringPaths(counter, model.events, { serializeState: model.serializeState }).filter((p) =>
      p.steps.some((s) => s.event.type === 'up'),
    )
    const run = await runPath(counter, path!, undefined, model.expectations)
    const report: MachineReport = {
      machine: 'counter',
      level: 'machine',
      finishedAt: '2026-01-01T00:00:00Z',
      states: 2,
      paths: [{ number: 1, title: 'up', result: 'failed', failure: run.mismatch, steps: run.steps }],
      ignored: [],
      transitions: [{ label: 'counter.running —up→ (self)', paths: [] }],
      expectations: { running: ['the count goes up by two a press'] },
      requireEveryTransition: true,
    }
    const text = formatReport(report)
    expect(text).toContain(
      '  path 1 ✗ up\n    0. start → running ✓ [1/1 checks]\n    1. up → running ✗ [0/1 checks]\n       in running: the count goes up by two a press — expected 1 to be 2\n',
    )
    expect(text).toContain('transitions never taken:\n  ✗ counter.running —up→ (self)')
    const html = renderIndex([
      {
        ...report,
        paths: [{ ...report.paths[0]!, steps: [{ ...run.steps[1]!, screenshot: 'data:image/png;base64,AAAA' }] }],
      },
    ])
    expect(html).toContain('<img alt="the page at the failing step" src="data:image/png;base64,AAAA">')
    expect(html).toContain('the count goes up by two a press')
  })
})
