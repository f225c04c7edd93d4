import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { isLocale, localePrefix } from '@common/market'
import { selectIsLocked } from '../../machines/cart/cart.selectors'
import { selectWishlistCount, selectWishlistIsBusy } from '../../machines/wishlist/wishlist.machine'
import { asWishlist, fetchWishlist, type Wishlist } from '../../services/commerce/wishlist'
import { useCartActor, useSessionHint, useShopperState, useShopServices, useWishlistActor } from '../app/shop'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useMasterProducts, useSessionKey } from '../bag/useBag'
import { useHydrated } from '../ui/useHydrated'
import { Button } from '../ui/Button'
import { WishlistItem } from './WishlistItem'
import * as bagStyles from '../bag/BagPage.css'
import * as styles from './WishlistPage.css'

/** The wishlist (spec 2.7, 4.5): the shopper's favourites, each to the bag or away; all to the bag at once. */
export function WishlistPage() {
  const { t, i18n } = useLingui()
  const ready = useWishlistReady()
  const wishlist = useSelector(useWishlistActor(), (snapshot) => asWishlist(snapshot.context.wishlist))
  const localePath = isLocale(i18n.locale) && localePrefix[i18n.locale] ? `/${localePrefix[i18n.locale]}` : ''
  const hasItems = (wishlist?.lineItems.length ?? 0) > 0
  return (
    <section className={bagStyles.page} aria-labelledby="wishlist-heading" aria-busy={!ready} data-testid="wishlist-page" data-ready={ready}>
      <h1 id="wishlist-heading" className={bagStyles.heading}>
        {t`Wishlist`}
      </h1>
      {!ready ? (
        <div aria-hidden="true" className={styles.grid} data-testid="wishlist-skeleton">
          <div className={bagStyles.skeletonBlock} style={{ height: '22rem' }} />
          <div className={bagStyles.skeletonBlock} style={{ height: '22rem' }} />
        </div>
      ) : wishlist && hasItems ? (
        <FilledWishlist wishlist={wishlist} />
      ) : (
        <div className={bagStyles.empty} data-testid="wishlist-empty">
          <p>{t`Your wishlist is empty. Tap the heart on a product to keep it here.`}</p>
          <RouterAnchor to={localePath || '/'} className={bagStyles.secondaryLink} style={{ paddingInline: '1.5rem' }}>
            {t`Continue shopping`}
          </RouterAnchor>
        </div>
      )}
    </section>
  )
}

function FilledWishlist({ wishlist }: { wishlist: Wishlist }) {
  const { t } = useLingui()
  const wishlistActor = useWishlistActor()
  const cartActor = useCartActor()
  const { sizeConvention } = useShopperState()
  const isBusy = useSelector(wishlistActor, selectWishlistIsBusy)
  const cartLocked = useSelector(cartActor, selectIsLocked)
  const available = useSelector(wishlistActor, selectWishlistCount)
  const masters = useMasterProducts(wishlist.lineItems.flatMap((line) => (line.sku ? [line.sku] : [])))
  const lines = [...wishlist.lineItems].sort((a, b) => b.addedAt.localeCompare(a.addedAt))
  return (
    <>
      <div className={styles.toolbar}>
        <p className={bagStyles.muted}>{t`${plural(available, { one: '# item', other: '# items' })}`}</p>
        <Button variant="primary" isDisabled={isBusy || cartLocked || available === 0} onPress={() => wishlistActor.send({ type: 'wishlist.allAddedToBag' })}>
          {t`Add all to bag`}
        </Button>
      </div>
      <ul className={styles.grid} aria-label={t`Items in your wishlist`}>
        {lines.map((line) => (
          <WishlistItem
            key={line.id}
            line={line}
            master={line.productId ? masters[line.productId] : undefined}
            convention={sizeConvention}
            isBusy={isBusy}
            isCartLocked={cartLocked}
            onAddToBag={() => line.sku && cartActor.send({ type: 'cart.item.added', sku: line.sku })}
            onRemove={() => wishlistActor.send({ type: 'wishlist.item.removed', lineItemId: line.id })}
            onSizeChange={(sku) => wishlistActor.send({ type: 'wishlist.item.sizeChanged', lineItemId: line.id, sku })}
          />
        ))}
      </ul>
    </>
  )
}

/** As for the bag: without a session the list is empty from the start; otherwise the browser reads it once the session is known. */
function useWishlistReady(): boolean {
  const hydrated = useHydrated()
  const wishlistActor = useWishlistActor()
  const hasList = useSelector(wishlistActor, (snapshot) => snapshot.context.wishlist !== null)
  const sessionKey = useSessionKey()
  const { commerce } = useShopServices()
  const sessionHint = useSessionHint()
  const lookup = useQuery({
    queryKey: ['wishlist', 'mine', sessionKey],
    queryFn: () => fetchWishlist(commerce),
    enabled: hydrated && !hasList && sessionKey !== '',
    staleTime: 0,
    retry: 1,
  })
  useEffect(() => {
    if (lookup.data && wishlistActor.getSnapshot().context.wishlist === null) wishlistActor.send({ type: 'wishlist.loaded', wishlist: lookup.data })
  }, [lookup.data, wishlistActor])
  if (!hydrated) return !sessionHint
  return hasList || sessionKey === '' || lookup.isFetched || lookup.isError
}
