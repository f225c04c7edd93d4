import { cartMachine } from '../src/machines/cart/cart.machine'
import type { CartView } from '../src/machines/cart/cart.types'
import { describeModel } from './support/model'

const cart = (lines: number, codes: CartView['discountCodes'] = []): CartView => ({
  id: 'cart',
  version: 1,
  totalLineItemQuantity: lines,
  lineItems: Array.from({ length: lines }, (_, i) => ({ id: `l${i + 1}`, sku: i === 0 ? 'A' : `S${i}`, quantity: 1 })),
  discountCodes: codes,
})

describeModel('cart', cartMachine, {
  inputs: [{ itemsLimit: 2 }],
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
      { type: 'cart.giftWrap.toggled' },
      { type: 'cart.loaded', cart: cart(0) },
      { type: 'cart.cleared' },
      { type: 'cart.storeData.changed', storeData: { supplyChannels: [{ key: 'store-1' }] } },
      { type: 'cart.addedToBagModal.closed' },
    ],
    outputs: {
      createCart: [cart(0)],
      updateCart: [cart(1), cart(2, [{ id: 'd1', code: 'SPRING', state: 'MatchesCart' }])],
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
    const { value, context } = snapshot as unknown as { value: unknown; context: { intent: { kind: string } | null } }
    return [value, context.intent?.kind]
  },
  requireEveryTransition: true,
})
