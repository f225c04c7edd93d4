// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'

// Imported by each test, so a statechart that cannot be built fails the test rather than the file.
const machine = () => import('./order-tracking.machine')

describe('order tracking without its services', () => {
  it('answers a lookup with the server error of spec 8.3, never with an order', async () => {
    const { orderTrackingMachine, selectTrackedOrder, selectTrackingFailure } = await machine()
    const actor = createActor(orderTrackingMachine, { input: { locale: 'en', remembered: null } }).start()
    actor.send({ type: 'tracking.submitted', orderNumber: 'KCZ1000', email: 'shopper@example.com' })
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(selectTrackingFailure(settled)).toBe('serverError')
    expect(selectTrackedOrder(settled)).toBeNull()
  })

  it('shows the form when an order remembered by the address cannot be read, and forgets its number', async () => {
    const { orderTrackingMachine, selectTrackedOrder } = await machine()
    const actor = createActor(orderTrackingMachine, { input: { locale: 'cs-CZ', remembered: 'KCZ1000' } })
    const cleared: string[] = []
    actor.on('tracking.cleared', (event) => cleared.push(event.type))
    actor.start()
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(settled.matches({ form: 'idle' })).toBe(true)
    expect(selectTrackedOrder(settled)).toBeNull()
    expect(cleared).toEqual(['tracking.cleared'])
  })
})
