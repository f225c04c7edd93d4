// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine'
import type { UpdateWishlistInput, WishlistView } from '../../machines/wishlist/wishlist.types'
import type { Wishlist, WishlistLineDetails } from '../../services/commerce/wishlist'
import { WISHLIST_TOASTS, wishlistChangeNotice } from './wishlist-notice'

const czk = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 })
const kite = (id: string): WishlistLineDetails => ({
  id,
  sku: 'KITE-38',
  quantity: 1,
  addedAt: '2026-01-01',
  productId: 'KITE',
  names: { en: 'Kite leather pumps', 'cs-CZ': 'Kožené lodičky Kite' },
  slugs: {},
  image: null,
  attributes: {},
  price: czk(250000),
  salePrice: null,
})
const listOf = (version: number, ...lineItems: WishlistLineDetails[]): Wishlist => ({ id: 'wl', version, lineItems })

/** The wishlist machine against a platform that answers each change with `answer`, or fails. */
function start(initial: Wishlist | null, answer: (input: UpdateWishlistInput) => Wishlist | Error) {
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        createWishlist: fromPromise<WishlistView, void>(async () => listOf(1)),
        updateWishlist: fromPromise<WishlistView, UpdateWishlistInput>(async ({ input }) => {
          const result = answer(input)
          if (result instanceof Error) throw result
          return result
        }),
      },
    }),
    { input: { wishlist: initial } },
  ).start()
  const snapshots: Array<SnapshotFrom<typeof wishlistMachine>> = [actor.getSnapshot()]
  actor.subscribe((snapshot) => snapshots.push(snapshot))
  const notices = () => snapshots.slice(1).flatMap((after, i) => wishlistChangeNotice(snapshots[i]!, after) ?? [])
  return { actor, notices }
}

describe('a wishlist change tells the shopper and analytics once', () => {
  it('saving a product: one add_to_wishlist and an "added" toast naming it in every language', async () => {
    const { actor, notices } = start(listOf(1), () => listOf(2, kite('l1')))
    actor.send({ type: 'wishlist.product.toggled', productId: 'KITE', sku: null })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(notices()).toHaveLength(1)
    const [notice] = notices()
    expect(notice!.events.map((e) => e.event)).toEqual(['add_to_wishlist'])
    expect(notice!.toast).toEqual({
      title: { id: WISHLIST_TOASTS.added },
      description: { id: 'product.name', names: { en: 'Kite leather pumps', 'cs-CZ': 'Kožené lodičky Kite' } },
    })
  })

  it('taking it away again: one remove_from_wishlist and a "removed" toast', async () => {
    const { actor, notices } = start(listOf(2, kite('l1')), () => listOf(3))
    actor.send({ type: 'wishlist.product.toggled', productId: 'KITE', sku: null })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(notices().map((n) => [n.events.map((e) => e.event), n.toast?.title.id])).toEqual([
      [['remove_from_wishlist'], WISHLIST_TOASTS.removed],
    ])
  })

  it('loading the shopper’s list and a failed change say nothing', async () => {
    const { actor, notices } = start(null, () => new Error('platform down'))
    actor.send({ type: 'wishlist.loaded', wishlist: listOf(2, kite('l1')) })
    actor.send({ type: 'wishlist.product.toggled', productId: 'KITE', sku: null })
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null)
    expect(notices()).toEqual([])
  })
})
