// @ts-nocheck
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { addressErrors, contactErrors } from './checkout.rules'
import type { AddressFields, CheckoutCart } from './checkout.types'

/** What the wallet hands over when the shopper authorises it: who pays and where the order goes. */
export interface WalletPayer {
  email: string
  phone: string
  address: Partial<AddressFields>
}

/** The wallet's authorisation: the payer, and the payment data its pay button produced. */
export interface WalletAuthorisation {
  payer: WalletPayer
}

type ExpressError = 'missingData' | 'failed' | 'emptyBag'

type ExpressEvent =
  /** On a product page the press carries the chosen size, which goes into the bag first. */
  | { type: 'express.pressed'; sku?: string }
  | { type: 'express.wallet.authorised'; authorisation: WalletAuthorisation }
  | { type: 'express.wallet.cancelled' }
  | { type: 'express.retried' }
  | { type: 'express.otherMethodChosen' }

type ExpressEmitted = { type: 'express.completed'; orderId: string } | { type: 'express.otherMethod' }

interface ExpressContext {
  /** The size to add first when express checkout starts on a product page. */
  sku: string | null
  cart: CheckoutCart | null
  error: ExpressError | null
}

/** The wallet data is enough for an order when it passes the checkout's own contact and address rules. */
function isCompletePayer(payer: WalletPayer): payer is WalletPayer & { address: AddressFields } {
  const contact = { email: payer.email, phone: payer.phone, country: payer.address.country ?? '', policyAccepted: true }
  const address = {
    firstName: '',
    lastName: '',
    streetName: '',
    postalCode: '',
    city: '',
    country: '',
    ...payer.address,
  }
  return (
    Object.keys(contactErrors(contact)).length === 0 && Object.keys(addressErrors(address, 'shipping')).length === 0
  )
}

/**
 * Express checkout (spec 2.7, 8.3): the wallet's pay button on the bag and the product page. The
 * wallet supplies contact details and the delivery address; missing data offers 'try again' and
 * 'try another method' (the three-step checkout).
 */
export const expressCheckoutMachine = setup({
  types: {
    context: {} as ExpressContext,
    events: {} as ExpressEvent,
    emitted: {} as ExpressEmitted,
  },
  actors: {
    prepareCart: fromPromise<CheckoutCart | null, { sku: string | null }>(async () => {
      throw new Error('prepareCart not provided')
    }),
    placeOrder: fromPromise<
      { orderId: string },
      { cart: CheckoutCart; payer: WalletPayer & { address: AddressFields } }
    >(async () => {
      throw new Error('placeOrder not provided')
    }),
  },
  guards: {
    nothingToPay: ({ event }) => (event as { output?: unknown }).output === null,
    payerComplete: ({ event }) =>
      event.type === 'express.wallet.authorised' && isCompletePayer(event.authorisation.payer),
  },
  actions: {
    toCheckout: emit({ type: 'express.otherMethod' } as const),
  },
}).createMachine({
  id: 'express',
  context: { sku: null, cart: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'express.pressed': {
          target: 'preparing',
          actions: assign({ error: null, sku: ({ event }) => event.sku ?? null }),
        },
      },
    },
    preparing: {
      invoke: {
        id: 'prepareCart',
        src: 'prepareCart',
        input: ({ context }) => ({ sku: context.sku }),
        onDone: [
          { guard: 'nothingToPay', target: 'failed', actions: assign({ error: 'emptyBag' as const }) },
          { target: 'walletOpen', actions: assign({ cart: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: 'failed' as const }) },
      },
    },
    walletOpen: {
      on: {
        'express.wallet.cancelled': 'idle',
        'express.wallet.authorised': [
          { guard: 'payerComplete', target: 'placing' },
          { target: 'missingData', actions: assign({ error: 'missingData' as const }) },
        ],
      },
    },
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context, event }) => {
          const { payer } = (event as Extract<ExpressEvent, { type: 'express.wallet.authorised' }>).authorisation
          return { cart: context.cart!, payer: payer as WalletPayer & { address: AddressFields } }
        },
        onDone: {
          target: 'completed',
          actions: emit(({ event }) => ({ type: 'express.completed', orderId: event.output.orderId }) as const),
        },
        onError: { target: 'failed', actions: assign({ error: 'failed' as const }) },
      },
    },
    missingData: {
      on: {
        'express.retried': { target: 'walletOpen', actions: assign({ error: null }) },
        'express.otherMethodChosen': { target: 'idle', actions: 'toCheckout' },
      },
    },
    failed: {
      on: {
        'express.retried': { target: 'preparing', actions: assign({ error: null }) },
        'express.otherMethodChosen': { target: 'idle', actions: 'toCheckout' },
      },
    },
    completed: { type: 'final' },
  },
})

type ExpressSnapshot = SnapshotFrom<typeof expressCheckoutMachine>
export const selectExpressState = (s: ExpressSnapshot) =>
  s.value as 'idle' | 'preparing' | 'walletOpen' | 'placing' | 'missingData' | 'failed' | 'completed'
export const selectExpressError = (s: ExpressSnapshot) => s.context.error
export const selectExpressAmount = (s: ExpressSnapshot) => s.context.cart
