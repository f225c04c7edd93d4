// @ts-nocheck
import { describe, expect, it } from 'vitest'
import type { AnyStateNode, EventObject } from 'xstate'
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine'
import { modelRuns } from '../support/runs'
import { checkoutModel } from './checkout.model'
import { CHECKOUT_SIGHTS, expectedSights, statePath, type Entered, type OracleStep } from './checkout.oracle'

/** Every leaf state of the statechart, as a dotted path. */
function leaves(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states)
  return children.length ? children.flatMap(leaves) : [node]
}
const leafStates = leaves(checkoutMachine.root)
const pathOf = (node: AnyStateNode) => node.path.join('.')

/** What the browser run types where the page offers other values than the model's data. */
const entered: Entered = {
  address: { street: 'Masarykova 3', zip: '602 00', city: 'Bmo' },
  date: 'Friday, 11/27',
}
/** The state value of a model step's snapshot. */
const valueOf = (state: unknown) => (state as { value: unknown }).value
const isUserEvent = (event: EventObject) => !event.type.startsWith('xstate.')

/** A choice of the method already chosen (delivery: home delivery at first; payment: cards at first). */
function repeatsChoice(events: EventObject[], event: EventObject & Record<string, unknown>): boolean {
  const last = (type: string, initial: string) =>
    String(
      (events.filter((e) => e.type === type).at(-1) as (EventObject & { method?: string }) | undefined)?.method ??
        initial,
    )
  if (event.type === 'checkout.delivery.methodSelected')
    return event.method === last('checkout.delivery.methodSelected', 'HD')
  if (event.type === 'checkout.payment.methodSelected')
    return event.method === last('checkout.payment.methodSelected', 'scheme')
  return false
}

describe('the checkout oracle', () => {
  it('says what the shopper sees in every state of the statechart, and of no other state', () => {
    expect(Object.keys(CHECKOUT_SIGHTS).sort()).toEqual(leafStates.map(pathOf).sort())
  })

  it('passes over exactly the states the machine leaves at once (eventless choices)', () => {
    const eventless = leafStates.filter((node) => node.always?.length).map(pathOf)
    const transient = Object.entries(CHECKOUT_SIGHTS)
      .filter(([, sights]) => sights === 'transient')
      .map(([state]) => state)
    expect(transient.sort()).toEqual(eventless.sort())
  })

  const runs = modelRuns(checkoutMachine, checkoutModel)
  const walk = (run: (typeof runs)[number]) => {
    const steps: OracleStep[] = []
    const start = run.input as { orderId?: string }
    return run.path.steps.map((step) => {
      steps.push({ event: step.event as OracleStep['event'], value: valueOf(step.state) })
      return {
        step,
        sights: expectedSights([...steps], entered, { startsWithOrder: Boolean(start.orderId) }),
      }
    })
  }

  it('has something to assert at every step of every model path', () => {
    for (const run of runs)
      for (const { step, sights } of walk(run)) {
        expect(sights, `${statePath(valueOf(step.state))} after ${step.event.type}`).not.toBe('transient')
        expect((sights as unknown[]).length).toBeGreaterThan(0)
      }
  })

  it('asserts a visible change for every shopper action that keeps the state (self-transitions)', () => {
    let selfTransitions = 0
    for (const run of runs) {
      const walked = walk(run)
      walked.forEach(({ step, sights }, i) => {
        if (i === 0 || !isUserEvent(step.event)) return
        const before = walked[i - 1]!
        if (statePath(valueOf(before.step.state)) !== statePath(valueOf(step.state))) return
        const earlier = walked.slice(0, i).map((w) => w.step.event)
        if (repeatsChoice(earlier, step.event as EventObject & Record<string, unknown>)) return
        selfTransitions++
        expect(JSON.stringify(sights), `${step.event.type} in ${statePath(valueOf(step.state))}`).not.toBe(
          JSON.stringify(before.sights),
        )
      })
    }
    expect(selfTransitions).toBeGreaterThan(0)
  })
})
