import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import { cartMachine } from '../src/machines/cart/cart.machine'
import { CART_ERRORS, GIFT_WRAP_SKU } from '../src/machines/cart/cart.rules'
import {
  selectAddedSku,
  selectBagCount,
  selectIsAddedToBagModalOpen,
  selectIsLocked,
} from '../src/machines/cart/cart.selectors'
import type { CartView, StoreData } from '../src/machines/cart/cart.types'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

const cart = (lines: number, codes: CartView['discountCodes'] = []): CartView => ({
  id: 'cart',
  version: 1,
  totalLineItemQuantity: lines,
  lineItems: Array.from({ length: lines }, (_, i) => ({ id: `l${i + 1}`, sku: i === 0 ? 'A' : `S${i}`, quantity: 1 })),
  discountCodes: codes,
})

/** A bag of one line and the gift wrap. */
const wrapped = (): CartView => {
  const one = cart(1)
  return { ...one, lineItems: [...one.lineItems, { id: 'gw', sku: GIFT_WRAP_SKU, quantity: 1 }] }
}

/** The market's items limit in this model (spec 4.4 keeps the value to the market). */
const ITEMS_LIMIT = 2
/** Spec 9: the store key and distribution channel. */
const WEB = 'CZ-web'
/** Spec 8.1, literal. */
const NO_SKU = 'No SKU provided.'
const NO_LINE_ITEM_ID = 'No lineItemId provided.'
const NO_ACTIVE_CART = 'No active cart found.'
const NOT_IN_CART = 'Item not found in cart.'
const NO_ITEMS = 'No items in cart.'
/** Spec 8.3, 5.5: message keys, wording not shown. */
const UPDATE_FAILED = CART_ERRORS.updateFailed
const ITEMS_LIMIT_REACHED = CART_ERRORS.itemsLimitReached
const PROMO_DUPLICATE = CART_ERRORS.promoDuplicate
const PROMO_WARRANTY = CART_ERRORS.promoWarranty
const PROMO_ERROR = CART_ERRORS.promoError

type Step = MachineStepView<typeof cartMachine>
type Event = Step['events'][number] & Record<string, unknown>

const OPERATIONS = new Set([
  'cart.item.added',
  'cart.item.sizeChanged',
  'cart.item.quantityChanged',
  'cart.item.removed',
  'cart.recalculated',
  'cart.promo.applied',
  'cart.promo.removed',
  'cart.giftWrap.toggled',
])

/** What spec 5.1 and 5.5 refuse before anything is sent, for an operation on `current`. */
function refusal(event: Event, current: CartView | null): string | null {
  const line = (id: unknown) => current?.lineItems.find((l) => l.id === id)
  switch (event.type) {
    case 'cart.item.added':
      if (!event.sku) return NO_SKU
      return (current?.totalLineItemQuantity ?? 0) >= ITEMS_LIMIT ? ITEMS_LIMIT_REACHED : null
    case 'cart.item.sizeChanged':
    case 'cart.item.quantityChanged':
    case 'cart.item.removed':
      // A size change needs the new size first; each names a line of the bag.
      if (event.type === 'cart.item.sizeChanged' && !event.sku) return NO_SKU
      if (!event.lineItemId) return NO_LINE_ITEM_ID
      if (!current) return NO_ACTIVE_CART
      return line(event.lineItemId) ? null : NOT_IN_CART
    case 'cart.recalculated':
      if (!current) return NO_ACTIVE_CART
      return current.lineItems.length === 0 ? NO_ITEMS : null
    case 'cart.promo.applied': {
      if (!current) return NO_ACTIVE_CART
      const code = String(event.code).trim().toUpperCase()
      if (/^WR-/i.test(code)) return PROMO_WARRANTY
      return current.discountCodes.some((d) => d.code.toUpperCase() === code) ? PROMO_DUPLICATE : null
    }
    case 'cart.promo.removed':
      return current ? null : NO_ACTIVE_CART
    default:
      return null
  }
}

/** The cart as spec 4.4 says it must be after the path's events: a reference the machine does not write. */
interface Reference {
  cart: CartView | null
  storeData: StoreData | null
  /** The operation the platform is working on (the cart is locked meanwhile). */
  running: Event | null
  error: string | null
  addedToBagOpen: boolean
  addedSku: string | null
  /** What the shopper has typed in the promo field: Apply sends it; the field empties once a code is taken. */
  typed: string
}

