import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { machineTransitions } from '../../model-tests/support/transitions'
import { coverageFor } from '../../dev/charts/core/coverage'
import { chartGraph } from '../../dev/charts/core/graph'
import { layoutChart } from '../../dev/charts/core/layout'
import { chartNotes } from '../../dev/charts/core/rules'
import { chartSvg } from '../../dev/charts/core/svg'
import { safePayload } from '../../dev/charts/live/protocol'
import { machineFiles } from '../../scripts/charts-machines'
import { renderCharts, type RenderedChart } from '../../scripts/charts-render'

const root = fileURLToPath(new URL('../..', import.meta.url))
const committed = path.join(root, 'docs', 'charts')

/** The attribute text the SVG writes for a value (its escaping). */
const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every state node of the machine, read from its definition, not from the chart code. */
function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const walk = (node: AnyStateNode) => {
    ids.push(node.id)
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child)
  }
  walk(machine.root)
  return ids
}

let charts: RenderedChart[]
beforeAll(async () => {
  charts = await renderCharts(root)
}, 120_000)

describe('npm run charts', () => {
  it('draws a chart for each statechart module of src/machines', () => {
    const files = new Set(charts.map((c) => c.file))
    expect([...files].sort()).toEqual(machineFiles(root))
    expect(new Set(charts.map((c) => c.name)).size).toBe(charts.length)
  })

  it('draws every state and every transition of each machine', () => {
    for (const chart of charts) {
      const missingStates = stateIds(chart.machine).filter((id) => !chart.svg.includes(`data-state-id="${attr(id)}"`))
      const missingTransitions = machineTransitions(chart.machine).filter(
        (label) => !chart.svg.includes(`data-transition="${attr(label)}"`),
      )
      expect({ chart: chart.name, missingStates, missingTransitions }).toEqual({
        chart: chart.name,
        missingStates: [],
        missingTransitions: [],
      })
    }
  })

  it('marks initial states, and writes events, guards, delays and actors on the arrows', () => {
    const cart = charts.find((c) => c.name === 'cart')!
    expect(cart.svg).toMatch(/class="state initial" data-state-id="cart\.operation\.idle"/)
    expect(cart.svg).toContain('>cart.promo.applied [promoCodeGiven]<')
    expect(cart.svg).toContain('>done: createCart [wasAdded]<')
    expect(cart.svg).toContain('>error: updateCart<')
    expect(charts.some((c) => /&gt;after \d+ ms</.test(c.svg) || />after [\w ]+</.test(c.svg))).toBe(true)
  })

  it('writes the same SVG from the same machine', async () => {
    const cart = charts.find((c) => c.name === 'cart')!
    expect(chartSvg(await layoutChart(chartGraph(cart.machine)))).toBe(cart.svg)
  })

  it('has its committed charts in docs/charts up to date (run `npm run charts` after changing a machine)', () => {
    const files = existsSync(committed) ? readdirSync(committed).filter((f) => f.endsWith('.svg')) : []
    expect(files.sort()).toEqual(charts.map((c) => `${c.name}.svg`).sort())
    const stale = charts
      .filter((c) => readFileSync(path.join(committed, `${c.name}.svg`), 'utf8') !== c.svg)
      .map((c) => c.name)
    expect(stale).toEqual([])
  })
})

describe('coverage on the chart', () => {
  it('counts the model paths that take each transition and draws an untaken one in the warning colour', async () => {
    const cart = charts.find((c) => c.name === 'cart')!
    const labels = machineTransitions(cart.machine)
    const [taken, untaken] = labels
    const coverage = coverageFor(labels, [
      { machine: 'other', level: 'machine', transitions: [{ label: 'elsewhere', paths: [1] }] },
      {
        machine: 'cart',
        level: 'machine',
        transitions: labels.map((label) => ({ label, paths: label === taken ? [1, 4, 7] : [] })),
      },
    ])!
    const svg = chartSvg(await layoutChart(chartGraph(cart.machine)), coverage)
    expect(svg).toContain(`data-transition="${attr(taken!)}" data-paths="3" x=`)
    expect(svg).toContain(`data-transition="${attr(untaken!)}" data-paths="0" class="untaken"`)
    expect(coverageFor(labels, [])).toBeUndefined()
  })
})

describe('the spec rule of a state', () => {
  it('is read from the comments of the machine source', () => {
    const cart = charts.find((c) => c.name === 'cart')!
    const notes = chartNotes(
      readFileSync(path.join(root, cart.file), 'utf8'),
      chartGraph(cart.machine),
      cart.exportName,
    )
    expect(notes.machine.rules).toEqual(['4.4', '5.1'])
    const promo = Object.entries(notes.transitions).find(([label]) => label.includes('cart.promo.applied'))
    expect(promo?.[1].comments).toEqual(['A blank code is not sent.'])
  })
})

describe('live events', () => {
  it('carry their payloads as plain data: no functions, actors or cycles', () => {
    const cycle: Record<string, unknown> = { name: 'loop' }
    cycle.self = cycle
    const actor = { id: 'cart', send: () => {}, getSnapshot: () => ({}) }
    const payload = safePayload({
      type: 'cart.item.added',
      sku: 'A',
      callback: function onDone() {},
      actor,
      error: new Error('gone'),
      cycle,
      long: 'x'.repeat(500),
    }) as Record<string, unknown>
    expect(payload).toMatchObject({
      type: 'cart.item.added',
      sku: 'A',
      callback: '[function onDone]',
      actor: '[actor cart]',
      error: { error: 'Error', message: 'gone' },
      cycle: { name: 'loop', self: '[circular]' },
    })
    expect(String(payload.long).length).toBe(201)
    expect(() => structuredClone(payload)).not.toThrow()
  })
})
