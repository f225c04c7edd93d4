import { paymentStatusOf } from '@common/payment-result'
import { and, assign, emit, fromPromise, not, setup } from 'xstate'
import { retryDelayMs, shouldRetryRead } from '../retry/retry-policy'
import {
  addressErrors,
  contactErrors,
  defaultDeliveryMethod,
  deliveryDates,
  hasTimeSlots,
  isTimeSlot,
  needsParcelShop,
  needsStore,
  offeredMethods,
  offersSeparateBilling,
  paymentErrorKey,
  PICKUP_SEARCH_START,
  serviceFieldErrors,
  validationErrorKey,
} from './checkout.rules'
import type {
  AddressFields,
  AddressValidationResult,
  CheckoutCart,
  CheckoutErrorKey,
  CheckoutInput,
  CheckoutStart,
  ContactDetails,
  DeliveryDetails,
  DeliveryForm,
  DeliveryMethod,
  FieldErrors,
  PaymentMethodData,
  PaymentOptionType,
  PaymentOutcome,
  PaymentSession,
  PickupPoint,
  PlacedOrder,
  SavedCheckoutAddress,
  TimeSlot,
} from './checkout.types'
import { pageSales } from '@common/market'

type CheckoutEvent =
  | { type: 'checkout.contact.submitted'; contact: ContactDetails }
  | { type: 'checkout.delivery.methodSelected'; method: string }
  | { type: 'checkout.delivery.storeSelected'; store: PickupPoint }
  | { type: 'checkout.delivery.parcelShopSelected'; parcelShop: PickupPoint }
  /** The town or postal code typed to find a store or a parcel shop. */
  | { type: 'checkout.delivery.pickupSearched'; query: string }
  /** A date or a slot chosen; the other one stays as it was (the first date, no preference, until chosen). */
  | { type: 'checkout.delivery.slotSelected'; date?: string; slot?: string }
  | { type: 'checkout.delivery.billingSameChanged'; same: boolean }
  /** A signed-in shopper picks one of their saved addresses: it fills the delivery form. */
  | { type: 'checkout.delivery.savedAddressChosen'; addressId: string }
  | { type: 'checkout.delivery.submitted'; delivery: DeliveryForm }
  | { type: 'checkout.address.enteredKept' }
  | { type: 'checkout.address.suggestionAccepted' }
  | { type: 'checkout.address.editRequested' }
  | { type: 'checkout.step.back' }
  | { type: 'checkout.payment.methodSelected'; method: PaymentOptionType }
  | { type: 'checkout.payment.submitted'; paymentData: PaymentMethodData }
  | { type: 'checkout.order.placed' }
  | { type: 'checkout.payment.retried' }
  /** Try again after the cart could not be loaded. */
  | { type: 'checkout.load.retried' }

type CheckoutEmitted =
  | { type: 'checkout.orderCreated'; order: PlacedOrder }
  | { type: 'checkout.actionRequired'; url: string }
  | { type: 'checkout.completed'; orderId: string; status: 'Paid' | 'Pending' }
  | { type: 'checkout.paymentFailed'; orderId: string }

interface CheckoutContext {
  cart: CheckoutCart | null
  /** A signed-in shopper's saved addresses, offered to fill the delivery form. */
  savedAddresses: SavedCheckoutAddress[]
  /** The saved address the delivery form holds, while it holds one unchanged. */
  savedAddressId: string | null
  /** A signed-in shopper: their details and saved addresses are read with the cart. */
  signedIn: boolean
  /** Spec 9 `hasTryAndBuy`: whether try and buy is offered among the loaded delivery methods. */
  hasTryAndBuy: boolean
  /** Reads of the cart retried since the last start (the read policy: at most 3, spec 9). */
  loadRetries: number
  methods: DeliveryMethod[]
  contact: ContactDetails
  method: DeliveryMethod
  store: PickupPoint | null
  parcelShop: PickupPoint | null
  /** The town or postal code the store and parcel-shop lists are searched by. */
  pickupSearch: string
  /** The dates a home delivery can be booked for. */
  deliveryDates: string[]
  date: string | null
  slot: TimeSlot | null
  delivery: DeliveryDetails | null
  /** The "billing address is the same as the shipping address" box (spec 4.2: billing = shipping by default). */
  addressesMatch: boolean
  validation: AddressValidationResult | null
  fieldErrors: FieldErrors
  error: CheckoutErrorKey | null
  session: PaymentSession | null
  /** The way to pay the shopper chose among those the session offers. */
  paymentMethod: PaymentOptionType
  paymentData: PaymentMethodData | null
  order: PlacedOrder | null
  outcome: PaymentOutcome | null
  redirectResult: string | null
}