function reference(events: readonly Event[]): Reference {
  const ref: Reference = {
    cart: null,
    storeData: null,
    running: null,
    error: null,
    addedToBagOpen: false,
    addedSku: null,
    typed: '',
  }
  for (const event of events) {
    if (event.type === 'cart.promo.typed') {
      ref.typed = event.code as string
      continue
    }
    const settled = /^xstate\.(done|error)\.actor\.(createCart|updateCart)$/.exec(event.type)
    if (event.type === 'cart.storeData.changed') ref.storeData = event.storeData as StoreData | null
    else if (settled && ref.running) {
      const op = ref.running
      ref.running = null
      if (settled[1] === 'done') {
        ref.cart = event.output as CartView
        ref.error = null
        if (op.type === 'cart.item.added') {
          ref.addedToBagOpen = true
          ref.addedSku = op.sku as string
        }
        if (op.type === 'cart.promo.applied') ref.typed = ''
      } else ref.error = op.type === 'cart.promo.applied' ? PROMO_ERROR : UPDATE_FAILED
    } else if (event.type === 'cart.addedToBagModal.closed') ref.addedToBagOpen = false
    else if (ref.running) continue
    else if (event.type === 'cart.loaded') [ref.cart, ref.error] = [event.cart as CartView | null, null]
    else if (event.type === 'cart.cleared') [ref.cart, ref.error] = [null, null]
    else if (OPERATIONS.has(event.type)) {
      // Apply sends the code it names, else the typed one; a blank code is not sent at all.
      const operation = event.type === 'cart.promo.applied' ? { ...event, code: event.code ?? ref.typed } : event
      if (operation.type === 'cart.promo.applied' && !String(operation.code).trim()) continue
      // The gift-wrap switch names the state it shows: the bag already so is left alone.
      if (operation.type === 'cart.giftWrap.toggled' && operation.wrapped === isWrapped(ref.cart)) continue
      ref.error = refusal(operation, ref.cart)
      if (!ref.error) ref.running = operation
    }
  }
  return ref
}

/** Whether the bag holds the gift wrap line. */
const isWrapped = (current: CartView | null) => Boolean(current?.lineItems.some((l) => l.sku === GIFT_WRAP_SKU))

const events = (step: Step) => step.events as Event[]
const started = (step: Step) => (OPERATIONS.has(step.event.type) ? reference(events(step)).running : null)
const commandOf = (step: Step) =>
  (step.invoked.find((i) => i.id === 'updateCart')?.input as { command?: Record<string, unknown> } | undefined)?.command
const before = (step: Step) => reference(events(step).slice(0, -1))

/** The supply channel spec 4.4 puts a new line on: the chosen store's first. */
const supplyOf = (storeData: StoreData | null) => storeData?.supplyChannels[0]?.key

/** The command spec 4.4 and 7.1 name for an operation on `current`. */
function expectCommand(op: Event, current: CartView, storeData: StoreData | null, command: unknown) {
  const line = (id: unknown) => current.lineItems.find((l) => l.id === id)!
  const bySku = (sku: unknown) => current.lineItems.find((l) => l.sku === sku)
  switch (op.type) {
    case 'cart.item.added': {
      const existing = bySku(op.sku)
      expect(command).toEqual(
        existing
          ? { type: 'changeLineItemQuantity', lineItemId: existing.id, quantity: existing.quantity + 1 }
          : {
              type: 'addLineItem',
              sku: op.sku,
              quantity: 1,
              distributionChannel: WEB,
              supplyChannel: supplyOf(storeData),
            },
      )
      return
    }
    case 'cart.item.sizeChanged': {
      const old = line(op.lineItemId)
      const target = bySku(op.sku)
      if (target && target.id !== old.id)
        expect(command).toMatchObject({ lineItemIdToRemove: old.id, lineItemIdToChange: target.id })
      else
        expect(command).toMatchObject({
          type: 'changeSize',
          lineItemId: old.id,
          sku: op.sku,
          quantity: old.quantity,
          addedAt: old.addedAt,
          distributionChannel: WEB,
        })
      return
    }
    case 'cart.item.quantityChanged':
      expect(command).toEqual({ type: 'changeLineItemQuantity', lineItemId: op.lineItemId, quantity: op.quantity })
      return
    case 'cart.item.removed':
      expect(command).toEqual({
        type: 'removeLineItem',
        lineItemId: op.lineItemId,
        quantity: line(op.lineItemId).quantity,
      })
      return
    case 'cart.recalculated':
      expect(command).toEqual({ type: 'recalculate', updateProductData: true })
      return
    case 'cart.promo.applied':
      expect(command).toEqual({ type: 'addDiscountCode', code: String(op.code).trim().toUpperCase() })
      return
    case 'cart.promo.removed':
      expect(command).toEqual({ type: 'removeDiscountCode', discountId: op.discountId })
      return
    case 'cart.giftWrap.toggled': {
      const wrap = bySku(GIFT_WRAP_SKU)
      expect(command).toMatchObject(
        op.wrapped
          ? { type: 'addLineItem', sku: GIFT_WRAP_SKU, quantity: 1, distributionChannel: WEB }
          : { type: 'removeLineItem', lineItemId: wrap!.id, quantity: wrap!.quantity },
      )
    }
  }
}

