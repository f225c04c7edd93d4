import { market, salesOf, type Locale } from '@common/market'
import { assign, emit, fromPromise, raise, setup, type DoneActorEvent } from 'xstate'
import {
  CART_ERRORS,
  commandFor,
  errorAfterUpdate,
  errorOnFailure,
  firstLineFor,
  isGiftWrapped,
  needsNewCart,
  normalisePromoCode,
  validateIntent,
  type CartError,
  type CartIntent,
  type CartRulesOptions,
} from './cart.rules'
import type { CartView, CreateCartInput, StoreData, UpdateCartInput } from './cart.types'

export type CartEvent =
  | { type: 'cart.item.added'; sku?: string }
  | { type: 'cart.item.sizeChanged'; lineItemId?: string; sku?: string }
  | { type: 'cart.item.quantityChanged'; lineItemId?: string; quantity: number }
  | { type: 'cart.item.removed'; lineItemId?: string }
  | { type: 'cart.recalculated' }
  /** What the shopper types into the promo-code field. */
  | { type: 'cart.promo.typed'; code: string }
  /** Apply the code typed, or the one a posted form names. */
  | { type: 'cart.promo.applied'; code?: string }
  | { type: 'cart.promo.removed'; discountId: string }
  /**
   * The gift-wrap switch, with the state it now shows: a switch changed again before its first change was
   * taken (or before the page was interactive) ends as the shopper left it, never one toggle off.
   */
  | { type: 'cart.giftWrap.toggled'; wrapped: boolean }
  | { type: 'cart.loaded'; cart: CartView | null }
  | { type: 'cart.cleared' }
  | { type: 'cart.storeData.changed'; storeData: StoreData | null }
  | { type: 'cart.addedToBagModal.opened' }
  | { type: 'cart.addedToBagModal.closed' }

type CartEmitted =
  | { type: 'cart.updated'; intent: CartIntent; cart: CartView }
  | { type: 'cart.notification'; message: { id: CartError } }

export interface CartInput {
  cart?: CartView | null
  /** The outcome of an operation the server ran for a plain-HTML form, shown as the machine's own. */
  error?: CartError | null
  storeData?: StoreData | null
  /** The limit value is the market's (spec 4.4 does not state it). */
  itemsLimit?: number
  clickAndCollectDeliveryMethodId?: string
  warrantyCodePattern?: RegExp
  /** The page's locale: the cart is created in its store, channel, currency and country (spec 1.2). */
  locale?: Locale
}

interface CartContext extends CartRulesOptions {
  locale: Locale
  cart: CartView | null
  storeData: StoreData | null
  clickAndCollectDeliveryMethodId: string | undefined
  intent: CartIntent | null
  error: CartError | null
  /** The article of the last add, which the added-to-bag dialog shows on top (spec 2.7). */
  addedSku: string | null
  /** The promo code being typed; emptied once the platform has taken it. */
  promoCode: string
}

/** The code a promo event applies: the one it names (a posted form), else the one typed. */
const promoCodeOf = (event: CartEvent, context: CartContext) =>
  normalisePromoCode(event.type === 'cart.promo.applied' ? (event.code ?? context.promoCode) : '')

function intentOf(event: CartEvent, context: CartContext): CartIntent | null {
  switch (event.type) {
    case 'cart.item.added':
      return { kind: 'add', sku: event.sku }
    case 'cart.item.sizeChanged':
      return { kind: 'changeSize', lineItemId: event.lineItemId, sku: event.sku }
    case 'cart.item.quantityChanged':
      return { kind: 'changeQuantity', lineItemId: event.lineItemId, quantity: event.quantity }
    case 'cart.item.removed':
      return { kind: 'remove', lineItemId: event.lineItemId }
    case 'cart.recalculated':
      return { kind: 'recalculate' }
    case 'cart.promo.applied':
      return { kind: 'applyPromo', code: promoCodeOf(event, context) }
    case 'cart.promo.removed':
      return { kind: 'removePromo', discountId: event.discountId }
    case 'cart.giftWrap.toggled':
      return { kind: 'setGiftWrap', wrapped: event.wrapped }
    default:
      return null
  }
}

const toValidating = { target: 'validating', actions: 'assignIntent' } as const

/** A write the platform took (a new cart with its first line, or an update): the bag shows it. */
const written = [
  {
    guard: 'wasAdded',
    target: 'idle',
    actions: ['assignWritten', 'announce', 'rememberAdded', 'settle', 'openAddedToBag'],
  },
  { target: 'idle', actions: ['assignWritten', 'announce', 'settle'] },
] as const

const validationError = (c: CartContext) => (c.intent ? validateIntent(c.intent, c.cart, c) : null)

