import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { cartMachine, type CartInput } from './cart.machine'
import { GIFT_WRAP_SKU } from './cart.rules'
import {
  selectAddedSku,
  selectBagCount,
  selectCanApplyPromo,
  selectCartError,
  selectPromoCode,
  selectIsAddedToBagModalOpen,
  selectIsLocked,
  selectItemsLimitReached,
  selectPromoCodesNoLongerValid,
} from './cart.selectors'
import type { CartView, CreateCartInput, UpdateCartInput } from './cart.types'

const line = (id: string, sku: string, quantity = 1, addedAt = `2026-01-0${id.length}T00:00:00Z`) => ({
  id,
  sku,
  quantity,
  addedAt,
})

function cartOf(lines: CartView['lineItems'], discountCodes: CartView['discountCodes'] = []): CartView {
  return {
    id: 'cart-1',
    version: 3,
    totalLineItemQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    lineItems: lines,
    discountCodes,
  }
}

/** A cart actor whose platform calls are recorded and can be held open or failed. */
function start(input: CartInput, options: { reply?: CartView; fail?: boolean; hold?: boolean } = {}) {
  const updates: UpdateCartInput[] = []
  const creates: CreateCartInput[] = []
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const machine = cartMachine.provide({
    actors: {
      createCart: fromPromise<CartView, CreateCartInput>(async ({ input }) => {
        creates.push(input)
        if (options.hold) await gate
        if (options.fail) throw new Error('platform down')
        return cartOf([line('first', input.firstLine.sku)])
      }),
      updateCart: fromPromise<CartView, UpdateCartInput>(async ({ input }) => {
        updates.push(input)
        if (options.hold) await gate
        if (options.fail) throw new Error('platform down')
        return options.reply ?? cartOf([line('n', 'new')])
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const settled = () => waitFor(actor, (s) => s.matches({ operation: 'idle' }))
  return { actor, updates, creates, settled, release }
}

describe('cart machine: add to bag (spec 4.4, 5.1)', () => {
  it('adds a new SKU with quantity 1 on CZ-web and the first store supply channel', async () => {
    const storeData = { supplyChannels: [{ key: 'store-1' }, { key: 'store-2' }] }
    const { actor, updates, settled } = start({ cart: cartOf([]), storeData })
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    await settled()
    expect(updates[0]).toEqual({
      cartId: 'cart-1',
      version: 3,
      storeKey: 'CZ-web',
      command: {
        type: 'addLineItem',
        sku: 'A-40',
        quantity: 1,
        distributionChannel: 'CZ-web',
        supplyChannel: 'store-1',
      },
    })
  })

  it('adds 1 to the line of a SKU already in the bag', async () => {
    const { actor, updates, settled } = start({ cart: cartOf([line('l1', 'A-40', 2)]) })
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 3 })
  })

  it('creates the cart with the added line in one write, on click and collect when no store is chosen', async () => {
    const { actor, updates, creates, settled } = start({ clickAndCollectDeliveryMethodId: 'cc-1' })
    const announced: unknown[] = []
    actor.on('cart.updated', (event) => announced.push(event.intent))
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    await settled()
    expect(creates).toEqual([
      {
        storeKey: 'CZ-web',
        currency: 'CZK',
        country: 'CZ',
        locale: 'cs-CZ',
        deliveryMethodId: 'cc-1',
        firstLine: { type: 'addLineItem', sku: 'A-40', quantity: 1, distributionChannel: 'CZ-web' },
      },
    ])
    expect(updates).toEqual([])
    expect(selectBagCount()(actor.getSnapshot())).toBe(1)
    expect(announced).toEqual([{ kind: 'add', sku: 'A-40' }])
    expect(selectIsAddedToBagModalOpen(actor.getSnapshot())).toBe(true)
  })

  it('creates the cart with the gift wrap when the wrap is the first thing added', async () => {
    const { actor, updates, creates, settled } = start({})
    actor.send({ type: 'cart.giftWrap.toggled', wrapped: true })
    await settled()
    expect(creates[0]?.firstLine).toMatchObject({ type: 'addLineItem', sku: GIFT_WRAP_SKU, quantity: 1 })
    expect(updates).toEqual([])
    expect(selectIsAddedToBagModalOpen(actor.getSnapshot())).toBe(false)
  })

  it('passes no delivery method when store data exists', async () => {
    const { actor, creates, settled } = start({
      clickAndCollectDeliveryMethodId: 'cc-1',
      storeData: { supplyChannels: [] },
    })
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    await settled()
    expect(creates[0]?.deliveryMethodId).toBeUndefined()
  })

  it('is locked while the operation runs, ignores a second add, and unlocks afterwards', async () => {
    const { actor, updates, settled, release } = start({ cart: cartOf([]) }, { hold: true })
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    expect(selectIsLocked(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'cart.item.added', sku: 'A-41' })
    release()
    await settled()
    expect(selectIsLocked(actor.getSnapshot())).toBe(false)
    expect(updates).toHaveLength(1)
  })

  it('counts an add in the badge while the platform takes it, and keeps the count it confirms', async () => {
    const { actor, settled, release } = start(
      { cart: cartOf([line('l1', 'A-39', 2)]) },
      { hold: true, reply: cartOf([line('l1', 'A-39', 2), line('l2', 'A-40')]) },
    )
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    expect(selectBagCount()(actor.getSnapshot())).toBe(3)
    release()
    await settled()
    expect(selectBagCount()(actor.getSnapshot())).toBe(3)
  })

  it('counts the first add before the cart exists, and drops it when the platform refuses', async () => {
    const { actor, settled, release } = start({}, { hold: true, fail: true })
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    expect(selectBagCount()(actor.getSnapshot())).toBe(1)
    release()
    await settled()
    expect(selectBagCount()(actor.getSnapshot())).toBe(0)
    expect(selectCartError(actor.getSnapshot())).toBe('error.description')
  })

  it('counts no other operation ahead of the platform, nor an add the rules refuse', async () => {
    const held = start({ cart: cartOf([line('l1', 'A-40', 2)]) }, { hold: true })
    held.actor.send({ type: 'cart.item.removed', lineItemId: 'l1' })
    expect(selectIsLocked(held.actor.getSnapshot())).toBe(true)
    expect(selectBagCount()(held.actor.getSnapshot())).toBe(2)
    held.release()
    await held.settled()

    const full = start({ cart: cartOf([line('l1', 'A-40', 2)]), itemsLimit: 2 }, { hold: true })
    full.actor.send({ type: 'cart.item.added', sku: 'A-41' })
    expect(selectIsLocked(full.actor.getSnapshot())).toBe(false)
    expect(selectBagCount()(full.actor.getSnapshot())).toBe(2)
  })

  it('unlocks on error too', async () => {
    const { actor, settled } = start({ cart: cartOf([]) }, { fail: true })
    actor.send({ type: 'cart.item.added', sku: 'A-40' })
    expect(selectIsLocked(actor.getSnapshot())).toBe(true)
    await settled()
    expect(selectIsLocked(actor.getSnapshot())).toBe(false)
    expect(selectCartError(actor.getSnapshot())).toBe('error.description')
  })

  it('opens the added-to-bag modal after an add, not after other changes', async () => {
    const { actor, settled } = start({ cart: cartOf([line('l1', 'A-40')]) })
    actor.send({ type: 'cart.item.quantityChanged', lineItemId: 'l1', quantity: 2 })
    await settled()
    expect(selectIsAddedToBagModalOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'cart.item.added', sku: 'B' })
    await settled()
    expect(selectIsAddedToBagModalOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'cart.addedToBagModal.closed' })
    expect(selectIsAddedToBagModalOpen(actor.getSnapshot())).toBe(false)
  })

  it('remembers the article of the last add for the dialog, and keeps it through other changes and a failed add', async () => {
    const { actor, settled } = start({ cart: cartOf([line('l1', 'A-40')]) })
    expect(selectAddedSku(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'cart.item.added', sku: 'B-38' })
    await settled()
    expect(selectAddedSku(actor.getSnapshot())).toBe('B-38')
    actor.send({ type: 'cart.item.quantityChanged', lineItemId: 'l1', quantity: 2 })
    await settled()
    expect(selectAddedSku(actor.getSnapshot())).toBe('B-38')
    actor.send({ type: 'cart.item.added', sku: 'C-41' })
    await settled()
    expect(selectAddedSku(actor.getSnapshot())).toBe('C-41')
    // An add the rules refuse adds nothing: the dialog's article stays the last one added.
    actor.send({ type: 'cart.item.added' })
    expect(selectAddedSku(actor.getSnapshot())).toBe('C-41')
  })

  it('does not take the article of an add the platform refused', async () => {
    const { actor, settled } = start({ cart: cartOf([]) }, { fail: true })
    actor.send({ type: 'cart.item.added', sku: 'B-38' })
    await settled()
    expect(selectAddedSku(actor.getSnapshot())).toBeNull()
  })

  it("refuses an add without a SKU with 'No SKU provided.'", () => {
    const { actor, updates } = start({ cart: cartOf([]) })
    actor.send({ type: 'cart.item.added' })
    expect(selectCartError(actor.getSnapshot())).toBe('No SKU provided.')
    expect(updates).toHaveLength(0)
  })

  it('refuses to add past the items limit', () => {
    const { actor, updates } = start({ cart: cartOf([line('l1', 'A', 2)]), itemsLimit: 2 })
    expect(selectItemsLimitReached(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'cart.item.added', sku: 'B' })
    expect(selectCartError(actor.getSnapshot())).toBe('cart.itemsLimitReached')
    expect(updates).toHaveLength(0)
  })
})

describe('cart machine: remove, change size and quantity, recalculate', () => {
  it.each([
    [{ cart: cartOf([line('l1', 'A')]) }, undefined, 'No lineItemId provided.'],
    [{}, 'l1', 'No active cart found.'],
    [{ cart: cartOf([line('l1', 'A')]) }, 'l9', 'Item not found in cart.'],
  ] as const)('remove refuses with the literal error', (input, lineItemId, message) => {
    const { actor, updates } = start(input)
    actor.send({ type: 'cart.item.removed', lineItemId })
    expect(selectCartError(actor.getSnapshot())).toBe(message)
    expect(updates).toHaveLength(0)
  })

  it('removes the whole line', async () => {
    const { actor, updates, settled } = start({ cart: cartOf([line('l1', 'A', 2)]) })
    actor.send({ type: 'cart.item.removed', lineItemId: 'l1' })
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'removeLineItem', lineItemId: 'l1', quantity: 2 })
  })

  it('changes size by replacing the line with the same quantity and addedAt', async () => {
    const { actor, updates, settled } = start({ cart: cartOf([line('l1', 'A-40', 2, '2026-01-01T00:00:00Z')]) })
    actor.send({ type: 'cart.item.sizeChanged', lineItemId: 'l1', sku: 'A-41' })
    await settled()
    expect(updates[0]?.command).toEqual({
      type: 'changeSize',
      lineItemId: 'l1',
      sku: 'A-41',
      quantity: 2,
      addedAt: '2026-01-01T00:00:00Z',
      distributionChannel: 'CZ-web',
      supplyChannel: undefined,
    })
  })

  it('changes size onto a line already in the bag by removing the old line', async () => {
    const { actor, updates, settled } = start({ cart: cartOf([line('l1', 'A-40', 2), line('l2', 'A-41', 1)]) })
    actor.send({ type: 'cart.item.sizeChanged', lineItemId: 'l1', sku: 'A-41' })
    await settled()
    expect(updates[0]?.command).toEqual({
      type: 'changeSizeToExistingLine',
      lineItemIdToRemove: 'l1',
      lineItemIdToChange: 'l2',
      quantity: 3,
    })
  })

  it('changes quantity', async () => {
    const { actor, updates, settled } = start({ cart: cartOf([line('l1', 'A')]) })
    actor.send({ type: 'cart.item.quantityChanged', lineItemId: 'l1', quantity: 4 })
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 4 })
  })

  it("recalculates with updateProductData, refusing an empty cart with 'No items in cart.'", async () => {
    const empty = start({ cart: cartOf([]) })
    empty.actor.send({ type: 'cart.recalculated' })
    expect(selectCartError(empty.actor.getSnapshot())).toBe('No items in cart.')
    const none = start({})
    none.actor.send({ type: 'cart.recalculated' })
    expect(selectCartError(none.actor.getSnapshot())).toBe('No active cart found.')
    const full = start({ cart: cartOf([line('l1', 'A')]) })
    full.actor.send({ type: 'cart.recalculated' })
    await full.settled()
    expect(full.updates[0]?.command).toEqual({ type: 'recalculate', updateProductData: true })
  })

  it('switches gift wrap on and off with the fixed SKU', async () => {
    const { actor, updates, settled } = start(
      { cart: cartOf([line('l1', 'A')]) },
      { reply: cartOf([line('l1', 'A'), line('gw', GIFT_WRAP_SKU)]) },
    )
    actor.send({ type: 'cart.giftWrap.toggled', wrapped: true })
    await settled()
    actor.send({ type: 'cart.giftWrap.toggled', wrapped: false })
    await settled()
    expect(updates.map((u) => u.command.type)).toEqual(['addLineItem', 'removeLineItem'])
    expect(updates[0]?.command).toMatchObject({ sku: '8888881', quantity: 1 })
    expect(updates[1]?.command).toEqual({ type: 'removeLineItem', lineItemId: 'gw', quantity: 1 })
  })

  it('leaves the bag alone when the switch shows what the bag already is', async () => {
    // Switched on before the page was interactive and back off after: the bag stays unwrapped.
    const unwrapped = start({ cart: cartOf([line('l1', 'A')]) })
    unwrapped.actor.send({ type: 'cart.giftWrap.toggled', wrapped: false })
    const wrapped = start({ cart: cartOf([line('l1', 'A'), line('gw', GIFT_WRAP_SKU)]) })
    wrapped.actor.send({ type: 'cart.giftWrap.toggled', wrapped: true })
    // Without a bag, switching off creates none.
    const none = start({})
    none.actor.send({ type: 'cart.giftWrap.toggled', wrapped: false })
    for (const { actor, updates, creates } of [unwrapped, wrapped, none]) {
      expect(actor.getSnapshot().matches({ operation: 'idle' })).toBe(true)
      expect(actor.getSnapshot().context.error).toBeNull()
      expect([...updates, ...creates]).toEqual([])
    }
  })

  it('clears and loads the cart', () => {
    const { actor } = start({ cart: cartOf([line('l1', 'A')]) })
    actor.send({ type: 'cart.cleared' })
    expect(actor.getSnapshot().context.cart).toBeNull()
    actor.send({ type: 'cart.loaded', cart: cartOf([line('l1', 'A', 3)]) })
    expect(selectBagCount()(actor.getSnapshot())).toBe(3)
  })
})

