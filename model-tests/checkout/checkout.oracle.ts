import type { EventObject } from 'xstate'
import { contacts, deliveries } from './checkout.model-data'

/**
 * What the shopper must see in each state of the checkout statechart, written from the spec (2.7
 * screens, 4.2 steps, 4.3 delivery methods, 4.8 payment results, 8.3 messages worded as the shop's
 * English catalog words them). The browser executor asserts these on the page with locators; it
 * never reads the machine's state from the page, and nothing here is computed by the shop's code:
 * an expectation follows from the state the model says the checkout is in, the events that led
 * there (the model's test data) and what the shopper typed on the page.
 */
export type Sight =
  /** The step list marks this step as the current one. */
  | { step: string }
  /** A control or landmark by role and accessible name; `is` is its state. */
  | {
      role: 'button' | 'radio' | 'status' | 'heading' | 'form' | 'link'
      name: string
      is?: 'enabled' | 'disabled' | 'checked'
    }
  /** An alert saying exactly this. */
  | { alert: string }
  /** No alert at all: the last thing the shopper did cleared the message. */
  | { noAlert: true }
  /** This text is shown (a field's error, a line of a panel). */
  | { text: string }
  /** The text field labelled so holds this value. */
  | { field: string; value: string }
  /** The select labelled so shows this choice. */
  | { select: string; shows: string | RegExp }
  /** The check box labelled so is ticked or not. */
  | { checkbox: string; checked: boolean }
  /** The group of fields labelled so is on the page or not. */
  | { group: string; shown: boolean }
  /** The order confirmation, with the payment status it must say (none: not asserted, see `paidWithoutPayment`). */
  | { confirmation: true; paymentStatus: 'Paid' | 'Pending' | null }
  /** The bank's 3-D Secure page, with its button to complete the check. */
  | { threeDSecure: true }

/** One step of a model path as the oracle reads it: the event sent and the state value it led to. */
export interface OracleStep {
  event: EventObject & Record<string, unknown>
  value: unknown
}

/** What the shopper typed or picked on the page, where the page offers other values than the model's data. */
export interface Entered {
  /** The address typed into the delivery form. */
  address?: { street: string; zip: string; city: string }
  /** The label of the delivery date picked (the page offers the next working days). */
  date?: string
}

/** Spec 4.3 delivery methods as the delivery step names them. */
export const METHOD_NAMES: Record<string, string> = {
  HD: 'Home delivery',
  CC: 'Click and collect',
  CR: 'Try and buy',
  PS: 'Parcel shop',
}

/** Spec 9 time slots as the shopper reads them. */
export const SLOT_NAMES: Record<string, string> = {
  noPreference: 'No preference',
  morning: 'Morning',
  '14-16': '14:00–16:00',
  '16-18': '16:00–18:00',
  '18-20': '18:00–20:00',
  '19-21': '19:00–21:00',
}

/** Spec 8.3 message keys, in the words the English shop uses. */
const MESSAGES = {
  policy: 'Please accept the privacy policy and the terms and conditions.',
  contactDetails: 'Please check your contact details.',
  delivery: 'Please check your delivery details.',
  generalException: 'We could not check your address. Please try again.',
  groundEconomyServiceException: 'We cannot deliver to this address. Please use another address.',
  pickupMissing: 'Please choose a store or a parcel shop.',
  paymentWidget: 'The payment could not be completed. Please try again.',
  paymentWidgetSession: 'The payment could not be started. Please try again.',
  zeroAmount: 'Your order could not be placed. Please try again.',
  paymentFailed: 'Your payment was not successful. Please try again or choose another payment method.',
  paymentRefused: 'Your payment was declined. Please try again or choose another payment method.',
  paymentCancelled: 'Your payment was cancelled. Please try again or choose another payment method.',
  itemNotAvailable: 'Sorry, an item in your bag is no longer available.',
  genericError: 'Something went wrong. Please try again.',
} as const

/** Field messages the model's payloads provoke. */
const FIELD_MESSAGES = {
  email: 'Please enter a valid email address.',
  poBox: 'We cannot deliver to a P.O. box.',
  undeliverable: 'We cannot deliver to this postal code.',
}

const STEPS = { contact: '1. Contact details', delivery: '2. Delivery', payment: '3. Payment' }

