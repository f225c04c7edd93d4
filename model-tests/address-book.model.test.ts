import { expect } from 'vitest'
import { addressBookMachine, selectFormOpen, selectIsBusy } from '../src/machines/account/address-book.machine'
import type { AddressBook, AddressDraft } from '../src/machines/account/address-book.types'
import { EMPTY } from './address-book.sights'
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

/** A saved address's form: its fields, and whether it is the default now (book(): a1 is both defaults). */
const formOf = (address: typeof home, defaults: boolean): AddressDraft => {
  const { id: _id, ...fields } = address
  return { ...fields, defaultShipping: defaults, defaultBilling: defaults }
}
const NOTHING_SAID = { failure: null, notice: null, errors: {}, validation: null }
const BUSY = ['loading', 'validating', 'saving', 'deleting', 'settingDefault']
const FORM = ['editing', 'validating', 'suggesting', 'saving']

const expectations = expectationsFor(addressBookMachine, {
  '*': [
    {
      says: 'each request of the shopper and each answer of the service leads where the spec says',
      check: ({ event, previous, in: inState }) => {
        const asked = event as { addressId?: string; kind?: string }
        const title = [home, work].find((address) => address.id === asked.addressId)?.title
        const leadsTo: Record<string, string | undefined> = {
          'addressBook.retried': 'loading',
          'addressBook.add.requested': 'editing',
          'addressBook.edit.requested': 'editing',
          'addressBook.delete.requested': 'confirmingDelete',
          'addressBook.default.requested': asked.kind === 'shipping' && !title ? 'editing' : 'settingDefault',
          'addressBook.form.cancelled': 'ready',
          'addressBook.suggestion.accepted': 'saving',
          'addressBook.suggestion.rejected': 'saving',
          'addressBook.suggestion.editRequested': 'editing',
          'addressBook.delete.confirmed': 'deleting',
          'addressBook.delete.cancelled': 'ready',
          'xstate.done.actor.loadBook': 'ready',
          'xstate.error.actor.loadBook': 'failed',
          'xstate.error.actor.validateAddress': 'editing',
          'xstate.done.actor.saveAddress': 'ready',
          'xstate.error.actor.saveAddress': 'editing',
          'xstate.done.actor.deleteAddress': 'ready',
          'xstate.error.actor.deleteAddress': 'ready',
          'xstate.done.actor.setDefault': 'ready',
          'xstate.error.actor.setDefault': 'ready',
        }
        const expected = leadsTo[event.type]
        if (expected && previous) expect(inState(expected), `${event.type} leads to ${expected}`).toBe(true)
      },
    },
    {
      says: 'the page is busy exactly while the service is asked, and the form shows while an address is edited and sent',
      check: ({ snapshot, in: inState }) => {
        expect(selectIsBusy(snapshot)).toBe(BUSY.some((state) => inState(state)))
        expect(selectFormOpen(snapshot)).toBe(FORM.some((state) => inState(state)))
      },
    },
  ],
  loading: [
    { says: 'the book is being read', check: ({ context }) => expect(context.book).toBeNull() },
    {
      says: 'a retried read says nothing of the failure before',
      check: ({ event, context }) => {
        if (event.type === 'addressBook.retried') expect(context).toMatchObject(NOTHING_SAID)
      },
    },
  ],
  failed: [{ says: 'a failed read says so', check: ({ context }) => expect(context.failure).toBe('load') }],
  ready: [
    {
      says: 'closing the form or the delete question leaves nothing said and nothing pending',
      check: ({ event, context }) => {
        if (event.type === 'addressBook.form.cancelled') expect(context).toMatchObject(NOTHING_SAID)
        if (event.type === 'addressBook.delete.cancelled') expect(context.pendingDelete).toBeNull()
      },
    },
    {
      says: 'a failed delete or default says so, and nothing stays pending',
      check: ({ event, context }) => {
        if (event.type === 'xstate.error.actor.deleteAddress') {
          expect(context.failure).toBe('delete')
          expect(context.pendingDelete).toBeNull()
        }
        if (event.type === 'xstate.error.actor.setDefault') {
          expect(context.failure).toBe('default')
          expect(context.pendingDefault).toBeNull()
        }
        if (event.type === 'xstate.done.actor.setDefault') expect(context.pendingDefault).toBeNull()
        if (event.type === 'xstate.done.actor.deleteAddress') expect(context.pendingDelete).toBeNull()
      },
    },
    {
      says: 'a saved address closes the form: no address is edited and no suggestion is kept',
      check: ({ event, context }) => {
        if (event.type !== 'xstate.done.actor.saveAddress') return
        expect(context.editingId).toBeNull()
        expect(context.validation).toBeNull()
      },
    },
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
      says: 'a new address starts from an empty form, an edited one from its saved fields, with nothing said',
      check: ({ event, context }) => {
        if (event.type === 'addressBook.add.requested') {
          expect(context.editingId).toBeNull()
          expect(context.draft).toEqual(EMPTY)
          expect(context).toMatchObject(NOTHING_SAID)
        }
        if (event.type === 'addressBook.edit.requested') {
          expect(context.editingId).toBe(event.addressId)
          // Home (a1) is the book's default for both; Work (a2) for neither.
          expect(context.draft).toEqual(event.addressId === 'a1' ? formOf(home, true) : formOf(work, false))
          expect(context).toMatchObject(NOTHING_SAID)
        }
      },
    },
    {
      says: 'an address without a title asked to be the default delivery address opens with the default ticked and the title asked for',
      check: ({ event, context }) => {
        if (event.type !== 'addressBook.default.requested') return
        expect(context.editingId).toBe('a2')
        expect(context.draft).toEqual({ ...formOf(work, false), defaultShipping: true })
        expect(context.errors).toEqual({ title: 'titleRequired' })
        expect(context.failure).toBeNull()
        expect(context.notice).toBeNull()
      },
    },
    {
      says: 'what is typed is kept; once errors show they follow the typing, before they do not show',
      check: ({ event, context, previous }) => {
        if (event.type !== 'addressBook.form.edited') return
        expect(context.draft).toEqual(event.draft)
        if (Object.keys(previous!.context.errors).length > 0) expect(context.errors).toEqual({ city: 'required' })
        else expect(context.errors).toEqual({})
      },
    },
    {
      says: 'a form turned away keeps what was typed',
      check: ({ event, context }) => {
        if (event.type === 'addressBook.form.submitted') expect(context.draft).toEqual(event.draft)
      },
    },
    {
      says: 'a check or a save that failed says so, and the form stays with what was entered',
      check: ({ event, context, previous }) => {
        if (event.type === 'xstate.error.actor.validateAddress') expect(context.failure).toBe('validate')
        if (event.type === 'xstate.error.actor.saveAddress') {
          expect(context.failure).toBe('save')
          expect(context.validation).toBeNull()
        }
        if (event.type.startsWith('xstate.error.actor.')) expect(context.draft).toEqual(previous!.context.draft)
      },
    },
    {
      says: 'asking to edit a suggested address drops the suggestion',
      check: ({ event, context }) => {
        if (event.type === 'addressBook.suggestion.editRequested') expect(context.validation).toBeNull()
      },
    },
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
      says: 'what is sent is what was typed, with nothing said from before',
      check: ({ event, context }) => {
        if (event.type !== 'addressBook.form.submitted') return
        expect(context.draft).toEqual(event.draft)
        expect(context.errors).toEqual({})
        expect(context.failure).toBeNull()
      },
    },
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
      says: 'the address is saved on the book as last read, as the address edited (none for a new one)',
      check: ({ context, invoked, event }) => {
        if (event.type.startsWith('xstate.done.actor.saveAddress')) return
        const saved = invoked.find((call) => call.id === 'saveAddress')?.input as
          { version: number; addressId: string | null; draft: AddressDraft } | undefined
        if (!saved) return
        expect(saved.version).toBe(context.book!.version)
        expect(saved.addressId).toBe(context.editingId)
        expect(saved.draft).toEqual(context.draft)
      },
    },
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
    {
      says: 'nothing said before stays',
      check: ({ context }) => {
        expect(context.failure).toBeNull()
        expect(context.notice).toBeNull()
      },
    },
  ],
  deleting: [
    {
      says: 'the confirmed address is deleted from the book as last read',
      check: ({ invoked, context }) =>
        expect(invoked).toEqual([{ id: 'deleteAddress', input: { addressId: 'a2', version: context.book!.version } }]),
    },
  ],
  settingDefault: [
    {
      says: 'a titled address becomes the default asked for, with its title; nothing said before stays',
      check: ({ invoked, event, context }) => {
        const asked = event as { addressId?: string; kind?: string }
        const title = [home, work].find((address) => address.id === asked.addressId)?.title
        expect(invoked).toEqual([
          {
            id: 'setDefault',
            input: { addressId: asked.addressId, kind: asked.kind, title, version: context.book!.version },
          },
        ])
        expect(context.failure).toBeNull()
        expect(context.notice).toBeNull()
      },
    },
  ],
})

