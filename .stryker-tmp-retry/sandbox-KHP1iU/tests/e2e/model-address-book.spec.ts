// @ts-nocheck
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import {
  ADDRESS_TEXT,
  addressBookSeen,
  FIELD_LABELS,
  type AddressBookSeen,
} from '../../model-tests/address-book.sights'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { addressBookMachine } from '../../src/machines/account/address-book.machine'
import type { AddressBook, AddressDraft } from '../../src/machines/account/address-book.types'
import { grantConsent } from './bag-helpers'
import { apiPath, holdRequestOf, newShopper, settleOrHold, SHOPPER, type RequestOf } from './account-model'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type BrowserStep, type Sight } from './model-browser'

/**
 * The address book (spec 2.7, 5.2–5.5) on /en/my-account/addresses, its statechart's paths taken by a
 * shopper whose account holds two addresses: Domov, titled, and Práce, without a title. A new
 * address added (valid, misspelt so that the address service suggests the town, undeliverable, or
 * with required fields empty), Práce edited and made the default delivery address once it has a
 * title, Domov made a default, Práce deleted or kept. Every answer is the real server's, held until
 * the page has been checked mid-way, or failed as a service that is down fails (503).
 */
test.describe.configure({ timeout: 90_000 })

const person = { ...SHOPPER, company: '', additionalAddressInfo: '', phone: '' }
const draft = (fields: Partial<AddressDraft>): AddressDraft => ({
  addressName: 'Chata',
  title: '',
  ...person,
  streetName: 'Lesní 5',
  postalCode: '602 00',
  city: 'Brno',
  country: 'CZ',
  defaultShipping: false,
  defaultBilling: false,
  ...fields,
})
/** The book the page opens with, as the account was given it. */
const HOME = draft({
  addressName: 'Domov',
  title: 'Paní',
  streetName: 'Vinohradská 112',
  postalCode: '130 00',
  city: 'Praha',
})
const WORK = draft({ addressName: 'Práce', streetName: 'Karlovo náměstí 7', postalCode: '120 00', city: 'Praha' })
const START = [
  { id: 'home', draft: HOME },
  { id: 'work', draft: WORK },
]

/** What the shopper types: a new address, misspelt, undeliverable, with required fields left empty; Práce titled. */
const NEW = draft({})
const MISSPELT = draft({ city: 'Bmo' })
const UNDELIVERABLE = draft({ postalCode: '601 00' })
const EMPTY = draft({ addressName: '', streetName: ' ' })
const NO_CITY = draft({ city: '' })
const WORK_TITLED = { ...WORK, title: 'Paní', defaultShipping: true }

/** The address service's answers (spec 5.4) as the real one gives them for these addresses. */
const valid = named('valid', { valid: true, errors: [] })
const suggestion = named('a suggestion', {
  valid: false,
  errors: [{ field: 'city', code: 'misspelt' }],
  suggestion: { streetName: 'Lesní 5', postalCode: '602 00', city: 'Brno', country: 'CZ', changedFields: ['city'] },
})
const undeliverable = named('undeliverable', {
  valid: false,
  errors: [{ field: 'postalCode', code: 'undeliverable' }],
})
const answerFor = (d: AddressDraft) =>
  d.city === 'Bmo' ? suggestion : d.postalCode === '601 00' ? undeliverable : valid

/** The machine's book as the server answers it: only whether Práce is there and has a title matters to its rules. */
type Work = 'untitled' | 'titled' | 'gone'
const bookOf = (work: Work): AddressBook =>
  named(`Práce ${work}`, {
    id: 'c',
    version: 1,
    addresses: [
      { id: 'home', ...withoutFlags(HOME) },
      ...(work === 'gone' ? [] : [{ id: 'work', ...withoutFlags(work === 'titled' ? WORK_TITLED : WORK) }]),
    ],
    defaultShippingAddressId: null,
    defaultBillingAddressId: null,
  })