/** Spec 4.8: the payment result codes that mean Failed, and what the shopper is told. */
const failureMessage = (resultCode: unknown) =>
  resultCode === 'Refused'
    ? MESSAGES.paymentRefused
    : resultCode === 'Cancelled'
      ? MESSAGES.paymentCancelled
      : MESSAGES.paymentFailed

const outputOf = (event: EventObject) => (event as { output?: Record<string, unknown> }).output ?? {}
const errorOf = (event: EventObject) =>
  (event as { error?: { message?: string; data?: { code?: string } } }).error ?? {}

/** The path so far, read for what it means to the shopper. */
class History {
  constructor(readonly steps: OracleStep[]) {}
  get last() {
    return this.steps[this.steps.length - 1]!
  }
  /** The latest event of a type, after the latest event of `since` when given. */
  latest(type: string, since?: string) {
    for (let i = this.steps.length - 1; i >= 0; i--) {
      const { event } = this.steps[i]!
      if (since && event.type === since) return null
      if (event.type === type) return event
    }
    return null
  }
  /**
   * Whether the billing address is the shipping address: ticked at first; the box is offered with
   * home delivery only, so a change sent with another method is not taken.
   */
  get billingSame(): boolean {
    let method = 'HD'
    let same = true
    for (const { event } of this.steps) {
      if (event.type === 'checkout.delivery.methodSelected') method = String(event.method)
      if (event.type === 'checkout.delivery.billingSameChanged' && method === 'HD') same = Boolean(event.same)
    }
    return same
  }
  /** The delivery method shown as chosen: the last one picked, else home delivery (spec 4.3 default). */
  get method(): string {
    return String(this.latest('checkout.delivery.methodSelected')?.method ?? 'HD')
  }
  startsWithOrder = false
}

type StateSights = (history: History, entered: Entered) => Sight[]

const needsStore = (method: string) => method === 'CC' || method === 'CR'
const needsParcelShop = (method: string) => method === 'PS'

/** Messages the last event leaves on the contact step. */
function contactMessages(history: History): Sight[] {
  const { event } = history.last
  if (event.type === 'checkout.contact.submitted') {
    if (event.contact === contacts.badEmail) return [{ alert: MESSAGES.contactDetails }, { text: FIELD_MESSAGES.email }]
    if (event.contact === contacts.noPolicy) return [{ alert: MESSAGES.policy }]
  }
  if (event.type === 'xstate.error.actor.saveContact') return [{ alert: MESSAGES.contactDetails }]
  // Back from the delivery step: the contact details given are still in the form.
  if (event.type === 'checkout.step.back') {
    const given = history.latest('checkout.contact.submitted')?.contact as { email: string; phone: string } | undefined
    return [
      { noAlert: true },
      ...(given
        ? [
            { field: 'Email', value: given.email },
            { field: 'Phone', value: given.phone },
          ]
        : []),
    ]
  }
  return [{ noAlert: true }]
}

interface Place {
  name: string
  address: { streetName: string; postalCode: string; city: string }
}
/** A store or parcel shop as the shopper reads it: name, street, postal code and town. */
/** A Czech postal code as the shop prints it (spec 5.4's form): five digits in groups of three and two, `110 00`. */
const czechPostalCode = (code: string) => code.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2')

export const placeLine = (place: Place) =>
  `${place.name}, ${place.address.streetName}, ${czechPostalCode(place.address.postalCode)} ${place.address.city}`

interface SavedAddress {
  id: string
  label: string
  streetName: string
  postalCode: string
  city: string
}
/** A saved address as the select lists it: its name, street, postal code and town (every one here is Czech). */
export const savedAddressLine = (address: SavedAddress) =>
  `${address.label}: ${address.streetName}, ${czechPostalCode(address.postalCode)} ${address.city}`

/**
 * Spec 2.7, for a signed-in shopper: the saved addresses are offered, the default one fills the form
 * at first, a chosen one fills it in its place, and an address sent changed is no saved one any more
 * (the model's typed addresses are none of the shopper's).
 */
