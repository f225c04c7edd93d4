// @ts-nocheck
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  addressDraftErrors,
  draftOf,
  EMPTY_DRAFT,
  hasErrors,
  serviceErrors,
  suggestsChange,
  withSuggestion,
} from './address-book.rules'
import type {
  AddressBook,
  AddressBookFailure,
  AddressBookNotice,
  AddressDraft,
  AddressFieldErrors,
  AddressSave,
  AddressValidationResult,
  DefaultKind,
} from './address-book.types'

type AddressBookEvent =
  | { type: 'addressBook.retried' }
  | { type: 'addressBook.add.requested' }
  | { type: 'addressBook.edit.requested'; addressId: string }
  | { type: 'addressBook.form.edited'; draft: AddressDraft }
  | { type: 'addressBook.form.submitted'; draft: AddressDraft }
  | { type: 'addressBook.form.cancelled' }
  | { type: 'addressBook.suggestion.accepted' }
  | { type: 'addressBook.suggestion.rejected' }
  | { type: 'addressBook.suggestion.editRequested' }
  | { type: 'addressBook.delete.requested'; addressId: string }
  | { type: 'addressBook.delete.confirmed' }
  | { type: 'addressBook.delete.cancelled' }
  | { type: 'addressBook.default.requested'; addressId: string; kind: DefaultKind }

/** Every change answers the whole book; the shopper state merges it (spec 4.6). */
type AddressBookEmitted = { type: 'addressBook.changed'; book: AddressBook }

interface AddressBookContext {
  book: AddressBook | null
  /** The address the form edits; null for a new one. */
  editingId: string | null
  draft: AddressDraft
  /** Counts the drafts the machine wrote over what the shopper typed (a suggestion taken): the form shows each anew. */
  draftRevision: number
  errors: AddressFieldErrors
  validation: AddressValidationResult | null
  pendingDelete: string | null
  pendingDefault: { addressId: string; kind: DefaultKind; title: string } | null
  failure: AddressBookFailure | null
  notice: AddressBookNotice | null
}

const addressOf = (context: AddressBookContext, id: string) => context.book?.addresses.find((a) => a.id === id)