function withoutFlags({ defaultShipping: _s, defaultBilling: _b, ...fields }: AddressDraft) {
  return fields
}
const BOOKS = (['untitled', 'titled', 'gone'] as const).map(bookOf)
const workOf = (book: AddressBook): Work => {
  const work = book.addresses.find((a) => a.id === 'work')
  return !work ? 'gone' : work.title ? 'titled' : 'untitled'
}

type Event = EventObject & Record<string, unknown>
const NAMES: Record<string, string> = { home: 'Domov', work: 'Práce' }

/**
 * Whether the page lets the shopper take the path, as what the server holds follows from what they
 * did: the buttons for a default the address already is are not there, a new address's form is
 * filled with a new address and Práce's with Práce, and each answer is the one the server gives.
 */
function offered(events: Event[]): boolean {
  let work: Work = 'untitled'
  let form: string | null = null
  let submitted: AddressDraft | null = null
  for (const [i, event] of events.entries()) {
    switch (event.type) {
      case 'addressBook.add.requested':
        form = 'new'
        break
      case 'addressBook.edit.requested':
        form = event.addressId as string
        break
      case 'addressBook.default.requested': {
        const before = addressBookSeen(START, events.slice(0, i))
        const card = before.cards?.find((c) => c.name === NAMES[event.addressId as string])
        if (!card || (event.kind === 'shipping' ? card.shipping : card.billing)) return false
        form = event.addressId as string
        break
      }
      case 'addressBook.form.submitted': {
        const d = event.draft as AddressDraft
        if (d !== EMPTY && (d === WORK_TITLED) !== (form === 'work')) return false
        submitted = d
        break
      }
      case 'xstate.done.actor.validateAddress':
        if (event.output !== answerFor(submitted!)) return false
        break
      case 'xstate.done.actor.saveAddress':
        if (form === 'work' && submitted === WORK_TITLED) work = 'titled'
        if (workOf(event.output as AddressBook) !== work) return false
        break
      case 'xstate.done.actor.deleteAddress':
        work = 'gone'
        if (workOf(event.output as AddressBook) !== work) return false
        break
      case 'xstate.done.actor.setDefault':
        if (workOf(event.output as AddressBook) !== work) return false
        break
    }
  }
  return true
}

/** The request each of the machine's actors makes. */
const REQUESTS: Record<string, RequestOf> = {
  loadBook: (url, method) => method === 'GET' && apiPath(url) === '/api/addresses/get-addresses',
  validateAddress: (url, method) => method === 'POST' && apiPath(url) === '/api/checkout/validate-address',
  saveAddress: (url, method) =>
    (method === 'POST' && apiPath(url) === '/api/addresses/add-address') ||
    (method === 'PUT' && apiPath(url) === '/api/addresses/update-address'),
  deleteAddress: (url, method) => method === 'DELETE' && apiPath(url) === '/api/addresses/delete-address',
  setDefault: (url, method) => method === 'PUT' && apiPath(url) === '/api/addresses/set-default-address',
}
/** The account's book as the page opens with it: Domov and Práce, neither a default (what an earlier path saved is gone). */
async function giveAddresses(page: Page) {
  const before = await page.request.get('/api/addresses/get-addresses')
  expect(before.status()).toBe(200)
  const { data } = (await before.json()) as { data: { addresses: Array<{ id: string }> } }
  for (const { id } of data.addresses) {
    const deleted = await page.request.delete('/api/addresses/delete-address', { data: { addressId: id } })
    expect(deleted.status(), await deleted.text()).toBe(200)
  }
  for (const { draft: d } of START) {
    const { addressName, title, firstName, lastName, streetName, postalCode, city, country } = d
    const added = await page.request.post('/api/addresses/add-address', {
      data: {
        address: {
          addressName,
          ...(title ? { title } : {}),
          firstName,
          lastName,
          streetName,
          postalCode,
          city,
          country,
        },
        setDefault: false,
        setDefaultBilling: false,
      },
    })
    expect(added.status(), await added.text()).toBe(200)
  }
}