function savedAddressChoice(history: History): Sight[] {
  const shopper = history.steps
    .map(({ event }) => event)
    .find((event) => event.type === 'xstate.done.actor.loadCheckout' && outputOf(event).shopper)
  if (!shopper) return []
  const { savedAddresses, defaultShippingAddressId } = outputOf(shopper).shopper as {
    savedAddresses: SavedAddress[]
    defaultShippingAddressId: string | null
  }
  let chosen = defaultShippingAddressId
  for (const { event, value } of history.steps) {
    if (event.type === 'checkout.delivery.savedAddressChosen') chosen = String(event.addressId)
    if (event.type === 'checkout.delivery.submitted' && statePath(value) === 'DELIVERY.validating') chosen = null
  }
  const address = savedAddresses.find((saved) => saved.id === chosen)
  const sights: Sight[] = [
    { select: 'Saved addresses', shows: address ? savedAddressLine(address) : 'Choose a saved address' },
  ]
  // The form holds the address just chosen.
  if (address && history.last.event.type === 'checkout.delivery.savedAddressChosen')
    sights.push(
      { field: 'Street and number', value: address.streetName },
      { field: 'Postal code', value: address.postalCode },
      { field: 'City', value: address.city },
    )
  return sights
}

/** What the delivery form shows as chosen: the method, its store or parcel shop, its date and slot, a saved address. */
function deliveryChoices(history: History, entered: Entered): Sight[] {
  const method = history.method
  const sights: Sight[] = [
    { role: 'radio', name: METHOD_NAMES[method]!, is: 'checked' },
    ...savedAddressChoice(history),
  ]
  const store = history.latest('checkout.delivery.storeSelected')?.store as Place | undefined
  const parcelShop = history.latest('checkout.delivery.parcelShopSelected')?.parcelShop as Place | undefined
  // The search the lists were found by: the capital until the shopper typed another.
  const search = String(history.latest('checkout.delivery.pickupSearched')?.query ?? 'Praha')
  if (needsStore(method)) sights.push({ field: 'Find a store by town or postal code', value: search })
  if (needsParcelShop(method)) sights.push({ field: 'Find a parcel shop by town or postal code', value: search })
  if (needsStore(method) && store) sights.push({ text: `Your store: ${placeLine(store)}` })
  if (needsParcelShop(method) && parcelShop) sights.push({ text: `Your parcel shop: ${placeLine(parcelShop)}` })
  if (method === 'HD') {
    // Changing the method forgets the date and slot (they belong to a home delivery).
    const slot = history.latest('checkout.delivery.slotSelected', 'checkout.delivery.methodSelected')
    const same = history.billingSame
    sights.push(
      { select: 'Time slot', shows: slot ? SLOT_NAMES[String(slot.slot)]! : 'Choose a time slot' },
      { select: 'Delivery date', shows: slot ? entered.date! : 'Choose a date' },
      // The billing address is asked for only once the box is unticked.
      { checkbox: 'Billing address is the same as the shipping address', checked: same },
      { group: 'Billing address', shown: !same },
    )
  }
  return sights
}

/** Messages the last event leaves on the delivery step. */
function deliveryMessages(history: History): Sight[] {
  const { event } = history.last
  const method = history.method
  if (event.type === 'checkout.delivery.submitted') {
    const pickupMissing =
      (needsStore(method) && !history.latest('checkout.delivery.storeSelected')) ||
      (needsParcelShop(method) && !history.latest('checkout.delivery.parcelShopSelected'))
    if (pickupMissing) return [{ alert: MESSAGES.pickupMissing }]
    if (event.delivery === deliveries.invalid) return [{ alert: MESSAGES.delivery }, { text: FIELD_MESSAGES.poBox }]
  }
  if (event.type === 'xstate.done.actor.validateAddress')
    return [{ alert: MESSAGES.groundEconomyServiceException }, { text: FIELD_MESSAGES.undeliverable }]
  if (event.type === 'xstate.error.actor.validateAddress' || event.type === 'xstate.error.actor.saveDelivery')
    return [{ alert: MESSAGES.generalException }]
  // A slot keeps a message that was shown; every other step here starts without one.
  if (event.type === 'checkout.delivery.slotSelected') return []
  return [{ noAlert: true }]
}