/**
 * The address book of spec 2.7: add, edit and delete saved addresses, default shipping and billing.
 * The form's rules (5.2–5.4) decide before the address service is asked; a suggestion of the service
 * is offered as in the checkout (use entered, use updated, edit); the title is asked for before an
 * address becomes the default shipping address (5.2).
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    emitted: {} as AddressBookEmitted,
  },
  actors: {
    loadBook: fromPromise<AddressBook, void>(async () => {
      throw new Error('loadBook actor not provided')
    }),
    validateAddress: fromPromise<AddressValidationResult, { draft: AddressDraft }>(async () => {
      throw new Error('validateAddress actor not provided')
    }),
    saveAddress: fromPromise<AddressBook, AddressSave>(async () => {
      throw new Error('saveAddress actor not provided')
    }),
    deleteAddress: fromPromise<AddressBook, { version: number; addressId: string }>(async () => {
      throw new Error('deleteAddress actor not provided')
    }),
    setDefault: fromPromise<AddressBook, { version: number; addressId: string; kind: DefaultKind; title: string }>(
      async () => {
        throw new Error('setDefault actor not provided')
      },
    ),
  },
  guards: {
    formInvalid: ({ event }) =>
      event.type === 'addressBook.form.submitted' && hasErrors(addressDraftErrors(event.draft)),
    knownAddress: ({ context, event }) => 'addressId' in event && addressOf(context, event.addressId) !== undefined,
    // Spec 5.2: without a title the address cannot become the default shipping address; the form asks for it.
    needsTitle: ({ context, event }) => {
      if (event.type !== 'addressBook.default.requested' || event.kind !== 'shipping') return false
      const address = addressOf(context, event.addressId)
      return address !== undefined && !address.title.trim()
    },
    offersSuggestion: (_, params: { result: AddressValidationResult }) => suggestsChange(params.result),
    refused: (_, params: { result: AddressValidationResult }) => params.result.errors.length > 0,
  },
  actions: {
    assignBook: assign((_, params: { book: AddressBook }) => ({ book: params.book })),
    announceBook: emit((_, params: { book: AddressBook }) => ({
      type: 'addressBook.changed' as const,
      book: params.book,
    })),
    clearMessages: assign({ failure: null, notice: null, errors: {}, validation: null }),
  },
}).createMachine({
  id: 'addressBook',
  context: {
    book: null,
    editingId: null,
    draft: EMPTY_DRAFT,
    draftRevision: 0,
    errors: {},
    validation: null,
    pendingDelete: null,
    pendingDefault: null,
    failure: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBook',
        src: 'loadBook',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignBook', params: ({ event }) => ({ book: event.output }) },
            { type: 'announceBook', params: ({ event }) => ({ book: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: 'load' as const }) },
      },
    },
    failed: {
      on: { 'addressBook.retried': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      on: {
        'addressBook.add.requested': {
          target: 'editing',
          actions: ['clearMessages', assign({ editingId: null, draft: EMPTY_DRAFT })],
        },
        'addressBook.edit.requested': {
          guard: 'knownAddress',
          target: 'editing',
          actions: [
            'clearMessages',
            assign(({ context, event }) => ({
              editingId: event.addressId,
              draft: draftOf(context.book!, addressOf(context, event.addressId)!),
            })),
          ],
        },
        'addressBook.delete.requested': {
          guard: 'knownAddress',
          target: 'confirmingDelete',
          actions: ['clearMessages', assign({ pendingDelete: ({ event }) => event.addressId })],
        },
        'addressBook.default.requested': [
          {
            guard: 'needsTitle',
            target: 'editing',
            actions: [
              'clearMessages',
              assign(({ context, event }) => ({
                editingId: event.addressId,
                draft: { ...draftOf(context.book!, addressOf(context, event.addressId)!), defaultShipping: true },
                errors: { title: 'titleRequired' },
              })),
            ],
          },
          {
            guard: 'knownAddress',
            target: 'settingDefault',
            actions: [
              'clearMessages',
              assign(({ context, event }) => ({
                pendingDefault: {
                  addressId: event.addressId,
                  kind: event.kind,
                  title: addressOf(context, event.addressId)!.title,
                },
              })),
            ],
          },
        ],
      },
    },
    editing: {
      on: {
        // Once errors show, they follow the typing (spec 5.5 checks as the shopper corrects).
        'addressBook.form.edited': {
          actions: assign(({ context, event }) => ({
            draft: event.draft,
            errors: hasErrors(context.errors) ? addressDraftErrors(event.draft) : context.errors,
          })),
        },
        'addressBook.form.submitted': [
          {
            guard: 'formInvalid',
            actions: assign(({ event }) => ({ draft: event.draft, errors: addressDraftErrors(event.draft) })),
          },
          { target: 'validating', actions: assign({ draft: ({ event }) => event.draft, errors: {}, failure: null }) },
        ],
        'addressBook.form.cancelled': { target: 'ready', actions: 'clearMessages' },
      },
    },
    validating: {
      invoke: {
        id: 'validateAddress',
        src: 'validateAddress',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: [
          {
            guard: { type: 'offersSuggestion', params: ({ event }) => ({ result: event.output }) },
            target: 'suggesting',
            actions: assign({ validation: ({ event }) => event.output }),
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: assign({ errors: ({ event }) => serviceErrors(event.output) }),
          },
          { target: 'saving' },
        ],
        onError: { target: 'editing', actions: assign({ failure: 'validate' as const }) },
      },
    },
    suggesting: {
      on: {
        'addressBook.suggestion.accepted': {
          target: 'saving',
          actions: assign({
            draft: ({ context }) => withSuggestion(context.draft, context.validation),
            draftRevision: ({ context }) => context.draftRevision + 1,
          }),
        },
        'addressBook.suggestion.rejected': 'saving',
        'addressBook.suggestion.editRequested': { target: 'editing', actions: assign({ validation: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          version: context.book!.version,
          addressId: context.editingId,
          draft: context.draft,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignBook', params: ({ event }) => ({ book: event.output }) },
            { type: 'announceBook', params: ({ event }) => ({ book: event.output }) },
            assign({ notice: 'saved' as const, validation: null, editingId: null }),
          ],
        },
        onError: { target: 'editing', actions: assign({ failure: 'save' as const, validation: null }) },
      },
    },
    confirmingDelete: {
      on: {
        'addressBook.delete.confirmed': 'deleting',
        'addressBook.delete.cancelled': { target: 'ready', actions: assign({ pendingDelete: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ version: context.book!.version, addressId: context.pendingDelete! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignBook', params: ({ event }) => ({ book: event.output }) },
            { type: 'announceBook', params: ({ event }) => ({ book: event.output }) },
            assign({ notice: 'deleted' as const, pendingDelete: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: 'delete' as const, pendingDelete: null }) },
      },
    },
    settingDefault: {
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context }) => ({ version: context.book!.version, ...context.pendingDefault! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignBook', params: ({ event }) => ({ book: event.output }) },
            { type: 'announceBook', params: ({ event }) => ({ book: event.output }) },
            assign({ notice: 'defaultSet' as const, pendingDefault: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: 'default' as const, pendingDefault: null }) },
      },
    },
  },
})

type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>

export const selectIsBusy = (s: AddressBookSnapshot): boolean =>
  s.matches('loading') ||
  s.matches('validating') ||
  s.matches('saving') ||
  s.matches('deleting') ||
  s.matches('settingDefault')
export const selectFormOpen = (s: AddressBookSnapshot): boolean =>
  s.matches('editing') || s.matches('validating') || s.matches('suggesting') || s.matches('saving')
