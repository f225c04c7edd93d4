import { describe, expect, it } from 'vitest'
import {
  addressErrors,
  contactErrors,
  instalmentAmounts,
  needsStore,
  offeredMethods,
  serviceFieldErrors,
  validationErrorKey,
} from './checkout.rules'

/** The checkout's field rules, case by case from spec 5.2–5.5 (the model paths take only a valid and a blank form). */
const contact = (patch: Partial<Parameters<typeof contactErrors>[0]> = {}) =>
  contactErrors({ email: 'jana@example.cz', phone: '+420 601123456', country: 'CZ', policyAccepted: true, ...patch })
const address = (patch: Partial<Parameters<typeof addressErrors>[0]> = {}) =>
  addressErrors(
    {
      firstName: 'Jana',
      lastName: 'Nováková',
      streetName: 'Vodičkova 12',
      postalCode: '110 00',
      city: 'Praha',
      country: 'CZ',
      ...patch,
    },
    'shipping',
  )

describe('contact details (spec 5.3, 5.5)', () => {
  it('take an email with a name, a domain and a top-level domain of two letters or more', () => {
    expect(contact()).toEqual({})
    for (const email of [
      'jana@example',
      'jana example@example.cz',
      'jana@example.c',
      '@example.cz',
      'jana@@example.cz',
    ])
      expect(contact({ email }), email).toEqual({ email: 'email' })
    expect(contact({ email: '  ' })).toEqual({ email: 'required' })
  })

  it('take a phone of 6 to 15 digits and spaces, with a leading + at most', () => {
    expect(contact({ phone: '601123456' })).toEqual({})
    expect(contact({ phone: '601 123' })).toEqual({})
    for (const phone of ['60112', '+420-601-123', 'tel 601123456', '++420601123456'])
      expect(contact({ phone }), phone).toEqual({ phone: 'phone' })
    expect(contact({ phone: '+420 601 123 4567' })).toEqual({ phone: 'maxCharacters' })
  })

  it('take only a country code of the market’s shipping countries', () => {
    expect(contact({ country: 'cz' })).toEqual({ country: 'countryCode' })
    expect(contact({ country: 'DE' })).toEqual({ country: 'notShipped' })
    expect(contact({ country: '' })).toEqual({ country: 'required' })
    expect(contact({ country: 'CZEC' })).toEqual({ country: 'maxCharacters' })
  })
})

describe('an address (spec 5.2–5.4)', () => {
  it('needs names, street, postal code, city and country; spaces are no value', () => {
    expect(address()).toEqual({})
    expect(address({ firstName: ' ', lastName: '', streetName: ' ', postalCode: '', city: '', country: '' })).toEqual({
      'shipping.firstName': 'required',
      'shipping.lastName': 'required',
      'shipping.streetName': 'required',
      'shipping.postalCode': 'required',
      'shipping.city': 'required',
      'shipping.country': 'required',
    })
  })

  it('keeps company, second line and phone optional, within their lengths', () => {
    expect(address({ company: 'Kestrel s.r.o.', additionalAddressInfo: '2. patro', phone: '601123456' })).toEqual({})
    expect(address({ company: 'C'.repeat(26), additionalAddressInfo: 'A'.repeat(41), phone: '6'.repeat(16) })).toEqual({
      'shipping.company': 'maxCharacters',
      'shipping.additionalAddressInfo': 'maxCharacters',
      'shipping.phone': 'maxCharacters',
    })
    expect(address({ company: 'C'.repeat(25), additionalAddressInfo: 'A'.repeat(40) })).toEqual({})
    expect(address({ phone: 'call me' })).toEqual({ 'shipping.phone': 'phone' })
  })

  it('takes a Czech postal code of five digits, with or without the space', () => {
    expect(address({ postalCode: '11000' })).toEqual({})
    for (const postalCode of ['1100', '110 000', '11 000', 'ABC 12'])
      expect(address({ postalCode }), postalCode).toEqual({ 'shipping.postalCode': 'postalCode' })
  })

  it("takes each shipping country's own postal code form, where the store ships there (spec 5.4)", () => {
    const abroad = (country: string, postalCode: string) =>
      addressErrors(
        { firstName: 'Anna', lastName: 'Gruber', streetName: 'Kärntner Straße 5', postalCode, city: 'Wien', country },
        'shipping',
        ['AT', 'PL'],
      )
    expect(abroad('AT', '1010')).toEqual({})
    expect(abroad('AT', '110 00')).toEqual({ 'shipping.postalCode': 'postalCode' })
    expect(abroad('PL', '00-950')).toEqual({})
    expect(abroad('PL', '00950')).toEqual({ 'shipping.postalCode': 'postalCode' })
    // The Czech store does not ship to Austria.
    expect(address({ country: 'AT', postalCode: '1010' })).toEqual({ 'shipping.country': 'notShipped' })
  })

  it('refuses a PO box in either street line, in English, Czech or German', () => {
    for (const line of ['P.O. Box 12', 'PO Box 3', 'Poštovní přihrádka 5', 'P. P. 12', 'Postfach 3']) {
      expect(address({ streetName: line }), line).toEqual({ 'shipping.streetName': 'poBox' })
      expect(address({ additionalAddressInfo: line }), line).toEqual({ 'shipping.additionalAddressInfo': 'poBox' })
    }
    expect(address({ streetName: 'Boxerská 5' })).toEqual({})
  })

  it('takes alphabetic names and a city without digits, and only the market’s countries', () => {
    expect(address({ firstName: 'Jana-Marie', lastName: "O'Brien" })).toEqual({})
    expect(address({ firstName: 'J4na' })).toEqual({ 'shipping.firstName': 'notAlphabetic' })
    expect(address({ city: 'Praha 3' })).toEqual({ 'shipping.city': 'containsDigits' })
    expect(address({ country: 'AT', postalCode: '1010' })).toEqual({ 'shipping.country': 'notShipped' })
  })
})

