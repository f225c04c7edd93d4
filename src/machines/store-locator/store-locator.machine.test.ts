import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { LocateError, storeLocatorMachine, type Position } from './store-locator.machine'

const withLocate = (locate: () => Promise<Position>) =>
  createActor(storeLocatorMachine.provide({ actors: { locate: fromPromise(locate) } }))

const store = {
  key: 'CZ-BRN-VANKOVKA',
  name: 'Kestrel Brno Vaňkovka',
  address: { streetName: 'Ve Vaňkovce 1', postalCode: '60200', city: 'Brno', country: 'CZ' },
}

describe('store locator machine', () => {
  it('asks for the position only on request and hands it over', async () => {
    let asked = 0
    const actor = withLocate(async () => {
      asked++
      return { lat: 49.19, lng: 16.61 }
    }).start()
    const located: Position[] = []
    actor.on('storeLocator.located', ({ lat, lng }) => located.push({ lat, lng }))
    expect(asked).toBe(0)
    actor.send({ type: 'storeLocator.position.requested' })
    expect(actor.getSnapshot().matches('locating')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(asked).toBe(1)
    expect(located).toEqual([{ lat: 49.19, lng: 16.61 }])
  })

  it('tells a refusal from a device that cannot tell, and forgets it on the next try', async () => {
    let failure: LocateError = new LocateError('denied')
    const actor = withLocate(async () => {
      throw failure
    }).start()
    actor.send({ type: 'storeLocator.position.requested' })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.failure).toBe('denied')
    failure = new LocateError('unavailable')
    actor.send({ type: 'storeLocator.position.requested' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.failure).toBe('unavailable')
  })

  it('selects a store from a pin, and announces the store chosen for click and collect', () => {
    const actor = withLocate(async () => ({ lat: 0, lng: 0 })).start()
    const chosen: unknown[] = []
    actor.on('storeLocator.storeChosen', (event) => chosen.push(event.store))
    actor.send({ type: 'storeLocator.store.selected', key: 'CZ-PRG-CHODOV' })
    expect(actor.getSnapshot().context.selectedKey).toBe('CZ-PRG-CHODOV')
    actor.send({ type: 'storeLocator.store.chosen', store })
    expect(actor.getSnapshot().context.selectedKey).toBe(store.key)
    expect(chosen).toEqual([store])
  })
})
