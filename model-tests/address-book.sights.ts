import type { EventObject } from 'xstate'
import type { AddressDraft } from '../src/machines/account/address-book.types'

/**
 * What a shopper sees on the address book page (spec 2.7, 5.2–5.5), replayed from their actions and
 * the services' answers alone: the saved addresses with their default badges, the form with its
 * errors, the address service's suggestion, the delete question, and the messages the page says, in
 * the words of the English catalog. Written from the spec, not read from the statechart.
 */
export const ADDRESS_TEXT = {
  empty: 'You have no saved addresses yet.',
  loading: 'Loading…',
  required: 'This field is required.',
  titleRequired: 'Please enter a title to make this your default delivery address.',
  undeliverable: 'We cannot deliver to this postal code.',
  newHeading: 'New address',
  editHeading: 'Edit address',
  shippingBadge: 'Default delivery address',
  billingBadge: 'Default billing address',
  notices: {
    saved: 'The address has been saved.',
    deleted: 'The address has been deleted.',
    defaultSet: 'Your default address has been changed.',
  },
  failures: {
    load: 'Your addresses could not be loaded.',
    validate: 'The address could not be checked. Please try again.',
    save: 'The address could not be saved. Please try again.',
    delete: 'The address could not be deleted. Please try again.',
    default: 'The default address could not be changed. Please try again.',
  },
} as const

/** The form's fields by the labels the shopper reads. */
export const FIELD_LABELS: Partial<Record<keyof AddressDraft, string>> = {
  addressName: 'Address name',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  streetName: 'Street and number',
  postalCode: 'Postal code',
  city: 'City',
}

/** Spec 5.2: the fields an address cannot be saved without. */
const REQUIRED: Array<keyof AddressDraft> = ['addressName', 'firstName', 'lastName', 'streetName', 'postalCode', 'city']

export interface SeenCard {
  /** The card's heading: the address name. */
  name: string
  /** The person line: title, first and last name. */
  person: string
  street: string
  town: string
  shipping: boolean
  billing: boolean
}

interface SeenAddress extends SeenCard {
  id: string
  draft: AddressDraft
}

export interface AddressBookSeen {
  /** The book is being read: only 'Loading…' shows. */
  loading: boolean
  /** The read failed: 'Try again' is offered. */
  failedToLoad: boolean
  /** The saved addresses, shown when no form, suggestion or question hides them (null: not shown). */
  cards: SeenCard[] | null
  /** The list's buttons are disabled while a change is on its way. */
  listBusy: boolean
  form: { heading: string; busy: boolean; errors: Partial<Record<keyof AddressDraft, string>> } | null
  /** The fields' values when the form opens or the shopper has just typed (null: not checked). */
  values: Partial<Record<keyof AddressDraft, string>> | null
  /** What was entered beside the suggestion, until the shopper chooses (then the form shows the save on its way). */
  suggestion: { entered: string; suggested: string } | null
  /** The delete question, naming the address, and whether the deletion is on its way. */
  confirm: { text: string; busy: boolean } | null
  notice: string | null
  failure: string | null
}

type Event = EventObject & Record<string, unknown>

interface Suggestion {
  streetName: string
  postalCode: string
  city: string
}