describe('delivery methods (spec 4.3)', () => {
  it('a store is chosen for click and collect, try and buy and the jewellery pickup; not for home or parcel shop', () => {
    expect(['CC', 'CR', 'JP-CC', 'HD', 'PS'].map(needsStore)).toEqual([true, true, true, false, false])
  })

  it('home delivery is offered when the platform names no method', () => {
    expect(offeredMethods(undefined, false)).toEqual([{ key: 'HD', name: '' }])
    expect(offeredMethods([], true)).toEqual([{ key: 'HD', name: '' }])
    const methods = [
      { key: 'HD', name: 'Home' },
      { key: 'CR', name: 'Try and buy' },
    ]
    expect(offeredMethods(methods, false)).toEqual([methods[0]])
    expect(offeredMethods(methods, true)).toEqual(methods)
  })
})

describe('the address service’s answer (spec 8.3 step 2)', () => {
  const answer = (...codes: string[]) => ({
    valid: false,
    errors: codes.map((code) => ({ field: 'postalCode', code })),
  })
  it('names the carrier, the ground service or a general failure, in that order', () => {
    expect(validationErrorKey(answer('undeliverable_by_carrier', 'undeliverable'))).toBe(
      'checkout.step2.carrierException',
    )
    expect(validationErrorKey(answer('undeliverable'))).toBe('checkout.step2.groundEconomyServiceException')
    expect(validationErrorKey(answer('not_shipped'))).toBe('checkout.step2.groundEconomyServiceException')
    expect(validationErrorKey(answer('misspelt'))).toBe('checkout.step2.generalException')
    expect(validationErrorKey(answer())).toBe('checkout.step2.generalException')
  })

  it('puts each error on the form’s field', () => {
    expect(
      serviceFieldErrors(
        {
          valid: false,
          errors: [
            { field: 'city', code: 'misspelt' },
            { field: 'postalCode', code: 'undeliverable' },
          ],
        },
        'billing',
      ),
    ).toEqual({ 'billing.city': 'misspelt', 'billing.postalCode': 'undeliverable' })
  })
})

describe('pay-later instalments', () => {
  it('split the amount into equal parts, the first carrying the rest, and nothing for an amount or count that cannot be', () => {
    expect(instalmentAmounts(1000_00, 3)).toEqual([333_34, 333_33, 333_33])
    expect(instalmentAmounts(0, 3)).toEqual([0, 0, 0])
    expect(instalmentAmounts(100, 1)).toEqual([100])
    for (const [amount, count] of [
      [-1, 3],
      [100.5, 3],
      [100, 0],
      [100, 1.5],
    ] as const)
      expect(instalmentAmounts(amount, count), `${amount} in ${count}`).toEqual([])
  })
})
