import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectBagCount } from '../../machines/cart/cart.selectors'
import { selectIsAuthenticated } from '../../machines/session/session.machine'
import { selectWishlistCount } from '../../machines/wishlist/wishlist.machine'
import { useCartActor, useModalActor, useSessionActor, useWishlistActor } from '../app/shop'
import { BAG_BADGE_EXCLUDED_PRODUCT_KEY } from './badges'
import { ContentLink } from './ContentLink'
import * as styles from './Header.css'
import { AccountIcon, BagIcon, HeartIcon, StoreIcon } from './icons'
import { useLayoutLocale } from './layout-context'
import { localHref } from '../../services/navigation-links'
import { DialogLink } from '../ui/DialogLink'

const selectBadgeCount = selectBagCount(BAG_BADGE_EXCLUDED_PRODUCT_KEY)

/** The header icons of spec 2.5 with the badges of spec 4.13. */
export function HeaderActions() {
  const { t } = useLingui()
  const session = useSessionActor()
  const isLoggedIn = useSelector(session, selectIsAuthenticated)
  const modal = useModalActor()
  const wishlistCount = useSelector(useWishlistActor(), selectWishlistCount)
  const bagCount = useSelector(useCartActor(), selectBadgeCount)
  const locale = useLayoutLocale()

  return (
    <>
      <li>
        {isLoggedIn ? (
          <ContentLink href="/my-account" className={styles.iconButton} aria-label={t`My account`}>
            <AccountIcon />
          </ContentLink>
        ) : (
          // The log-in page before the code has started (and without scripts); the dialog after.
          <DialogLink
            href={localHref('/log-in', locale)}
            className={styles.iconButton}
            aria-label={t`Create account or log in`}
            onOpen={() => modal.send({ type: 'modal.opened', name: 'createAccount' })}
          >
            <AccountIcon />
          </DialogLink>
        )}
      </li>
      <li>
        <ContentLink
          href="/my-account/wishlist"
          className={styles.iconButton}
          aria-label={
            wishlistCount > 0 ? t`Wishlist, ${plural(wishlistCount, { one: '# item', other: '# items' })}` : t`Wishlist`
          }
        >
          <HeartIcon />
          {wishlistCount > 0 && (
            <span className={styles.badge} data-testid="wishlist-badge" aria-hidden="true">
              {wishlistCount}
            </span>
          )}
        </ContentLink>
      </li>
      <li className={styles.hideOnMobile}>
        <ContentLink href="/store-locator" className={styles.iconButton} aria-label={t`Store locator`}>
          <StoreIcon />
        </ContentLink>
      </li>
      <li>
        <ContentLink
          href="/shopping-bag"
          className={styles.iconButton}
          aria-label={
            bagCount > 0 ? t`Shopping bag, ${plural(bagCount, { one: '# item', other: '# items' })}` : t`Shopping bag`
          }
        >
          <BagIcon />
          {bagCount > 0 && (
            <span className={styles.badge} data-testid="bag-badge" aria-hidden="true">
              {bagCount}
            </span>
          )}
        </ContentLink>
      </li>
    </>
  )
}