/** Replays the shopper's actions and the answers on the book the page opened with. */
export function addressBookSeen(start: Array<{ id: string; draft: AddressDraft }>, events: Event[]): AddressBookSeen {
  let phase:
    | 'loading'
    | 'failed'
    | 'ready'
    | 'editing'
    | 'validating'
    | 'suggesting'
    | 'saving'
    | 'confirming'
    | 'deleting'
    | 'settingDefault' = 'loading'
  let addresses: SeenAddress[] = []
  let editing: string | null = null
  let draft: AddressDraft | null = null
  let errors: Partial<Record<keyof AddressDraft, string>> = {}
  let suggestion: Suggestion | null = null
  let pendingDelete: string | null = null
  let pendingDefault: { id: string; kind: string } | null = null
  let notice: string | null = null
  let failure: string | null = null
  let values: AddressBookSeen['values'] = null
  let added = 0

  const find = (id: unknown) => addresses.find((address) => address.id === id)
  const clear = () => {
    notice = null
    failure = null
    errors = {}
  }
  // Spec 5.2: the required fields, and a title for the default delivery address.
  const requiredErrors = (d: AddressDraft): Partial<Record<keyof AddressDraft, string>> => ({
    ...Object.fromEntries(REQUIRED.filter((field) => !String(d[field]).trim()).map((f) => [f, ADDRESS_TEXT.required])),
    ...(d.defaultShipping && !d.title.trim() ? { title: ADDRESS_TEXT.titleRequired } : {}),
  })
  /** The address as its form opens: its fields and whether it is a default. */
  const draftOf = (address: SeenAddress): AddressDraft => ({
    ...address.draft,
    defaultShipping: address.shipping,
    defaultBilling: address.billing,
  })
  const fieldValues = (d: AddressDraft) =>
    Object.fromEntries(Object.keys(FIELD_LABELS).map((field) => [field, String(d[field as keyof AddressDraft])]))

  for (const event of events) {
    values = null
    switch (event.type) {
      case 'xstate.done.actor.loadBook':
        addresses = start.map(({ id, draft: d }) => card(id, d))
        phase = 'ready'
        break
      case 'xstate.error.actor.loadBook':
        failure = ADDRESS_TEXT.failures.load
        phase = 'failed'
        break
      case 'addressBook.retried':
        clear()
        phase = 'loading'
        break
      case 'addressBook.add.requested':
        clear()
        editing = null
        draft = { ...EMPTY }
        values = fieldValues(draft)
        phase = 'editing'
        break
      case 'addressBook.edit.requested':
        clear()
        editing = event.addressId as string
        draft = draftOf(find(editing)!)
        values = fieldValues(draft)
        phase = 'editing'
        break
      case 'addressBook.default.requested': {
        clear()
        const address = find(event.addressId)!
        // Spec 5.2: an address without a title cannot become the default delivery address; the form asks for one.
        if (event.kind === 'shipping' && !address.draft.title.trim()) {
          editing = address.id
          draft = { ...draftOf(address), defaultShipping: true }
          errors = { title: ADDRESS_TEXT.titleRequired }
          values = fieldValues(draft)
          phase = 'editing'
        } else {
          pendingDefault = { id: address.id, kind: event.kind as string }
          phase = 'settingDefault'
        }
        break
      }
      case 'addressBook.form.edited': {
        draft = event.draft as AddressDraft
        // Spec 5.5: errors once shown follow the shopper's corrections.
        if (Object.keys(errors).length) errors = requiredErrors(draft)
        values = fieldValues(draft)
        break
      }
      case 'addressBook.form.submitted': {
        draft = event.draft as AddressDraft
        const missing = requiredErrors(draft)
        if (Object.keys(missing).length) errors = missing
        else {
          errors = {}
          failure = null
          phase = 'validating'
        }
        break
      }
      case 'addressBook.form.cancelled':
        clear()
        phase = 'ready'
        break
      case 'xstate.done.actor.validateAddress': {
        const result = event.output as {
          errors: Array<{ field: string; code: string }>
          suggestion?: (Suggestion & { changedFields: string[] }) | null
        }
        if (result.suggestion?.changedFields.length) {
          suggestion = result.suggestion
          phase = 'suggesting'
        } else if (result.errors.length) {
          errors = Object.fromEntries(result.errors.map((e) => [e.field, ADDRESS_TEXT[e.code as 'undeliverable']]))
          phase = 'editing'
        } else phase = 'saving'
        break
      }
      case 'xstate.error.actor.validateAddress':
        failure = ADDRESS_TEXT.failures.validate
        phase = 'editing'
        break
      case 'addressBook.suggestion.accepted':
        // Spec 2.7: the updated address takes the service's street (when it has one), postcode and town,
        // and the form shows it while it is saved.
        draft = {
          ...draft!,
          streetName: suggestion!.streetName || draft!.streetName,
          postalCode: suggestion!.postalCode,
          city: suggestion!.city,
        }
        values = fieldValues(draft)
        phase = 'saving'
        break
      case 'addressBook.suggestion.rejected':
        phase = 'saving'
        break
      case 'addressBook.suggestion.editRequested':
        suggestion = null
        phase = 'editing'
        break
      case 'xstate.done.actor.saveAddress': {
        const saved = draft!
        const id = editing ?? `new-${++added}`
        const previous = editing ? find(editing) : undefined
        const address = {
          ...card(id, saved),
          shipping: previous?.shipping ?? false,
          billing: previous?.billing ?? false,
        }
        addresses = previous ? addresses.map((a) => (a.id === id ? address : a)) : [...addresses, address]
        if (saved.defaultShipping) addresses = addresses.map((a) => ({ ...a, shipping: a.id === id }))
        if (saved.defaultBilling) addresses = addresses.map((a) => ({ ...a, billing: a.id === id }))
        notice = ADDRESS_TEXT.notices.saved
        suggestion = null
        editing = null
        phase = 'ready'
        break
      }
      case 'xstate.error.actor.saveAddress':
        failure = ADDRESS_TEXT.failures.save
        suggestion = null
        // The form keeps the address that was sent, to be sent again.
        values = fieldValues(draft!)
        phase = 'editing'
        break
      case 'addressBook.delete.requested':
        clear()
        pendingDelete = event.addressId as string
        phase = 'confirming'
        break
      case 'addressBook.delete.cancelled':
        pendingDelete = null
        phase = 'ready'
        break
      case 'addressBook.delete.confirmed':
        phase = 'deleting'
        break
      case 'xstate.done.actor.deleteAddress':
        addresses = addresses.filter((a) => a.id !== pendingDelete)
        notice = ADDRESS_TEXT.notices.deleted
        pendingDelete = null
        phase = 'ready'
        break
      case 'xstate.error.actor.deleteAddress':
        failure = ADDRESS_TEXT.failures.delete
        pendingDelete = null
        phase = 'ready'
        break
      case 'xstate.done.actor.setDefault': {
        const { id, kind } = pendingDefault!
        addresses = addresses.map((a) =>
          kind === 'shipping' ? { ...a, shipping: a.id === id } : { ...a, billing: a.id === id },
        )
        notice = ADDRESS_TEXT.notices.defaultSet
        pendingDefault = null
        phase = 'ready'
        break
      }
      case 'xstate.error.actor.setDefault':
        failure = ADDRESS_TEXT.failures.default
        pendingDefault = null
        phase = 'ready'
        break
      default:
        throw new Error(`The address book has no rule for ${event.type}`)
    }
  }

  const formPhases = ['editing', 'validating', 'suggesting', 'saving']
  const toDelete = find(pendingDelete)
  return {
    loading: phase === 'loading',
    failedToLoad: phase === 'failed',
    cards: ['ready', 'settingDefault'].includes(phase)
      ? addresses.map(({ name, person, street, town, shipping, billing }) => ({
          name,
          person,
          street,
          town,
          shipping,
          billing,
        }))
      : null,
    listBusy: phase === 'settingDefault' || phase === 'deleting',
    form: formPhases.includes(phase)
      ? {
          heading: editing ? ADDRESS_TEXT.editHeading : ADDRESS_TEXT.newHeading,
          busy: phase === 'validating' || phase === 'saving',
          errors,
        }
      : null,
    values,
    suggestion:
      phase === 'suggesting' && suggestion
        ? {
            entered: `${draft!.streetName}, ${draft!.postalCode} ${draft!.city}`,
            suggested: `${suggestion.streetName || draft!.streetName}, ${suggestion.postalCode} ${suggestion.city}`,
          }
        : null,
    confirm:
      (phase === 'confirming' || phase === 'deleting') && toDelete
        ? {
            text: `${toDelete.name}: ${toDelete.draft.streetName}, ${toDelete.draft.postalCode} ${toDelete.draft.city}`,
            busy: phase === 'deleting',
          }
        : null,
    notice,
    failure,
  }
}

/** A new address's form: everything empty, the market's country chosen, no default asked for. */
export const EMPTY: AddressDraft = {
  addressName: '',
  title: '',
  firstName: '',
  lastName: '',
  company: '',
  streetName: '',
  additionalAddressInfo: '',
  postalCode: '',
  city: '',
  country: 'CZ',
  phone: '',
  defaultShipping: false,
  defaultBilling: false,
}

function card(id: string, draft: AddressDraft): SeenAddress {
  return {
    id,
    draft: { ...draft, defaultShipping: false, defaultBilling: false },
    name: draft.addressName,
    person: [draft.title, draft.firstName, draft.lastName].filter(Boolean).join(' '),
    street: draft.streetName,
    town: `${draft.postalCode} ${draft.city}`,
    shipping: false,
    billing: false,
  }
}