/** The address the service checks: the door for a home delivery, else the billing address typed in the form. */
const checkedAddress = (c: CheckoutContext): AddressFields => c.delivery!.shipping
/** The addresses as the order takes them: a billing address apart only for a home delivery whose box is unticked. */
const deliveryOf = (c: CheckoutContext, form: DeliveryForm): DeliveryDetails => {
  const separate = offersSeparateBilling(c.method.key) && !c.addressesMatch
  return { shipping: form.shipping, billing: separate ? (form.billing ?? null) : null, addressesMatch: !separate }
}
const NO_ADDRESS: AddressFields = { firstName: '', lastName: '', streetName: '', postalCode: '', city: '', country: '' }
const deliveryErrors = (c: CheckoutContext, delivery: DeliveryDetails): FieldErrors => ({
  ...addressErrors(delivery.shipping, 'shipping'),
  ...(delivery.addressesMatch ? {} : addressErrors(delivery.billing ?? NO_ADDRESS, 'billing')),
})
/** A saved address as the delivery form holds it: its fields without its id and name. */
const addressOf = ({ id: _id, label: _label, ...fields }: SavedCheckoutAddress): AddressFields => fields
/** The delivery form filled with the default saved address, when the shopper has one (else nothing changes). */
const savedDelivery = (saved: SavedCheckoutAddress[], defaultId: string | null) => {
  const chosen = saved.find((address) => address.id === defaultId)
  if (!chosen) return {}
  return { delivery: { shipping: addressOf(chosen), billing: null, addressesMatch: true }, savedAddressId: chosen.id }
}
/** The saved address a submitted shipping address still is (the one chosen, its fields unchanged), else none. */
const keptSavedAddress = (c: CheckoutContext, shipping: AddressFields) => {
  const chosen = c.savedAddresses.find((address) => address.id === c.savedAddressId)
  if (!chosen) return null
  // The fields the form sent, as the shopper left them: the saved address's other fields are not on the form.
  const keys = Object.keys(shipping) as Array<keyof AddressFields>
  return keys.every((key) => (shipping[key] ?? '') === (chosen[key] ?? '')) ? chosen.id : null
}
/** A way to pay is offered when the payment session lists it. */
const isOffered = (session: PaymentSession | null, type: PaymentOptionType) =>
  Boolean(session?.methods.some((m) => m.type === type))
/** Cards unless the session offers none (then its first way to pay). */
const defaultPaymentMethod = (session: PaymentSession): PaymentOptionType =>
  isOffered(session, 'scheme') ? 'scheme' : (session.methods[0]?.type ?? 'scheme')
const outcomeOf = (event: unknown) => (event as { output: PaymentOutcome }).output
const orderOf = (event: unknown) => (event as { output: PlacedOrder }).output

