import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { checkoutMachine } from './checkout.machine'
import type { SavedCheckoutAddress } from './checkout.types'

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

describe('a signed-in shopper at the checkout (spec 2.7)', () => {
  it('gets the contact details and the default saved address filled in, and the saved addresses offered', () => {
    const actor = createActor(checkoutMachine, {
      input: {
        cart,
        customer: { email: 'jana.novakova@example.com', phone: '+420602123456' },
        savedAddresses: [home, work],
        defaultShippingAddressId: 'a2',
      },
    }).start()
    const { context } = actor.getSnapshot()
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

  it('leaves the delivery form empty for a guest, or without a default address', () => {
    expect(createActor(checkoutMachine, { input: { cart } }).start().getSnapshot().context.delivery).toBeNull()
    const noDefault = createActor(checkoutMachine, { input: { cart, savedAddresses: [home] } }).start()
    expect(noDefault.getSnapshot().context.delivery).toBeNull()
    expect(noDefault.getSnapshot().context.savedAddresses).toHaveLength(1)
  })
})