/** The message the payment step shows after the last event that set one (a new session clears it). */
function paymentMessage(history: History): Sight[] {
  for (let i = history.steps.length - 1; i >= 0; i--) {
    const { event } = history.steps[i]!
    switch (event.type) {
      case 'xstate.done.actor.createSession':
        return [{ noAlert: true }]
      case 'xstate.error.actor.createSession':
        return [{ alert: MESSAGES.paymentWidgetSession }]
      case 'xstate.error.actor.createOrder':
        if (String(errorOf(event).message).includes('OutOfStock')) return [{ alert: MESSAGES.itemNotAvailable }]
        return [
          {
            alert:
              history.steps[i - 1]?.event.type === 'checkout.order.placed'
                ? MESSAGES.zeroAmount
                : MESSAGES.genericError,
          },
        ]
      case 'xstate.done.actor.submitPayment':
      case 'xstate.done.actor.confirmPayment':
        return [{ alert: failureMessage(outputOf(event).resultCode) }]
      case 'xstate.error.actor.submitPayment':
      case 'xstate.error.actor.confirmPayment':
        return [{ alert: MESSAGES.paymentWidget }]
      case 'checkout.payment.methodSelected':
      case 'checkout.payment.submitted':
        return [{ noAlert: true }]
    }
  }
  return [{ noAlert: true }]
}

/** The latest payment session's ways to pay, and the one chosen (cards unless pay later was picked since). */
function paymentChoice(history: History): Sight[] {
  let offered: Array<{ type: string; instalments?: number }> = []
  let chosen = 'scheme'
  for (const { event } of history.steps) {
    if (event.type === 'xstate.done.actor.createSession') {
      offered = (outputOf(event).methods as typeof offered) ?? []
      if (!offered.some((m) => m.type === chosen)) chosen = 'scheme'
    }
    if (event.type === 'checkout.payment.methodSelected') chosen = String(event.method)
  }
  const instalments = offered.find((m) => m.type === 'paylater')?.instalments
  const sights: Sight[] = []
  if (offered.length > 1)
    sights.push({
      role: 'radio',
      name: chosen === 'paylater' ? `Pay later in ${instalments} interest-free instalments` : 'Card',
      is: 'checked',
    })
  sights.push(
    chosen === 'paylater'
      ? { role: 'button', name: `Pay in ${instalments} instalments`, is: 'enabled' }
      : { role: 'form', name: 'Card payment' },
  )
  return sights
}

/** Whether the payment step was opened for an order that already exists (its URL), or an order was placed since. */
const orderExists = (history: History) =>
  history.startsWithOrder || history.steps.some((s) => s.event.type === 'xstate.done.actor.createOrder')

/** The Back button of the payment step: there while no order exists (spec 2.7: an order is paid, not edited). */
const backToDelivery = (history: History): Sight[] =>
  orderExists(history) ? [] : [{ role: 'button', name: 'Back to delivery', is: 'enabled' }]

/**
 * Every state of the checkout statechart (spec 4.2 steps and their sub-states). `transient` marks
 * a state the machine leaves at once on entry (an eventless choice): the shopper never sees it.
 */