/** Cart rules of spec 4.4 and 5.1; every platform call runs in a locked state (`isLocked`). */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    createCart: fromPromise<CartView, CreateCartInput>(async () => {
      throw new Error('createCart actor not provided')
    }),
    updateCart: fromPromise<CartView, UpdateCartInput>(async () => {
      throw new Error('updateCart actor not provided')
    }),
  },
  guards: {
    isInvalid: ({ context }) => validationError(context) !== null,
    isWarrantyCode: ({ context }) => validationError(context) === CART_ERRORS.promoWarranty,
    needsCart: ({ context }) => context.intent !== null && needsNewCart(context.intent, context.cart),
    wasAdded: ({ context }) => context.intent?.kind === 'add',
    promoCodeGiven: ({ context, event }) => promoCodeOf(event, context) !== '',
    changesGiftWrap: ({ context, event }) =>
      event.type === 'cart.giftWrap.toggled' && event.wrapped !== isGiftWrapped(context.cart),
  },
  actions: {
    assignIntent: assign(({ context, event }) => ({ intent: intentOf(event, context), error: null })),
    rejectIntent: assign(({ context }) => ({ error: validationError(context), intent: null })),
    notifyWarranty: emit({ type: 'cart.notification', message: { id: CART_ERRORS.promoWarranty } }),
    assignWritten: assign({ cart: ({ event }) => (event as unknown as DoneActorEvent<CartView>).output }),
    settle: assign(({ context }) => ({
      error: context.cart ? errorAfterUpdate(context.intent, context.cart) : null,
      intent: null,
      // The field empties once the platform has taken the code.
      promoCode: context.intent?.kind === 'applyPromo' ? '' : context.promoCode,
    })),
    rememberAdded: assign(({ context }) => ({
      addedSku: context.intent?.kind === 'add' ? (context.intent.sku ?? null) : context.addedSku,
    })),
    announce: emit(({ context }) => ({ type: 'cart.updated', intent: context.intent!, cart: context.cart! }) as const),
    openAddedToBag: raise({ type: 'cart.addedToBagModal.opened' }),
    fail: assign(({ context, event }) => ({
      error: errorOnFailure(context.intent, (event as { error?: unknown }).error),
      intent: null,
    })),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    cart: input.cart ?? null,
    storeData: input.storeData ?? null,
    itemsLimit: input.itemsLimit ?? 50,
    clickAndCollectDeliveryMethodId: input.clickAndCollectDeliveryMethodId,
    warrantyCodePattern: input.warrantyCodePattern ?? /^WR-/i,
    locale: input.locale ?? market.defaultLocale,
    distributionChannel: salesOf(input.locale ?? market.defaultLocale).distributionChannel,
    intent: null,
    error: input.error ?? null,
    addedSku: null,
    promoCode: '',
  }),
  on: {
    'cart.storeData.changed': { actions: assign({ storeData: ({ event }) => event.storeData }) },
    'cart.promo.typed': { actions: assign({ promoCode: ({ event }) => event.code }) },
  },
  states: {
    operation: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.item.added': toValidating,
            'cart.item.sizeChanged': toValidating,
            'cart.item.quantityChanged': toValidating,
            'cart.item.removed': toValidating,
            'cart.recalculated': toValidating,
            // A blank code is not sent.
            'cart.promo.applied': { guard: 'promoCodeGiven', ...toValidating },
            'cart.promo.removed': toValidating,
            // Only a change: the bag already as the switch shows it needs no write.
            'cart.giftWrap.toggled': { guard: 'changesGiftWrap', ...toValidating },
            'cart.loaded': { actions: assign({ cart: ({ event }) => event.cart, error: null }) },
            'cart.cleared': { actions: assign({ cart: null, error: null }) },
          },
        },
        validating: {
          always: [
            { guard: 'isWarrantyCode', target: 'idle', actions: ['notifyWarranty', 'rejectIntent'] },
            { guard: 'isInvalid', target: 'idle', actions: 'rejectIntent' },
            { guard: 'needsCart', target: 'creatingCart' },
            { target: 'updating' },
          ],
        },
        creatingCart: {
          tags: ['locked'],
          invoke: {
            id: 'createCart',
            src: 'createCart',
            input: ({ context }) => ({
              storeKey: salesOf(context.locale).storeKey,
              currency: salesOf(context.locale).currency,
              country: salesOf(context.locale).country,
              locale: context.locale,
              // Spec 4.4: with no store chosen yet, the cart starts on click and collect.
              deliveryMethodId: context.storeData ? undefined : context.clickAndCollectDeliveryMethodId,
              firstLine: firstLineFor(context.intent!, context.storeData, context),
            }),
            onDone: written,
            onError: { target: 'idle', actions: 'fail' },
          },
        },
        updating: {
          tags: ['locked'],
          invoke: {
            id: 'updateCart',
            src: 'updateCart',
            input: ({ context }) => ({
              cartId: context.cart!.id,
              version: context.cart!.version,
              storeKey: salesOf(context.locale).storeKey,
              command: commandFor(context.intent!, context.cart!, context.storeData, context),
            }),
            onDone: written,
            onError: { target: 'idle', actions: 'fail' },
          },
        },
      },
    },
    addedToBagModal: {
      initial: 'closed',
      states: {
        closed: { on: { 'cart.addedToBagModal.opened': 'open' } },
        open: { on: { 'cart.addedToBagModal.closed': 'closed' } },
      },
    },
  },
})