describe('cart machine: promo codes (spec 5.5)', () => {
  const applied = [{ id: 'd1', code: 'SPRING', state: 'MatchesCart' }]

  it('refuses a code already applied', () => {
    const { actor, updates } = start({ cart: cartOf([line('l1', 'A')], applied) })
    actor.send({ type: 'cart.promo.applied', code: ' spring ' })
    expect(selectCartError(actor.getSnapshot())).toBe('promo.duplicateCode')
    expect(updates).toHaveLength(0)
  })

  it('gives warranty codes their own error and a notification', () => {
    const { actor, updates } = start({ cart: cartOf([line('l1', 'A')]) })
    const notes: unknown[] = []
    actor.on('cart.notification', (event) => notes.push(event.message))
    actor.send({ type: 'cart.promo.applied', code: 'WR-7Q2K-500' })
    expect(selectCartError(actor.getSnapshot())).toBe('promo.warrantyCodeError')
    expect(notes).toEqual([{ id: 'promo.warrantyCodeError' }])
    expect(updates).toHaveLength(0)
  })

  it('flags a code the platform no longer matches, and a failed apply', async () => {
    const reply = cartOf([line('l1', 'A')], [{ id: 'd2', code: 'OLD', state: 'NotActive' }])
    const stale = start({ cart: cartOf([line('l1', 'A')]) }, { reply })
    stale.actor.send({ type: 'cart.promo.applied', code: 'OLD' })
    await stale.settled()
    expect(stale.updates[0]?.command).toEqual({ type: 'addDiscountCode', code: 'OLD' })
    expect(selectCartError(stale.actor.getSnapshot())).toBe('promo.inactive')
    expect(selectPromoCodesNoLongerValid(stale.actor.getSnapshot())).toEqual(['OLD'])
    const failed = start({ cart: cartOf([line('l1', 'A')]) }, { fail: true })
    failed.actor.send({ type: 'cart.promo.applied', code: 'NEW' })
    await failed.settled()
    expect(selectCartError(failed.actor.getSnapshot())).toBe('promo.error')
  })

  it('applies the code the shopper typed, trimmed and in capitals, and empties the field once the platform took it', async () => {
    const reply = cartOf([line('l1', 'A')], [{ id: 'd3', code: 'SPRING', state: 'MatchesCart' }])
    const { actor, updates, settled, release } = start({ cart: cartOf([line('l1', 'A')]) }, { reply, hold: true })
    actor.send({ type: 'cart.promo.typed', code: ' spring ' })
    expect(selectPromoCode(actor.getSnapshot())).toBe(' spring ')
    expect(selectCanApplyPromo(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'cart.promo.applied' })
    // Spec 4.4: the cart is locked while the write runs; Apply waits for it.
    expect(selectCanApplyPromo(actor.getSnapshot())).toBe(false)
    expect(selectPromoCode(actor.getSnapshot())).toBe(' spring ')
    release()
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'addDiscountCode', code: 'SPRING' })
    expect(selectPromoCode(actor.getSnapshot())).toBe('')
    expect(selectCanApplyPromo(actor.getSnapshot())).toBe(false)
  })

  it('keeps a refused code in the field, to be corrected', async () => {
    const { actor, settled } = start({ cart: cartOf([line('l1', 'A')]) }, { fail: true })
    actor.send({ type: 'cart.promo.typed', code: 'NEW' })
    actor.send({ type: 'cart.promo.applied' })
    await settled()
    expect(selectCartError(actor.getSnapshot())).toBe('promo.error')
    expect(selectPromoCode(actor.getSnapshot())).toBe('NEW')
  })

  it('sends no blank code', () => {
    const { actor, updates } = start({ cart: cartOf([line('l1', 'A')]) })
    actor.send({ type: 'cart.promo.typed', code: '   ' })
    expect(selectCanApplyPromo(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'cart.promo.applied' })
    expect(actor.getSnapshot().matches({ operation: 'idle' })).toBe(true)
    expect(updates).toHaveLength(0)
  })

  it('removes a code by discount id', async () => {
    const { actor, updates, settled } = start({ cart: cartOf([line('l1', 'A')], applied) })
    actor.send({ type: 'cart.promo.removed', discountId: 'd1' })
    await settled()
    expect(updates[0]?.command).toEqual({ type: 'removeDiscountCode', discountId: 'd1' })
  })
})

describe('cart selectors', () => {
  it('leaves the special product line out of the bag count', () => {
    const cart = { ...cartOf([line('l1', 'A', 2)]), lineItems: [{ ...line('l1', 'A', 2), productKey: 'special' }] }
    const { actor } = start({ cart })
    expect(selectBagCount('special')(actor.getSnapshot())).toBe(1)
    expect(selectBagCount('other')(actor.getSnapshot())).toBe(2)
  })
})
