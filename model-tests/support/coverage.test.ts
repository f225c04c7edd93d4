import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { runPath } from './execute'
import { edgeCoveringPaths } from './paths'
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
