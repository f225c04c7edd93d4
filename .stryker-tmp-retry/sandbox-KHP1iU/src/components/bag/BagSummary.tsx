// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { Cart } from '../../services/commerce/cart'
import { ExpressCheckoutSlot } from './ExpressCheckoutSlot'
import { PromoCode } from './PromoCode'
import { SummaryFigures } from './SummaryFigures'
import { ClubPoints } from '../loyalty/ClubPoints'
import { RouterAnchor } from '../ui/RouterAnchor'
import * as styles from './BagPage.css'

/** The bag summary (spec 2.7): subtotal, discounts, shipping, tax and total; promo codes; the way on to checkout. */
export function BagSummary({ cart, localePath }: { cart: Cart; localePath: string }) {
  const { t } = useLingui()
  return (
    <section className={styles.summary} aria-labelledby="bag-summary-heading" data-testid="bag-summary">
      <h2 id="bag-summary-heading" className={styles.summaryHeading}>
        {t`Order summary`}
      </h2>
      <SummaryFigures summary={cart.summary} discountLabel={t`Discounts`} unknownShipping={t`Calculated at checkout`} />
      <ClubPoints centAmount={cart.summary.total.centAmount} className={styles.clubPoints} />
      <PromoCode cart={cart} />
      <RouterAnchor to={`${localePath}/checkout`} className={styles.checkout} data-testid="continue-to-checkout">
        {t`Continue to checkout`}
      </RouterAnchor>
      <ExpressCheckoutSlot />
    </section>
  )
}