/** Spec 2.7, 4.2, 4.3, 4.8: the three checkout steps and their sub-states; every side effect is an actor the app provides. */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** The shopper's cart and its delivery methods (`cart` null: nothing to check out). */
    loadCheckout: fromPromise<CheckoutStart, { orderId: string | null; signedIn: boolean }>(async () => {
      throw new Error('loadCheckout not provided')
    }),
    saveContact: fromPromise<CheckoutCart, { cart: CheckoutCart; contact: ContactDetails }>(async () => {
      throw new Error('saveContact not provided')
    }),
    validateAddress: fromPromise<AddressValidationResult, { address: AddressFields; carrier: string | null }>(
      async () => {
        throw new Error('validateAddress not provided')
      },
    ),
    saveDelivery: fromPromise<
      CheckoutCart,
      {
        cart: CheckoutCart
        method: DeliveryMethod
        store: PickupPoint | null
        parcelShop: PickupPoint | null
        date: string | null
        slot: string | null
        delivery: DeliveryDetails
        email: string
      }
    >(async () => {
      throw new Error('saveDelivery not provided')
    }),
    createSession: fromPromise<PaymentSession, { cartId: string | null; orderId: string | null }>(async () => {
      throw new Error('createSession not provided')
    }),
    createOrder: fromPromise<PlacedOrder, { cart: CheckoutCart }>(async () => {
      throw new Error('createOrder not provided')
    }),
    submitPayment: fromPromise<
      PaymentOutcome,
      { orderId: string; session: PaymentSession; paymentData: PaymentMethodData }
    >(async () => {
      throw new Error('submitPayment not provided')
    }),
    confirmPayment: fromPromise<PaymentOutcome, { orderId: string; redirectResult: string }>(async () => {
      throw new Error('confirmPayment not provided')
    }),
  },
  guards: {
    nothingToCheckOut: ({ context, event }) =>
      context.order === null && (event as unknown as { output: CheckoutStart }).output.cart === null,
    /** The one retry policy for reads (docs/decisions/0009): a failure the server did not answer, at most 3 times. */
    loadRetryAllowed: ({ context, event }) =>
      shouldRetryRead(context.loadRetries, (event as unknown as { error: unknown }).error),
    paymentMethodOffered: ({ context, event }) =>
      (event.type === 'checkout.payment.methodSelected' || event.type === 'checkout.payment.submitted') &&
      isOffered(
        context.session,
        event.type === 'checkout.payment.methodSelected' ? event.method : event.paymentData.type,
      ),
    isReturningFromAction: ({ context }) => Boolean(context.redirectResult && context.order),
    hasOpenOrder: ({ context }) => context.order !== null,
    contactInvalid: ({ event }) =>
      event.type === 'checkout.contact.submitted' && Object.keys(contactErrors(event.contact)).length > 0,
    policyNotAccepted: ({ event }) => event.type === 'checkout.contact.submitted' && !event.contact.policyAccepted,
    methodOffered: ({ context, event }) =>
      event.type === 'checkout.delivery.methodSelected' && context.methods.some((m) => m.key === event.method),
    storeWanted: ({ context }) => needsStore(context.method.key),
    separateBillingOffered: ({ context }) => offersSeparateBilling(context.method.key),
    savedAddressOffered: ({ context, event }) =>
      event.type === 'checkout.delivery.savedAddressChosen' &&
      context.savedAddresses.some((address) => address.id === event.addressId),
    parcelShopWanted: ({ context }) => needsParcelShop(context.method.key),
    pickupOffered: ({ context }) => needsStore(context.method.key) || needsParcelShop(context.method.key),
    slotValid: ({ context, event }) =>
      event.type === 'checkout.delivery.slotSelected' &&
      hasTimeSlots(context.method.key) &&
      (event.slot === undefined || isTimeSlot(event.slot)) &&
      (event.date === undefined || context.deliveryDates.includes(event.date)),
    pickupMissing: ({ context }) =>
      (needsStore(context.method.key) && !context.store) ||
      (needsParcelShop(context.method.key) && !context.parcelShop),
    deliveryInvalid: ({ context, event }) =>
      event.type === 'checkout.delivery.submitted' &&
      Object.keys(deliveryErrors(context, deliveryOf(context, event.delivery))).length > 0,
    hasSuggestion: ({ event }) => Boolean((event as unknown as { output: AddressValidationResult }).output.suggestion),
    addressRejected: ({ event }) => !(event as unknown as { output: AddressValidationResult }).output.valid,
    isZeroAmount: ({ context }) =>
      context.cart !== null && context.cart.totalCentAmount === 0 && context.order === null,
    isPaid: ({ event }) => paymentStatusOf(outcomeOf(event).resultCode) === 'Paid',
    needsAction: ({ event }) =>
      paymentStatusOf(outcomeOf(event).resultCode) === 'Pending' && Boolean(outcomeOf(event).action?.url),
    isPending: ({ event }) => paymentStatusOf(outcomeOf(event).resultCode) === 'Pending',
    isOrderPaid: ({ context, event }) =>
      context.order !== null && (event as { error?: { data?: { code?: unknown } } }).error?.data?.code === 'OrderPaid',
    isOutOfStock: ({ event }) =>
      /OutOfStock/.test(String((event as { error?: { message?: string } }).error?.message ?? '')),
  },
  delays: {
    loadRetryDelay: ({ context }) => retryDelayMs(context.loadRetries),
  },
  actions: {
    fail: assign((_, params: { error: CheckoutErrorKey }) => ({ error: params.error })),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    failPayment: assign({ error: ({ event }) => paymentErrorKey(outcomeOf(event).resultCode) }),
    assignCart: assign({ cart: ({ event }) => (event as unknown as { output: CheckoutCart }).output }),
    assignOrder: assign({ order: ({ event }) => orderOf(event) }),
    assignOutcome: assign({ outcome: ({ event }) => outcomeOf(event), paymentData: null }),
    announceOrder: emit(({ context }) => ({ type: 'checkout.orderCreated', order: context.order! }) as const),
    announceFailure: emit(({ context }) => ({ type: 'checkout.paymentFailed', orderId: context.order!.id }) as const),
    followAction: emit(
      ({ context }) => ({ type: 'checkout.actionRequired', url: context.outcome!.action!.url }) as const,
    ),
    complete: emit(
      (_, params: { status: 'Paid' | 'Pending' }) =>
        ({ type: 'checkout.completed', orderId: _.context.order!.id, status: params.status }) as const,
    ),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    // Until the cart's methods are loaded: the fallback of spec 4.3.
    const methods = offeredMethods([], false)
    return {
      cart: null,
      savedAddresses: [],
      savedAddressId: null,
      signedIn: input.signedIn ?? false,
      hasTryAndBuy: input.hasTryAndBuy ?? false,
      loadRetries: 0,
      methods,
      contact: {
        email: input.customer?.email ?? '',
        country: input.customer?.country ?? pageSales().country,
        phone: input.customer?.phone ?? '',
        policyAccepted: false,
      },
      method: defaultDeliveryMethod(methods),
      // The shopper's click-and-collect store (chosen in the store locator or on a product page) comes preselected.
      store: input.store ?? null,
      parcelShop: null,
      pickupSearch: input.store?.address.city ?? PICKUP_SEARCH_START,
      deliveryDates: deliveryDates(input.today ?? new Date().toISOString()),
      date: null,
      slot: null,
      delivery: null,
      addressesMatch: true,
      validation: null,
      fieldErrors: {},
      error: null,
      session: null,
      paymentMethod: 'scheme',
      paymentData: null,
      order: input.orderId ? { id: input.orderId, orderNumber: null } : null,
      outcome: null,
      redirectResult: input.redirectResult ?? null,
    }
  },
  initial: 'entering',
  states: {
    entering: {
      always: [
        { guard: 'isReturningFromAction', target: '#checkout.PAYMENT.confirmingAction' },
        { guard: 'hasOpenOrder', target: '#checkout.PAYMENT' },
        { target: 'loading' },
      ],
    },
    /** The shopper's cart and the delivery methods it offers; a read, retried by the one retry policy. */
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ orderId: context.order?.id ?? null, signedIn: context.signedIn }),
        onDone: [
          { guard: 'nothingToCheckOut', target: 'empty', actions: assign({ loadRetries: 0 }) },
          {
            target: 'CONTACT_DETAILS',
            actions: assign(({ context, event }) => {
              const methods = offeredMethods(event.output.shippingMethods, context.hasTryAndBuy)
              const shopper = event.output.shopper
              return {
                cart: event.output.cart,
                methods,
                method: defaultDeliveryMethod(methods),
                error: null,
                loadRetries: 0,
                // Spec 2.7: a signed-in shopper's contact details and default address fill the forms.
                ...(shopper && {
                  contact: {
                    ...context.contact,
                    email: shopper.contact.email || context.contact.email,
                    phone: shopper.contact.phone || context.contact.phone,
                  },
                  savedAddresses: shopper.savedAddresses,
                  ...savedDelivery(shopper.savedAddresses, shopper.defaultShippingAddressId),
                }),
              }
            }),
          },
        ],
        onError: [
          {
            guard: 'loadRetryAllowed',
            target: 'loadWaiting',
            actions: assign({ loadRetries: ({ context }) => context.loadRetries + 1 }),
          },
          { target: 'loadFailed', actions: { type: 'fail', params: { error: 'generic.error' } } },
        ],
      },
    },
    loadWaiting: { tags: ['busy'], after: { loadRetryDelay: 'loading' } },
    loadFailed: {
      on: { 'checkout.load.retried': { target: 'loading', actions: assign({ loadRetries: 0, error: null }) } },
    },
    /** No cart, or an empty one: nothing to check out. */
    empty: {},
    CONTACT_DETAILS: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'checkout.contact.submitted': [
              {
                guard: 'contactInvalid',
                actions: assign({
                  fieldErrors: ({ event }) => contactErrors(event.contact),
                  error: 'checkout.step1.contactDetails',
                }),
              },
              { guard: 'policyNotAccepted', actions: assign({ fieldErrors: {}, error: 'checkout.step1.policy' }) },
              { target: 'saving', actions: ['clearErrors', assign({ contact: ({ event }) => event.contact })] },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context }) => ({ cart: context.cart!, contact: context.contact }),
            onDone: { target: '#checkout.DELIVERY', actions: 'assignCart' },
            onError: {
              target: 'editing',
              actions: { type: 'fail', params: { error: 'checkout.step1.contactDetails' } },
            },
          },
        },
      },
    },
    DELIVERY: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'checkout.step.back': { target: '#checkout.CONTACT_DETAILS', actions: 'clearErrors' },
            'checkout.delivery.methodSelected': {
              guard: 'methodOffered',
              actions: assign(({ context, event }) => ({
                method: context.methods.find((m) => m.key === event.method)!,
                error: null,
                date: null,
                slot: null,
              })),
            },
            'checkout.delivery.storeSelected': {
              guard: 'storeWanted',
              actions: assign({ store: ({ event }) => event.store, error: null }),
            },
            'checkout.delivery.parcelShopSelected': {
              guard: 'parcelShopWanted',
              actions: assign({ parcelShop: ({ event }) => event.parcelShop, error: null }),
            },
            'checkout.delivery.pickupSearched': {
              guard: 'pickupOffered',
              actions: assign({ pickupSearch: ({ event }) => event.query }),
            },
            'checkout.delivery.billingSameChanged': {
              guard: 'separateBillingOffered',
              actions: assign({ addressesMatch: ({ event }) => event.same }),
            },
            'checkout.delivery.savedAddressChosen': {
              guard: 'savedAddressOffered',
              actions: [
                'clearErrors',
                assign(({ context, event }) => ({
                  savedAddressId: event.addressId,
                  delivery: {
                    shipping: addressOf(context.savedAddresses.find((address) => address.id === event.addressId)!),
                    billing: context.delivery?.billing ?? null,
                    addressesMatch: context.delivery?.addressesMatch ?? true,
                  },
                })),
              ],
            },
            'checkout.delivery.slotSelected': {
              guard: 'slotValid',
              actions: assign({
                date: ({ context, event }) => event.date ?? context.date ?? context.deliveryDates[0]!,
                slot: ({ context, event }) => (event.slot as TimeSlot | undefined) ?? context.slot ?? 'noPreference',
              }),
            },
            'checkout.delivery.submitted': [
              { guard: 'pickupMissing', actions: { type: 'fail', params: { error: 'checkout.step2.pickupMissing' } } },
              {
                guard: 'deliveryInvalid',
                actions: assign({
                  fieldErrors: ({ context, event }) => deliveryErrors(context, deliveryOf(context, event.delivery)),
                  error: 'checkout.step1.delivery',
                }),
              },
              {
                target: 'validating',
                actions: [
                  'clearErrors',
                  assign({
                    delivery: ({ context, event }) => deliveryOf(context, event.delivery),
                    savedAddressId: ({ context, event }) => keptSavedAddress(context, event.delivery.shipping),
                  }),
                ],
              },
            ],
          },
        },
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateAddress',
            src: 'validateAddress',
            input: ({ context }) => ({
              address: checkedAddress(context),
              carrier: context.parcelShop?.carrier ?? null,
            }),
            onDone: [
              {
                guard: 'hasSuggestion',
                target: 'suggesting',
                actions: assign({ validation: ({ event }) => event.output }),
              },
              {
                guard: 'addressRejected',
                target: 'editing',
                actions: assign({
                  fieldErrors: ({ event }) => serviceFieldErrors(event.output, 'shipping'),
                  error: ({ event }) => validationErrorKey(event.output),
                }),
              },
              { target: 'saving' },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'fail', params: { error: 'checkout.step2.generalException' } },
            },
          },
        },
        suggesting: {
          on: {
            'checkout.address.enteredKept': 'saving',
            'checkout.address.suggestionAccepted': {
              target: 'saving',
              actions: assign({
                delivery: ({ context }) => {
                  const { changedFields: _changed, region: _region, ...suggested } = context.validation!.suggestion!
                  return { ...context.delivery!, shipping: { ...context.delivery!.shipping, ...suggested } }
                },
              }),
            },
            'checkout.address.editRequested': 'editing',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveDelivery',
            src: 'saveDelivery',
            input: ({ context }) => ({
              cart: context.cart!,
              method: context.method,
              store: context.store,
              parcelShop: context.parcelShop,
              date: context.date,
              slot: context.slot,
              delivery: context.delivery!,
              email: context.contact.email,
            }),
            onDone: { target: '#checkout.PAYMENT', actions: 'assignCart' },
            onError: {
              target: 'editing',
              actions: { type: 'fail', params: { error: 'checkout.step2.generalException' } },
            },
          },
        },
      },
    },
    PAYMENT: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'isZeroAmount', target: 'zeroAmount' }, { target: 'loadingSession' }] },
        zeroAmount: {
          on: {
            'checkout.order.placed': 'creatingOrder',
            'checkout.step.back': '#checkout.DELIVERY',
          },
        },
        loadingSession: {
          tags: ['busy'],
          invoke: {
            id: 'createSession',
            src: 'createSession',
            input: ({ context }) => ({
              cartId: context.order ? null : (context.cart?.id ?? null),
              orderId: context.order?.id ?? null,
            }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                session: event.output,
                error: null,
                // A retry keeps the shopper's choice while the new session still offers it.
                paymentMethod: isOffered(event.output, context.paymentMethod)
                  ? context.paymentMethod
                  : defaultPaymentMethod(event.output),
              })),
            },
            onError: [
              // A paid order's checkout URL (Back after paying) shows the confirmation, never a second payment.
              { guard: 'isOrderPaid', target: 'paid' },
              {
                target: 'sessionFailed',
                actions: { type: 'fail', params: { error: 'checkout.step3.paymentWidgetSession' } },
              },
            ],
          },
        },
        sessionFailed: { on: { 'checkout.payment.retried': 'loadingSession' } },
        ready: {
          on: {
            'checkout.payment.methodSelected': {
              guard: 'paymentMethodOffered',
              actions: assign({ paymentMethod: ({ event }) => event.method, error: null }),
            },
            // Only a way to pay this session offers is sent to the provider.
            'checkout.payment.submitted': [
              {
                guard: and(['paymentMethodOffered', 'hasOpenOrder']),
                target: 'processing',
                actions: assign({ paymentData: ({ event }) => event.paymentData, error: null }),
              },
              {
                guard: 'paymentMethodOffered',
                target: 'creatingOrder',
                actions: assign({ paymentData: ({ event }) => event.paymentData, error: null }),
              },
            ],
            'checkout.step.back': { guard: not('hasOpenOrder'), target: '#checkout.DELIVERY' },
          },
        },
        creatingOrder: {
          tags: ['busy'],
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({ cart: context.cart! }),
            onDone: [
              { guard: 'isZeroAmount', target: 'paid', actions: ['assignOrder', 'announceOrder'] },
              { target: 'processing', actions: ['assignOrder', 'announceOrder'] },
            ],
            onError: [
              {
                guard: 'isOutOfStock',
                target: 'orderFailed',
                actions: { type: 'fail', params: { error: 'generic.itemNotAvailable' } },
              },
              {
                guard: 'isZeroAmount',
                target: 'zeroAmount',
                actions: { type: 'fail', params: { error: 'checkout.step3.zeroAmount' } },
              },
              { target: 'ready', actions: { type: 'fail', params: { error: 'generic.error' } } },
            ],
          },
        },
        orderFailed: {},
        processing: {
          tags: ['busy'],
          invoke: {
            id: 'submitPayment',
            src: 'submitPayment',
            input: ({ context }) => ({
              orderId: context.order!.id,
              session: context.session!,
              paymentData: context.paymentData!,
            }),
            onDone: [
              { guard: 'isPaid', target: 'paid', actions: 'assignOutcome' },
              { guard: 'needsAction', target: 'authenticating', actions: ['assignOutcome', 'followAction'] },
              { guard: 'isPending', target: 'pending', actions: 'assignOutcome' },
              { target: 'failed', actions: ['assignOutcome', 'failPayment'] },
            ],
            onError: {
              target: 'failed',
              actions: [
                assign({ paymentData: null }),
                { type: 'fail', params: { error: 'checkout.step3.paymentWidget' } },
              ],
            },
          },
        },
        /** The 3-D Secure page is a full navigation; the shopper comes back with a `redirectResult`. */
        authenticating: { tags: ['busy'] },
        confirmingAction: {
          tags: ['busy'],
          invoke: {
            id: 'confirmPayment',
            src: 'confirmPayment',
            input: ({ context }) => ({ orderId: context.order!.id, redirectResult: context.redirectResult! }),
            onDone: [
              { guard: 'isPaid', target: 'paid', actions: 'assignOutcome' },
              // After 3-D Secure the provider answers Authorised or Refused: nothing is left pending.
              { target: 'failed', actions: ['assignOutcome', 'failPayment'] },
            ],
            onError: { target: 'failed', actions: { type: 'fail', params: { error: 'checkout.step3.paymentWidget' } } },
          },
        },
        failed: {
          entry: 'announceFailure',
          on: {
            'checkout.payment.retried': {
              target: 'loadingSession',
              actions: assign({ redirectResult: null, session: null }),
            },
          },
        },
        paid: { type: 'final', entry: { type: 'complete', params: { status: 'Paid' } } },
        pending: { type: 'final', entry: { type: 'complete', params: { status: 'Pending' } } },
      },
    },
  },
})