export const CHECKOUT_SIGHTS: Record<string, StateSights | 'transient'> = {
  entering: 'transient',
  // The cart is read, and read again while the server is down: the shopper waits.
  loading: () => [{ role: 'status', name: 'Loading…' }, { noAlert: true }],
  loadWaiting: () => [{ role: 'status', name: 'Loading…' }, { noAlert: true }],
  loadFailed: () => [{ alert: MESSAGES.genericError }, { role: 'button', name: 'Try again', is: 'enabled' }],
  // Spec 2.7: the bag's empty state.
  empty: () => [
    { text: 'Your shopping bag is empty.' },
    { role: 'link', name: 'Continue shopping', is: 'enabled' },
    { noAlert: true },
  ],
  'CONTACT_DETAILS.editing': (history) => [
    { step: STEPS.contact },
    { role: 'heading', name: 'Contact details' },
    { role: 'button', name: 'Continue to delivery', is: 'enabled' },
    ...contactMessages(history),
  ],
  'CONTACT_DETAILS.saving': () => [
    { step: STEPS.contact },
    { role: 'button', name: 'Continue to delivery', is: 'disabled' },
  ],
  'DELIVERY.editing': (history, entered) => [
    { step: STEPS.delivery },
    { role: 'heading', name: 'Delivery' },
    { role: 'button', name: 'Continue to payment', is: 'enabled' },
    { role: 'button', name: 'Back', is: 'enabled' },
    ...deliveryChoices(history, entered),
    ...deliveryMessages(history),
    // Back to the form from the suggestion: the address the shopper typed is still there.
    ...(history.last.event.type === 'checkout.address.editRequested' && entered.address
      ? [
          { field: 'Street and number', value: entered.address.street },
          { field: 'Postal code', value: entered.address.zip },
          { field: 'City', value: entered.address.city },
        ]
      : []),
  ],
  'DELIVERY.validating': () => [
    { step: STEPS.delivery },
    { role: 'button', name: 'Continue to payment', is: 'disabled' },
    { role: 'button', name: 'Back', is: 'disabled' },
  ],
  'DELIVERY.suggesting': (history, entered) => {
    const suggestion = outputOf(history.last.event).suggestion as {
      streetName: string
      postalCode: string
      city: string
    }
    return [
      { step: STEPS.delivery },
      { role: 'heading', name: 'Please check your address' },
      { text: `${entered.address!.street}, ${entered.address!.zip} ${entered.address!.city}` },
      { text: `${suggestion.streetName}, ${suggestion.postalCode} ${suggestion.city}` },
      { role: 'button', name: 'Use entered address', is: 'enabled' },
      { role: 'button', name: 'Use updated address', is: 'enabled' },
      { role: 'button', name: 'Edit address', is: 'enabled' },
    ]
  },
  'DELIVERY.saving': () => [
    { step: STEPS.delivery },
    { role: 'button', name: 'Continue to payment', is: 'disabled' },
    { role: 'button', name: 'Back', is: 'disabled' },
  ],
  'PAYMENT.starting': 'transient',
  'PAYMENT.zeroAmount': (history) => [
    { step: STEPS.payment },
    { text: 'Nothing to pay: your order is covered in full.' },
    { role: 'button', name: 'Place order', is: 'enabled' },
    ...paymentMessage(history),
    ...backToDelivery(history),
  ],
  'PAYMENT.loadingSession': () => [{ step: STEPS.payment }, { role: 'status', name: 'Preparing the payment…' }],
  'PAYMENT.sessionFailed': () => [
    { step: STEPS.payment },
    { alert: MESSAGES.paymentWidgetSession },
    { role: 'button', name: 'Try again', is: 'enabled' },
  ],
  'PAYMENT.ready': (history) => [
    { step: STEPS.payment },
    ...paymentChoice(history),
    ...paymentMessage(history),
    ...backToDelivery(history),
  ],
  'PAYMENT.creatingOrder': () => [{ step: STEPS.payment }, { role: 'status', name: 'Creating your order…' }],
  'PAYMENT.orderFailed': () => [{ step: STEPS.payment }, { alert: MESSAGES.itemNotAvailable }],
  'PAYMENT.processing': () => [{ step: STEPS.payment }, { role: 'status', name: 'Processing your payment…' }],
  'PAYMENT.authenticating': () => [{ threeDSecure: true }],
  'PAYMENT.confirmingAction': () => [{ step: STEPS.payment }, { role: 'status', name: 'Processing your payment…' }],
  'PAYMENT.failed': (history) => [
    { step: STEPS.payment },
    ...paymentMessage(history),
    { role: 'button', name: 'Try again', is: 'enabled' },
  ],
  // Spec 4.8: Authorised is Paid. An order of nothing to pay is placed without a payment (see `paidWithoutPayment`).
  'PAYMENT.paid': (history) => [{ confirmation: true, paymentStatus: paidWithoutPayment(history) ? null : 'Paid' }],
  'PAYMENT.pending': () => [{ confirmation: true, paymentStatus: 'Pending' }],
}

/**
 * The zero-amount order: the browser run makes the total zero in the cart the page receives (test
 * data), while the platform's order keeps its real total, so its payment status is not that of an
 * order of nothing to pay and is not asserted.
 */
const paidWithoutPayment = (history: History) => history.last.event.type === 'xstate.done.actor.createOrder'

/** A state value as a dotted path of its active leaf (`DELIVERY.editing`). */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value
  const [key, child] = Object.entries(value as Record<string, unknown>)[0]!
  return `${key}.${statePath(child)}`
}

/**
 * What the shopper must see after the last of `steps`, or `transient` for a state the shopper
 * never sees. `startsWithOrder`: the checkout was opened for an order awaiting payment.
 */
export function expectedSights(
  steps: OracleStep[],
  entered: Entered,
  options: { startsWithOrder: boolean },
): Sight[] | 'transient' {
  const history = new History(steps)
  history.startsWithOrder = options.startsWithOrder
  const sights = CHECKOUT_SIGHTS[statePath(history.last.value)]
  if (!sights) throw new Error(`The oracle says nothing of checkout state ${statePath(history.last.value)}`)
  return sights === 'transient' ? sights : sights(history, entered)
}
