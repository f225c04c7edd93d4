import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '../app/use-selector'
import { Suspense, useEffect } from 'react'
import { isLocale, localeBase } from '@common/market'
import { asWishlist, fetchWishlist } from '../../services/commerce/wishlist'
import { useSessionHint, useShopperRender, useShopServices, useWishlistActor } from '../app/shop'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useSessionKey } from '../bag/useBag'
import { useHydrated } from '../ui/useHydrated'
import * as bagStyles from '../bag/BagPage.css'
import * as styles from './WishlistPage.css'
// The filled wishlist comes from a module loaded on demand, but the server renders it into the page: the styles of
// its size pickers come with the page, so its first paint is styled and nothing moves when the module arrives.
import '../ui/Select.css'
import { awaitsCode } from '@common/page-start'
import { FilledWishlist } from './filled-wishlist-part'

/** The wishlist (spec 2.7, 4.5): the shopper's favourites, each to the bag or away; all to the bag at once. */
export function WishlistPage() {
  const { t, i18n } = useLingui()
  const ready = useWishlistReady()
  const wishlist = useSelector(useWishlistActor(), (snapshot) => asWishlist(snapshot.context.wishlist))
  const localePath = isLocale(i18n.locale) ? localeBase(i18n.locale) : ''
  const hasItems = (wishlist?.lineItems.length ?? 0) > 0
  return (
    <section
      className={bagStyles.page}
      aria-labelledby="wishlist-heading"
      aria-busy={!ready}
      data-testid="wishlist-page"
      data-ready={ready}
    >
      <h1 id="wishlist-heading" className={bagStyles.heading}>
        {t`Wishlist`}
      </h1>
      {!ready ? (
        <WishlistSkeleton />
      ) : wishlist && hasItems ? (
        <Suspense fallback={<WishlistSkeleton />}>
          <FilledWishlist wishlist={wishlist} />
        </Suspense>
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

/**
 * As for the bag: without a session the list is empty from the start; with one, the server's page shows the list
 * it read (the machine starts from it), and otherwise the browser reads it once the session is known.
 */
function useWishlistReady(): boolean {
  const hydrated = useHydrated()
  const wishlistActor = useWishlistActor()
  const hasList = useSelector(wishlistActor, (snapshot) => snapshot.context.wishlist !== null)
  const sessionKey = useSessionKey()
  const { commerce } = useShopServices()
  const sessionHint = useSessionHint()
  // The server read the session's wishlist for this page (a list, or none at all): it is known from the start.
  const renderedList = useShopperRender()?.wishlist !== undefined
  const lookup = useQuery({
    queryKey: ['wishlist', 'mine', sessionKey],
    queryFn: () => fetchWishlist(commerce),
    enabled: hydrated && !hasList && !renderedList && sessionKey !== '',
    staleTime: 0,
  })
  useEffect(() => {
    if (lookup.data && wishlistActor.getSnapshot().context.wishlist === null)
      wishlistActor.send({ type: 'wishlist.loaded', wishlist: lookup.data })
  }, [lookup.data, wishlistActor])
  if (!hydrated) return !sessionHint || hasList || renderedList
  return hasList || renderedList || sessionKey === '' || lookup.isFetched || lookup.isError
}

function WishlistSkeleton() {
  return (
    <div aria-hidden="true" className={styles.grid} data-testid="wishlist-skeleton" {...awaitsCode}>
      <div className={bagStyles.skeletonBlock} style={{ height: '22rem' }} />
      <div className={bagStyles.skeletonBlock} style={{ height: '22rem' }} />
    </div>
  )
}
