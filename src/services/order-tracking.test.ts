import { createActor, toPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { fetchOrderDocument } from './order-document'
import { orderTrackingActors, returnActors } from './order-tracking'

/** A platform that refuses every call and remembers the locale header of each. */
function recordingFetch() {
  const locales: Array<string | null> = []
  const fetchImpl: typeof fetch = async (_url, init) => {
    locales.push(new Headers(init?.headers).get('x-kestrel-locale'))
    return new Response(JSON.stringify({ errors: [{ message: 'No such order' }] }), { status: 404 })
  }
  return { locales, fetchImpl }
}

describe('order tracking, returns and documents ask in the page’s locale', () => {
  it('sends the locale of the page, not the default one, with every call', async () => {
    const { locales, fetchImpl } = recordingFetch()
    const tracking = orderTrackingActors(fetchImpl)
    const lookUp = createActor(tracking.lookUp, {
      input: { orderNumber: 'KS-1', email: 'eva@example.cz', locale: 'en' },
    }).start()
    await expect(toPromise(lookUp)).rejects.toMatchObject({ status: 404 })
    const remembered = createActor(tracking.readRemembered, { input: { orderNumber: 'KS-1', locale: 'en' } }).start()
    await expect(toPromise(remembered)).rejects.toMatchObject({ status: 404 })
    const submit = createActor(returnActors(fetchImpl).submitReturn, {
      input: {
        orderNumber: 'KS-1',
        locale: 'en',
        requestId: 'r-1',
        items: [{ lineItemId: 'l-1', quantity: 1 }],
        reason: 'tooSmall',
        method: 'parcelShop',
      },
    }).start()
    await expect(toPromise(submit)).rejects.toMatchObject({ status: 404 })
    await expect(fetchOrderDocument({ orderId: 'o-1', locale: 'en' }, fetchImpl)).rejects.toMatchObject({
      status: 404,
    })
    expect(locales).toEqual(['en', 'en', 'en', 'en'])
  })
})