describeModel('address book', addressBookMachine, {
  events: {
    domain: [
      { type: 'addressBook.retried' },
      { type: 'addressBook.add.requested' },
      { type: 'addressBook.edit.requested', addressId: 'a1' },
      { type: 'addressBook.edit.requested', addressId: 'a2' },
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
      { type: 'addressBook.default.requested', addressId: 'a2', kind: 'billing' },
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
  // What is said on the page must go when the shopper moves on: a step from a page that says something is a step of its own.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { errors: object; failure: unknown; notice: unknown }
    }
    return [value, Object.keys(context.errors).length > 0, context.failure, context.notice]
  },
  expectations,
  mustAccept: {
    failed: [{ type: 'addressBook.retried' }],
    ready: [
      { type: 'addressBook.add.requested' },
      { type: 'addressBook.edit.requested', addressId: 'a1' },
      { type: 'addressBook.delete.requested', addressId: 'a1' },
      { type: 'addressBook.default.requested', addressId: 'a1', kind: 'billing' },
    ],
    editing: [
      { type: 'addressBook.form.edited', draft: draft({ city: '' }) },
      { type: 'addressBook.form.submitted', draft: draft() },
      { type: 'addressBook.form.cancelled' },
    ],
    suggesting: [
      { type: 'addressBook.suggestion.accepted' },
      { type: 'addressBook.suggestion.rejected' },
      { type: 'addressBook.suggestion.editRequested' },
    ],
    confirmingDelete: [{ type: 'addressBook.delete.confirmed' }, { type: 'addressBook.delete.cancelled' }],
  },
  mustIgnore: { ready: [{ type: 'addressBook.edit.requested', addressId: 'zz' }] },
  requireEveryTransition: true,
})