const expectations = expectationsFor(cartMachine, {
  '*': [
    {
      says: 'the bag holds the cart the platform last returned, the one loaded, or none once cleared (spec 4.4)',
      check: (step) => expect(step.context.cart).toEqual(reference(events(step)).cart),
    },
    {
      says: 'the promo field keeps what was typed until the platform has taken a code, whatever else the bag does',
      check: (step) => expect(step.context.promoCode).toBe(reference(events(step)).typed),
    },
    {
      says: 'the chosen store is remembered for the next line (spec 3.19 storeData)',
      check: (step) => expect(step.context.storeData).toEqual(reference(events(step)).storeData),
    },
    {
      says: 'the cart is locked exactly while a platform call runs, and unlocked after it, also on error (spec 4.4)',
      check: (step) => expect(selectIsLocked(step.snapshot)).toBe(reference(events(step)).running !== null),
    },
    {
      says: 'the bag badge counts the items the platform holds, and the one being added while its add runs (4.13)',
      check: (step) => {
        const { cart, running } = reference(events(step))
        const adding = running?.type === 'cart.item.added' ? 1 : 0
        expect(selectBagCount()(step.snapshot)).toBe((cart?.totalLineItemQuantity ?? 0) + adding)
      },
    },
    {
      says: 'a refused operation shows the spec’s message (5.1, 5.5), a failed call its error, anything else none',
      check: (step) => expect(step.context.error).toBe(reference(events(step)).error),
    },
    {
      says: 'a warranty code has its own error and notification (spec 5.5); nothing else notifies',
      check: (step) => {
        const notified = step.emitted.filter((e) => e.type === 'cart.notification')
        const warranty = step.event.type === 'cart.promo.applied' && reference(events(step)).error === PROMO_WARRANTY
        expect(notified).toEqual(warranty ? [{ type: 'cart.notification', message: { id: PROMO_WARRANTY } }] : [])
      },
    },
    {
      says: 'every write the platform took is announced with the cart it returned; nothing else is',
      check: (step) => {
        const announced = step.emitted.filter((e) => e.type === 'cart.updated')
        const wrote = /^xstate\.done\.actor\./.test(step.event.type)
        expect(announced.map((e) => (e as { cart: unknown }).cart)).toEqual(
          wrote ? [(step.event as unknown as { output: unknown }).output] : [],
        )
      },
    },
    {
      says: 'one platform call per operation: a new cart when there is none to add to, an update otherwise',
      check: (step) => {
        const op = started(step)
        const expected = !op ? [] : before(step).cart ? ['updateCart'] : ['createCart']
        expect(step.invoked.map((i) => i.id)).toEqual(expected)
      },
    },
    {
      says: 'the added-to-bag dialog shows only after an add the platform took, until the shopper closes it',
      check: (step) => expect(step.in('addedToBagModal.open')).toBe(reference(events(step)).addedToBagOpen),
    },
  ],
  'operation.idle': [
    {
      says: 'nothing is being sent',
      check: (step) => expect(reference(events(step)).running).toBeNull(),
    },
  ],
  'operation.creatingCart': [
    {
      says: 'with no cart, one is created with the site’s currency and country and the added line (spec 4.4)',
      check: (step) => {
        const op = started(step)
        if (!op) return
        const { storeData } = before(step)
        const sku = op.type === 'cart.giftWrap.toggled' ? GIFT_WRAP_SKU : op.sku
        expect(step.invoked[0]!.input).toMatchObject({
          storeKey: WEB,
          currency: 'CZK',
          country: 'CZ',
          firstLine: { sku, quantity: 1, distributionChannel: WEB, supplyChannel: supplyOf(storeData) },
        })
      },
    },
    {
      says: 'a click-and-collect delivery method is passed only when no store is chosen (spec 4.4)',
      check: (step) => {
        if (!started(step)) return
        const input = step.invoked[0]!.input as { deliveryMethodId?: string }
        if (before(step).storeData) expect(input.deliveryMethodId).toBeUndefined()
      },
    },
  ],
  'operation.updating': [
    {
      says: 'the update carries the spec’s command for the operation (4.4, 7.1) on the cart’s id and version',
      check: (step) => {
        const op = started(step)
        if (!op) return
        const { cart: current, storeData } = before(step)
        expect(step.invoked[0]!.input).toMatchObject({ cartId: current!.id, version: current!.version })
        expectCommand(op, current!, storeData, commandOf(step))
      },
    },
  ],
  'addedToBagModal.closed': [
    {
      says: 'the added-to-bag dialog is closed at first and once the shopper closes it',
      check: (step) => expect(selectIsAddedToBagModalOpen(step.snapshot)).toBe(false),
    },
  ],
  'addedToBagModal.open': [
    {
      says: 'after add to bag the added-to-bag dialog opens, showing the article just added (spec 4.4, 2.7)',
      check: (step) => {
        expect(selectIsAddedToBagModalOpen(step.snapshot)).toBe(true)
        expect(selectAddedSku(step.snapshot)).toBe(reference(events(step)).addedSku)
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('cart', cartMachine, {
  inputs: [{ itemsLimit: ITEMS_LIMIT }],
  events: {
    domain: [
      { type: 'cart.item.added', sku: 'A' },
      { type: 'cart.item.added' },
      { type: 'cart.item.sizeChanged', lineItemId: 'l1', sku: 'B' },
      { type: 'cart.item.quantityChanged', lineItemId: 'l1', quantity: 2 },
      { type: 'cart.item.removed', lineItemId: 'l1' },
      { type: 'cart.item.removed', lineItemId: 'zz' },
      { type: 'cart.recalculated' },
      { type: 'cart.promo.applied', code: 'SPRING' },
      // The shopper types a code, then applies what the field holds.
      { type: 'cart.promo.typed', code: 'spring' },
      { type: 'cart.promo.applied' },
      { type: 'cart.promo.applied', code: 'WR-7Q2K-500' },
      { type: 'cart.promo.removed', discountId: 'd1' },
      { type: 'cart.giftWrap.toggled', wrapped: true },
      { type: 'cart.giftWrap.toggled', wrapped: false },
      { type: 'cart.loaded', cart: cart(0) },
      { type: 'cart.cleared' },
      { type: 'cart.storeData.changed', storeData: { supplyChannels: [{ key: 'store-1' }] } },
      { type: 'cart.addedToBagModal.closed' },
    ],
    outputs: {
      createCart: [cart(0)],
      updateCart: [cart(1), cart(2, [{ id: 'd1', code: 'SPRING', state: 'MatchesCart' }]), wrapped()],
    },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: Record<string, unknown> & { cart: CartView | null; storeData: unknown }
    }
    return JSON.stringify([
      value,
      context.cart?.lineItems.length ?? null,
      context.cart?.discountCodes.length,
      context.intent,
      context.error,
      context.storeData !== null,
      context.promoCode !== '',
    ])
  },
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { intent: { kind: string } | null; promoCode: string }
    }
    return [value, context.intent?.kind, context.promoCode !== '']
  },
  expectations,
  // Spec 4.4: while a call runs, the bag takes no other change (one operation at a time: a double add is one line).
  mustIgnore: {
    'operation.creatingCart': some([
      { type: 'cart.item.added', sku: 'A' },
      { type: 'cart.loaded', cart: cart(0) },
    ]),
    'operation.updating': some([
      { type: 'cart.item.added', sku: 'A' },
      { type: 'cart.item.removed', lineItemId: 'l1' },
      { type: 'cart.cleared' },
    ]),
  },
  mustAccept: {
    // Spec 3.19: the chosen store is taken whatever the bag is doing.
    operation: some([{ type: 'cart.storeData.changed', storeData: { supplyChannels: [{ key: 'store-1' }] } }]),
    'operation.idle': some([{ type: 'cart.item.added', sku: 'A' }, { type: 'cart.cleared' }]),
    'addedToBagModal.open': some([{ type: 'cart.addedToBagModal.closed' }]),
  },
  requireEveryTransition: true,
})
