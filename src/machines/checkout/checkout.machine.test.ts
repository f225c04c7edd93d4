import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkoutMachine } from './checkout.machine'
import type { AddressFields, AddressValidationResult, CheckoutCart, PaymentMethodData, PaymentOutcome, PaymentSession, PlacedOrder } from './checkout.types'
import { addressErrors, contactErrors, defaultDeliveryMethod, offeredMethods } from './checkout.rules'

const cart = { id: 'c1', version: 1, totalCentAmount: 249900, currencyCode: 'CZK' }
const contact = { email: 'jana@example.com', country: 'CZ', phone: '+420601123456', policyAccepted: true }
const address = { firstName: 'Jana', lastName: 'Nováková', streetName: 'Vodičkova 12', postalCode: '110 00', city: 'Praha', country: 'CZ' }

describe('checkout rules', () => {
  it('defaults to HD, and falls back to key HD with an empty name (spec 4.3)', () => {
    expect(defaultDeliveryMethod([{ key: 'CC', name: 'C' }, { key: 'HD', name: 'Home' }])).toEqual({ key: 'HD', name: 'Home' })
    expect(defaultDeliveryMethod([{ key: 'CC', name: 'C' }])).toEqual({ key: 'HD', name: '' })
    expect(defaultDeliveryMethod(undefined)).toEqual({ key: 'HD', name: '' })
  })

  it('offers try-and-buy only where the market has it', () => {
    const methods = [{ key: 'HD', name: '' }, { key: 'CR', name: '' }]
    expect(offeredMethods(methods, false).map((m) => m.key)).toEqual(['HD'])
    expect(offeredMethods(methods, true).map((m) => m.key)).toEqual(['HD', 'CR'])
  })

  it('applies the limits and formats of spec 5.3 to contact details', () => {
    expect(contactErrors(contact)).toEqual({})
    expect(contactErrors({ ...contact, email: `${'a'.repeat(30)}@example.com` })).toEqual({ email: 'maxCharacters' })
    expect(contactErrors({ ...contact, phone: '12' })).toEqual({ phone: 'phone' })
    expect(contactErrors({ ...contact, phone: '+4206011234567890' })).toEqual({ phone: 'maxCharacters' })
  })

  it('applies the address rules of spec 5.4', () => {
    expect(addressErrors(address, 'shipping')).toEqual({})
    expect(addressErrors({ ...address, city: 'Praha 1' }, 's')).toEqual({ 's.city': 'containsDigits' })
    expect(addressErrors({ ...address, streetName: 'P.O. Box 12' }, 's')).toEqual({ 's.streetName': 'poBox' })
    expect(addressErrors({ ...address, firstName: 'J4na' }, 's')).toEqual({ 's.firstName': 'notAlphabetic' })
    expect(addressErrors({ ...address, postalCode: '1100' }, 's')).toEqual({ 's.postalCode': 'postalCode' })
    expect(addressErrors({ ...address, country: 'DE' }, 's')).toEqual({ 's.country': 'notShipped' })
    expect(addressErrors({ ...address, lastName: 'x'.repeat(26) }, 's')).toEqual({ 's.lastName': 'maxCharacters' })
  })
})

describe('checkout machine', () => {
  it('goes through the three steps and announces a paid order once', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        saveContact: fromPromise(async () => cart),
        validateAddress: fromPromise<AddressValidationResult, { address: AddressFields; carrier: string | null }>(async () => ({ valid: true, errors: [] })),
        saveDelivery: fromPromise(async () => cart),
        createSession: fromPromise(async () => ({ id: 'CS1', sessionData: 'x', reference: 'KP-1' })),
        createOrder: fromPromise<PlacedOrder, { cart: CheckoutCart }>(async () => ({ id: 'o1', orderNumber: 'KCZ1' })),
        submitPayment: fromPromise<PaymentOutcome, { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }>(async () => ({ orderId: 'o1', resultCode: 'Authorised', action: null })),
      },
    })
    const actor = createActor(machine, { input: { cart } })
    const completed: unknown[] = []
    actor.on('checkout.completed', (event) => completed.push(event))
    actor.start()
    actor.send({ type: 'checkout.contact.submitted', contact })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches('DELIVERY')).toBe(true)
    actor.send({ type: 'checkout.delivery.submitted', delivery: { shipping: address, billing: null, addressesMatch: true } })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches({ PAYMENT: 'ready' })).toBe(true)
    const card = { type: 'scheme' as const, number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' }
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    actor.send({ type: 'checkout.payment.submitted', paymentData: card })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches({ PAYMENT: 'paid' })).toBe(true)
    expect(completed).toEqual([{ type: 'checkout.completed', orderId: 'o1', status: 'Paid' }])
    expect(actor.getSnapshot().context.paymentData).toBeNull()
  })
})