const bookRegion = (page: Page) => page.getByTestId('address-book')
const addressForm = (page: Page) => page.getByTestId('address-form')
/** A field of the form by its label (a required one's label starts with an asterisk). */
const textbox = (form: Locator, label: string) =>
  form.getByRole('textbox', { name: new RegExp(`^(\\* )?${escape(label)}$`) })
const cardOf = (page: Page, name: string) =>
  bookRegion(page)
    .getByTestId('address-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The shopper makes the form hold `d`: every field typed, the boxes ticked or not. */
async function fillForm(page: Page, d: AddressDraft) {
  const form = addressForm(page)
  for (const [field, label] of Object.entries(FIELD_LABELS)) {
    const box = textbox(form, label)
    const value = String(d[field as keyof AddressDraft])
    if ((await box.inputValue()) !== value) await box.fill(value)
  }
  for (const [flag, label] of [
    ['defaultShipping', 'Use as my default delivery address'],
    ['defaultBilling', 'Use as my default billing address'],
  ] as const) {
    const box = form.getByRole('checkbox', { name: label })
    if ((await box.isChecked()) !== d[flag]) await form.getByText(label, { exact: true }).click()
  }
}

describeBrowserModel('address book', {
  machine: addressBookMachine,
  model: {
    events: {
      domain: [
        { type: 'addressBook.retried' },
        { type: 'addressBook.add.requested' },
        { type: 'addressBook.edit.requested', addressId: 'work' },
        { type: 'addressBook.form.edited', draft: NO_CITY },
        { type: 'addressBook.form.submitted', draft: NEW },
        { type: 'addressBook.form.submitted', draft: MISSPELT },
        { type: 'addressBook.form.submitted', draft: UNDELIVERABLE },
        { type: 'addressBook.form.submitted', draft: EMPTY },
        { type: 'addressBook.form.submitted', draft: WORK_TITLED },
        { type: 'addressBook.form.cancelled' },
        { type: 'addressBook.suggestion.accepted' },
        { type: 'addressBook.suggestion.rejected' },
        { type: 'addressBook.suggestion.editRequested' },
        { type: 'addressBook.delete.requested', addressId: 'work' },
        { type: 'addressBook.delete.confirmed' },
        { type: 'addressBook.delete.cancelled' },
        { type: 'addressBook.default.requested', addressId: 'home', kind: 'shipping' },
        { type: 'addressBook.default.requested', addressId: 'work', kind: 'shipping' },
        { type: 'addressBook.default.requested', addressId: 'home', kind: 'billing' },
      ],
      outputs: {
        loadBook: [bookOf('untitled')],
        validateAddress: [valid, suggestion, undeliverable],
        saveAddress: BOOKS,
        deleteAddress: [bookOf('gone')],
        setDefault: BOOKS,
      },
    },
    requireEveryTransition: true,
  },
  shopperView: (path: ModelPath) => {
    const events = path.steps.slice(1).map((s) => s.event as Event)
    return offered(events) ? JSON.stringify(addressBookSeen(START, events)) : null
  },
  maxSteps: 8,
  walk: { length: 40 },
  start: async (page) => {
    await grantConsent(page)
    await newShopper(page, 'address book')
    await giveAddresses(page)
    // The book is read once the page runs: held until the path says how the read ends.
    await holdRequestOf(page, REQUESTS, 'loadBook')
    await page.goto('/en/my-account/addresses')
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (await settleOrHold(page, REQUESTS, addressBookMachine, step, upcoming)) return
    const book = bookRegion(page)
    switch (event.type) {
      case 'addressBook.retried':
        return book.getByRole('button', { name: 'Try again' }).click()
      case 'addressBook.add.requested':
        return book.getByRole('button', { name: 'Add a new address' }).click()
      case 'addressBook.edit.requested': {
        const name = NAMES[event.addressId as string]!
        return cardOf(page, name)
          .getByRole('button', { name: `Edit ${name}` })
          .click()
      }
      case 'addressBook.delete.requested': {
        const name = NAMES[event.addressId as string]!
        return cardOf(page, name)
          .getByRole('button', { name: `Delete ${name}` })
          .click()
      }
      case 'addressBook.default.requested': {
        const name = NAMES[event.addressId as string]!
        const kind = event.kind === 'shipping' ? 'delivery' : 'billing'
        return cardOf(page, name)
          .getByRole('button', { name: `Make ${name} my default ${kind} address` })
          .click()
      }
      case 'addressBook.form.edited':
        return fillForm(page, event.draft as AddressDraft)
      case 'addressBook.form.submitted':
        await fillForm(page, event.draft as AddressDraft)
        return addressForm(page).getByRole('button', { name: 'Save address' }).click()
      case 'addressBook.form.cancelled':
        return addressForm(page).getByRole('button', { name: 'Cancel' }).click()
      case 'addressBook.suggestion.accepted':
        return page.getByTestId('address-suggestion').getByRole('button', { name: 'Use updated address' }).click()
      case 'addressBook.suggestion.rejected':
        return page.getByTestId('address-suggestion').getByRole('button', { name: 'Use entered address' }).click()
      case 'addressBook.suggestion.editRequested':
        return page.getByTestId('address-suggestion').getByRole('button', { name: 'Edit address' }).click()
      case 'addressBook.delete.confirmed':
        return page
          .getByRole('dialog', { name: 'Delete this address?' })
          .getByRole('button', { name: 'Delete address' })
          .click()
      case 'addressBook.delete.cancelled':
        return page
          .getByRole('dialog', { name: 'Delete this address?' })
          .getByRole('button', { name: 'Keep address' })
          .click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step: BrowserStep): Sight[] => sightsOf(page, addressBookSeen(START, step.events)),
  outOfReach: {},
})

/** What the shopper must see, from the replayed page. */
function sightsOf(page: Page, seen: AddressBookSeen): Sight[] {
  const book = bookRegion(page)
  const form = addressForm(page)
  const sights: Sight[] = [
    {
      says: seen.notice ? `the page says “${seen.notice}”` : 'no change is announced',
      check: async () => {
        for (const notice of Object.values(ADDRESS_TEXT.notices))
          if (notice === seen.notice) await expect(book.getByRole('status').filter({ hasText: notice })).toBeVisible()
          else await expect(book.getByText(notice)).toHaveCount(0)
      },
    },
    {
      says: seen.failure ? `the page says “${seen.failure}”` : 'no failure is shown',
      check: async () => {
        if (seen.failure) await expect(book.getByRole('alert')).toHaveText(seen.failure)
        else await expect(book.getByRole('alert')).toHaveCount(0)
      },
    },
  ]
  if (seen.loading)
    sights.push({
      says: 'while the book is read, the page says it is loading and shows no address',
      check: async () => {
        await expect(book.getByRole('status').filter({ hasText: ADDRESS_TEXT.loading })).toBeVisible()
        await expect(book.getByTestId('address-card')).toHaveCount(0)
        await expect(book).toHaveAttribute('aria-busy', 'true')
      },
    })
  sights.push({
    says: seen.failedToLoad ? 'a book that could not be read offers to try again' : 'no retry is offered',
    check: async () =>
      await expect(book.getByRole('button', { name: 'Try again' })).toHaveCount(seen.failedToLoad ? 1 : 0),
  })
  if (seen.cards) {
    const cards = seen.cards
    sights.push({
      says: `the saved addresses are listed: ${cards.map((c) => c.name).join(', ') || 'none'}, each with its defaults`,
      check: async () => {
        if (!cards.length) await expect(book).toContainText(ADDRESS_TEXT.empty)
        await expect(book.getByTestId('address-card').getByRole('heading')).toHaveText(cards.map((c) => c.name))
        for (const card of cards) {
          const shown = cardOf(page, card.name).first()
          await expect(shown).toContainText(card.person)
          await expect(shown).toContainText(card.street)
          await expect(shown).toContainText(card.town)
          await expect(shown.getByText(ADDRESS_TEXT.shippingBadge, { exact: true })).toHaveCount(card.shipping ? 1 : 0)
          await expect(shown.getByText(ADDRESS_TEXT.billingBadge, { exact: true })).toHaveCount(card.billing ? 1 : 0)
          // Spec 2.7: a default can be chosen for an address that is not that default yet.
          await expect(shown.getByRole('button', { name: /default delivery address$/ })).toHaveCount(
            card.shipping ? 0 : 1,
          )
          await expect(shown.getByRole('button', { name: /default billing address$/ })).toHaveCount(
            card.billing ? 0 : 1,
          )
        }
        await expect(book.getByRole('button', { name: 'Add a new address' })).toBeVisible()
      },
    })
    sights.push({
      says: seen.listBusy
        ? 'while the change is on its way, the addresses cannot be changed'
        : 'the addresses can be changed',
      check: async () => {
        const edit = book.getByTestId('address-card').getByRole('button', { name: /^Edit / })
        for (const button of await edit.all())
          if (seen.listBusy) await expect(button).toBeDisabled()
          else await expect(button).toBeEnabled()
        await expect(book).toHaveAttribute('aria-busy', String(seen.listBusy))
      },
    })
  } else if (seen.form)
    sights.push({
      says: 'the list of addresses gives way to the form',
      check: async () => await expect(book.getByTestId('address-card')).toHaveCount(0),
    })
  if (seen.form) {
    const shown = seen.form
    sights.push({
      says: `the form “${shown.heading}” shows ${Object.keys(shown.errors).length ? `its errors (${Object.values(shown.errors).join(' ')})` : 'no error'}`,
      check: async () => {
        await expect(form.getByRole('heading', { name: shown.heading })).toBeVisible()
        for (const [field, label] of Object.entries(FIELD_LABELS)) {
          const box = textbox(form, label)
          const error = shown.errors[field as keyof AddressDraft]
          if (error) {
            await expect(box).toHaveAttribute('aria-invalid', 'true')
            await expect(box).toHaveAccessibleDescription(new RegExp(escape(error)))
          } else await expect(box).not.toHaveAttribute('aria-invalid', 'true')
        }
      },
    })
    sights.push({
      says: shown.busy ? 'while the address is checked or saved, Save address is busy' : 'Save address can be pressed',
      check: async () => {
        const save = form.getByRole('button', { name: 'Save address' })
        if (shown.busy) await expect(save).toHaveAttribute('aria-disabled', 'true')
        else await expect(save).not.toHaveAttribute('aria-disabled', 'true')
      },
    })
  } else sights.push({ says: 'no address form is open', check: async () => await expect(form).toHaveCount(0) })
  if (seen.values) {
    const values = seen.values
    sights.push({
      says: 'the form holds the address as it opened, as the shopper typed it or as the suggestion updated it',
      check: async () => {
        for (const [field, label] of Object.entries(FIELD_LABELS))
          await expect(textbox(form, label)).toHaveValue(values[field as keyof AddressDraft]!)
      },
    })
  }
  const suggestionBox = page.getByTestId('address-suggestion')
  if (seen.suggestion) {
    const shown = seen.suggestion
    sights.push({
      says: `the address service’s suggestion is offered beside what was entered (spec 2.7): ${shown.suggested}`,
      check: async () => {
        await expect(suggestionBox.getByTestId('address-entered')).toHaveText(shown.entered)
        await expect(suggestionBox.getByTestId('address-suggested')).toHaveText(shown.suggested)
        await expect(suggestionBox.getByRole('button', { name: 'Use updated address' })).toBeEnabled()
      },
    })
  } else
    sights.push({ says: 'no suggestion is offered', check: async () => await expect(suggestionBox).toHaveCount(0) })
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' })
  if (seen.confirm) {
    const shown = seen.confirm
    sights.push({
      says: `the shopper is asked before the address is deleted: ${shown.text}`,
      check: async () => {
        await expect(dialog).toContainText(shown.text)
        const keep = dialog.getByRole('button', { name: 'Keep address' })
        if (shown.busy) await expect(keep).toBeDisabled()
        else await expect(keep).toBeEnabled()
      },
    })
  } else sights.push({ says: 'no delete question is open', check: async () => await expect(dialog).toHaveCount(0) })
  return sights
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
