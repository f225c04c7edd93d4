// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { checkoutMachine } from './checkout.machine'
import type {
  AddressFields,
  AddressValidationResult,
  CheckoutShopper,
  CheckoutStart,
  SavedCheckoutAddress,
} from './checkout.types'

const home: SavedCheckoutAddress = {
  id: 'a1',
  label: 'Domov',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Vinohradská 112',
  postalCode: '130 00',
  city: 'Praha',
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
      saveContact: fromPromise(async () => cart),
      // The address check never answers: the delivery submitted stays in the machine's context to read.
      validateAddress: fromPromise<AddressValidationResult, { address: AddressFields; carrier: string | null }>(
        () => new Promise(() => {}),
      ),
    },
  })
  const actor = createActor(machine, { input: { signedIn } }).start()
  await waitFor(actor, (s) => s.matches('CONTACT_DETAILS'))
  return { context: actor.getSnapshot().context, asked, actor }
}

/** A signed-in shopper on the delivery step, their default address (work) in the form. */
async function atDelivery() {
  const { actor } = await startedCheckout(true, shopper('a2'))
  actor.send({
    type: 'checkout.contact.submitted',
    contact: { email: 'jana.novakova@example.com', phone: '+420602123456', country: 'CZ', policyAccepted: true },
  })
  await waitFor(actor, (s) => s.matches({ DELIVERY: 'editing' }))
  return actor
}
const fieldsOf = ({ id: _id, label: _label, ...fields }: SavedCheckoutAddress) => fields

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
      city: 'Praha',
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

describe('choosing a saved address at the delivery step (spec 2.7)', () => {
  it('fills the delivery form with it and names it as the one chosen; the default is the first chosen', async () => {
    const actor = await atDelivery()
    expect(actor.getSnapshot().context.savedAddressId).toBe('a2')
    actor.send({ type: 'checkout.delivery.savedAddressChosen', addressId: 'a1' })
    const { context } = actor.getSnapshot()
    expect(context.savedAddressId).toBe('a1')
    expect(context.delivery?.shipping).toEqual(fieldsOf(home))
  })

  it('ignores an address the shopper does not have', async () => {
    const actor = await atDelivery()
    const before = actor.getSnapshot().context
    actor.send({ type: 'checkout.delivery.savedAddressChosen', addressId: 'someone-elses' })
    expect(actor.getSnapshot().context.savedAddressId).toBe('a2')
    expect(actor.getSnapshot().context.delivery).toEqual(before.delivery)
  })

  it('clears the message of a refused form once another address fills it', async () => {
    const actor = await atDelivery()
    actor.send({
      type: 'checkout.delivery.submitted',
      delivery: { shipping: { ...fieldsOf(work), streetName: 'P.O. Box 12' } },
    })
    expect(actor.getSnapshot().context.error).toBe('checkout.step1.delivery')
    actor.send({ type: 'checkout.delivery.savedAddressChosen', addressId: 'a1' })
    expect(actor.getSnapshot().context).toMatchObject({ error: null, fieldErrors: {} })
  })

  it('keeps the chosen address when it is sent unchanged, and forgets it once the shopper changed a field', async () => {
    const unchanged = await atDelivery()
    unchanged.send({ type: 'checkout.delivery.submitted', delivery: { shipping: fieldsOf(work) } })
    expect(unchanged.getSnapshot().context.savedAddressId).toBe('a2')

    const changed = await atDelivery()
    changed.send({
      type: 'checkout.delivery.submitted',
      delivery: { shipping: { ...fieldsOf(work), streetName: 'Karlovo náměstí 8' } },
    })
    expect(changed.getSnapshot().context.savedAddressId).toBeNull()
    expect(changed.getSnapshot().context.delivery?.shipping.streetName).toBe('Karlovo náměstí 8')
  })
})
