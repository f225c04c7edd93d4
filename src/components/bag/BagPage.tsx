import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { isLocale, localeBase } from '@common/market'
import { RouterAnchor } from '../ui/RouterAnchor'
import { FilledBag } from './filled-bag-part'
import { useBagReady, useCart } from './useBag'
import * as styles from './BagPage.css'
// The filled bag comes from a module loaded on demand, but the server renders it into the page: the
// styles of its selects, summary, recommendations' cards (with their hearts) and express checkout come
// with the page, so its first paint is styled and nothing moves when the module arrives.
import '../ui/Select.css'
import './SummaryFigures.css'
import '../listing/ProductCard.css'
import '../wishlist/WishlistHeart.css'
import '../checkout/ExpressCheckout.css'

/** The shopping bag (spec 2.7): client state, with a server-rendered skeleton of the same shape. */
export function BagPage() {
  const { t, i18n } = useLingui()
  const ready = useBagReady()
  const cart = useCart()
  const lines = cart?.lineItems ?? []
  const localePath = isLocale(i18n.locale) ? localeBase(i18n.locale) : ''
  return (
    <section
      className={styles.page}
      aria-labelledby="bag-heading"
      aria-busy={!ready}
      data-testid="bag-page"
      data-ready={ready}
    >
      <h1 id="bag-heading" className={styles.heading}>
        {t`Shopping bag`}
      </h1>
      {!ready ? (
        <BagSkeleton />
      ) : cart && lines.length > 0 ? (
        <Suspense fallback={<BagSkeleton />}>
          <FilledBag cart={cart} localePath={localePath} />
        </Suspense>
      ) : (
        <EmptyBag localePath={localePath} />
      )}
    </section>
  )
}

function EmptyBag({ localePath }: { localePath: string }) {
  const { t } = useLingui()
  return (
    <div className={styles.empty} data-testid="bag-empty">
      <p>{t`Your shopping bag is empty.`}</p>
      <RouterAnchor to={localePath || '/'} className={styles.secondaryLink} style={{ paddingInline: '1.5rem' }}>
        {t`Continue shopping`}
      </RouterAnchor>
    </div>
  )
}

function BagSkeleton() {
  const { t } = useLingui()
  const block = (height: string, width = '100%') => <div className={styles.skeletonBlock} style={{ height, width }} />
  return (
    <div className={styles.layout} data-testid="bag-skeleton">
      <p className={styles.visuallyHidden} role="status">
        {t`Loading your shopping bag…`}
      </p>
      <div className={styles.lines} aria-hidden="true">
        {block('8rem')}
        {block('3rem')}
      </div>
      <div aria-hidden="true">{block('18rem')}</div>
    </div>
  )
}
