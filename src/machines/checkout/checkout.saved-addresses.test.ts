import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { checkoutMachine } from './checkout.machine'
import type { CheckoutShopper, CheckoutStart, SavedCheckoutAddress } from './checkout.types'

const home: SavedCheckoutAddress = {
  id: 'a1',
  label: 'Domov',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Vinohradská 112',
  postalCode: '130 00',
  city: 'Praha 3',
  country: 'CZ',
}
const work: SavedCheckoutAddress = { ...home, id: 'a2', label: 'Práce', streetName: 'Karlovo náměstí 7' }
const cart = { id: 'cart', version: 1, totalCentAmount: 249900, currencyCode: 'CZK' }

/** The checkout as it starts: it reads the cart and, for a signed-in shopper, their details (asked for only then). */
async function startedCheckout(signedIn: boolean, shopper: CheckoutShopper | null) {
  const asked: boolean[] = []
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutStart, { orderId: string | null; signedIn: boolean }>(async ({ input }) => {
        asked.push(input.signedIn)
        return { cart, shippingMethods: [], shopper: input.signedIn ? shopper : null }
      }),
    },
  })
  const actor = createActor(machine, { input: { signedIn } }).start()
  await waitFor(actor, (s) => s.matches('CONTACT_DETAILS'))
  return { context: actor.getSnapshot().context, asked }
}

const shopper = (defaultShippingAddressId: string | null): CheckoutShopper => ({
  contact: { email: 'jana.novakova@example.com', phone: '+420602123456', firstName: 'Jana', lastName: 'Nováková' },
  savedAddresses: [home, work],
  defaultShippingAddressId,
})

describe('a signed-in shopper at the checkout (spec 2.7)', () => {
  it('gets the contact details and the default saved address filled in, and the saved addresses offered', async () => {
    const { context, asked } = await startedCheckout(true, shopper('a2'))
    expect(asked).toEqual([true])
    expect(context.contact).toMatchObject({ email: 'jana.novakova@example.com', phone: '+420602123456' })
    expect(context.savedAddresses.map((a) => a.label)).toEqual(['Domov', 'Práce'])
    expect(context.delivery?.shipping).toEqual({
      firstName: 'Jana',
      lastName: 'Nováková',
      streetName: 'Karlovo náměstí 7',
      postalCode: '130 00',
      city: 'Praha 3',
      country: 'CZ',
    })
  })

  it('leaves the delivery form empty for a guest, or without a default address', async () => {
    const guest = await startedCheckout(false, shopper('a2'))
    expect(guest.asked).toEqual([false])
    expect(guest.context.delivery).toBeNull()
    expect(guest.context.savedAddresses).toEqual([])
    const noDefault = await startedCheckout(true, shopper(null))
    expect(noDefault.context.delivery).toBeNull()
    expect(noDefault.context.savedAddresses).toHaveLength(2)
  })

  it('starts with empty forms when the details could not be read', async () => {
    const { context } = await startedCheckout(true, null)
    expect(context.delivery).toBeNull()
    expect(context.contact.email).toBe('')
  })
})
