// @ts-nocheck
import { expect } from 'vitest'
import { addressBookMachine } from '../src/machines/account/address-book.machine'
import type { AddressBook, AddressDraft } from '../src/machines/account/address-book.types'
import { expectationsFor, lastOf } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const home = {
  id: 'a1',
  addressName: 'Domov',
  title: 'Paní',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: '',
  streetName: 'Vinohradská 112',
  additionalAddressInfo: '',
  postalCode: '130 00',
  city: 'Praha',
  country: 'CZ',
  phone: '',
}
const work = { ...home, id: 'a2', addressName: 'Práce', title: '', streetName: 'Karlovo náměstí 7' }
const book = (version: number, addresses = [home, work]): AddressBook => ({
  id: 'c1',
  version,
  addresses,
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: 'a1',
})
const draft = (fields: Partial<AddressDraft> = {}): AddressDraft => ({
  addressName: 'Chata',
  title: '',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: '',
  streetName: 'Lesní 5',
  additionalAddressInfo: '',
  postalCode: '602 00',
  city: 'Brno',
  country: 'CZ',
  phone: '',
  defaultShipping: false,
  defaultBilling: false,
  ...fields,
})

/** Spec 5.2: country, names, street, postal code, city and the address name are required. */
const REQUIRED = ['addressName', 'firstName', 'lastName', 'streetName', 'postalCode', 'city']

const expectations = expectationsFor(addressBookMachine, {
  loading: [{ says: 'the book is being read', check: ({ context }) => expect(context.book).toBeNull() }],
  failed: [{ says: 'a failed read says so', check: ({ context }) => expect(context.failure).toBe('load') }],
  ready: [
    {
      says: 'every answer of the service is announced whole, so the shopper state merges it (spec 4.6)',
      check: ({ event, emitted, context }) => {
        if (event.type.startsWith('xstate.done.actor.'))
          expect(lastOf(emitted, 'addressBook.changed')?.book).toEqual(context.book)
      },
    },
    {
      says: 'a save, delete or new default that went through says so',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.saveAddress') expect(context.notice).toBe('saved')
        if (event.type === 'xstate.done.actor.deleteAddress') expect(context.notice).toBe('deleted')
        if (event.type === 'xstate.done.actor.setDefault') expect(context.notice).toBe('defaultSet')
      },
    },
  ],
  editing: [
    {
      says: 'a submitted form with an empty required field stays open with its errors, the service is not asked',
      check: ({ event, context, invoked }) => {
        if (event.type !== 'addressBook.form.submitted') return
        const empty = REQUIRED.filter((field) => !String(event.draft[field as keyof AddressDraft]).trim())
        for (const field of empty) expect(context.errors[field]).toBe('required')
        expect(invoked).toEqual([])
      },
    },
    {
      says: 'the default delivery address needs a title (spec 5.2)',
      check: ({ event, context }) => {
        if (event.type === 'addressBook.default.requested') expect(context.errors.title).toBe('titleRequired')
      },
    },
    {
      says: 'the address service’s refusal shows on the form',
      check: ({ event, context }) => {
        if (event.type === 'xstate.done.actor.validateAddress') expect(context.errors.postalCode).toBe('undeliverable')
      },
    },
  ],
  validating: [
    {
      says: 'the address service checks what was entered (spec 5.4)',
      check: ({ invoked, event }) => {
        if (event.type === 'addressBook.form.submitted')
          expect(invoked).toEqual([{ id: 'validateAddress', input: { draft: event.draft } }])
      },
    },
  ],
  suggesting: [
    {
      says: 'you entered and we suggest are both shown',
      check: ({ context, events }) => {
        expect(context.validation?.suggestion?.city).toBe('Brno')
        expect(context.draft).toEqual(lastOf(events, 'addressBook.form.submitted')?.draft)
      },
    },
  ],
  saving: [
    {
      says: 'use updated saves the suggested address, use entered what was typed',
      check: ({ event, events, invoked }) => {
        const saved = invoked.find((call) => call.id === 'saveAddress')?.input as { draft: AddressDraft } | undefined
        const entered = lastOf(events, 'addressBook.form.submitted')?.draft
        if (event.type === 'addressBook.suggestion.accepted') expect(saved?.draft).toEqual({ ...entered, city: 'Brno' })
        if (event.type === 'addressBook.suggestion.rejected') expect(saved?.draft).toEqual(entered)
      },
    },
    {
      says: 'the form shows the updated address anew; what the shopper typed it shows as typed',
      check: ({ event, context, previous }) => {
        const taken = event.type === 'addressBook.suggestion.accepted' ? 1 : 0
        expect(context.draftRevision).toBe(previous!.context.draftRevision + taken)
      },
    },
  ],
  confirmingDelete: [
    { says: 'the address to delete is asked about', check: ({ context }) => expect(context.pendingDelete).toBe('a2') },
  ],
  deleting: [
    {
      says: 'the confirmed address is deleted',
      check: ({ invoked }) => expect(invoked[0]).toMatchObject({ id: 'deleteAddress', input: { addressId: 'a2' } }),
    },
  ],
  settingDefault: [
    {
      says: 'a titled address becomes a default with its title; billing needs none',
      check: ({ invoked }) =>
        expect(invoked[0]?.input).toMatchObject({ addressId: 'a1', version: expect.any(Number) as number }),
    },
  ],
})

describeModel('address book', addressBookMachine, {
  events: {
    domain: [
      { type: 'addressBook.retried' },
      { type: 'addressBook.add.requested' },
      { type: 'addressBook.edit.requested', addressId: 'a1' },
      { type: 'addressBook.edit.requested', addressId: 'zz' },
      { type: 'addressBook.form.edited', draft: draft({ city: '' }) },
      { type: 'addressBook.form.submitted', draft: draft() },
      { type: 'addressBook.form.submitted', draft: draft({ city: 'Bmo' }) },
      { type: 'addressBook.form.submitted', draft: draft({ addressName: '', streetName: ' ' }) },
      { type: 'addressBook.form.cancelled' },
      { type: 'addressBook.suggestion.accepted' },
      { type: 'addressBook.suggestion.rejected' },
      { type: 'addressBook.suggestion.editRequested' },
      { type: 'addressBook.delete.requested', addressId: 'a2' },
      { type: 'addressBook.delete.confirmed' },
      { type: 'addressBook.delete.cancelled' },
      { type: 'addressBook.default.requested', addressId: 'a1', kind: 'shipping' },
      { type: 'addressBook.default.requested', addressId: 'a2', kind: 'shipping' },
      { type: 'addressBook.default.requested', addressId: 'a1', kind: 'billing' },
    ],
    outputs: {
      loadBook: [book(1)],
      validateAddress: [
        named('valid', { valid: true, errors: [] }),
        named('suggestion', {
          valid: false,
          errors: [{ field: 'city', code: 'misspelt' }],
          suggestion: {
            streetName: 'Lesní 5',
            postalCode: '602 00',
            city: 'Brno',
            country: 'CZ',
            changedFields: ['city'],
          },
        }),
        named('undeliverable', { valid: false, errors: [{ field: 'postalCode', code: 'undeliverable' }] }),
      ],
      saveAddress: [book(2)],
      deleteAddress: [book(3, [home])],
      setDefault: [book(4)],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { draft: AddressDraft; errors: object; book: AddressBook | null; validation: unknown }
    }
    return JSON.stringify([value, context.draft.city, Object.keys(context.errors).length > 0, context.book?.version])
  },
  expectations,
  requireEveryTransition: true,
  minimalPaths: true,
})
