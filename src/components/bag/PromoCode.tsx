import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useId } from 'react'
import { SHOP_FORMS } from '@common/shop-forms'
import { CART_ERRORS, type CartError } from '../../machines/cart/cart.rules'
import {
  selectCanApplyPromo,
  selectCartError,
  selectIsLocked,
  selectPromoCode,
} from '../../machines/cart/cart.selectors'
import type { Cart } from '../../services/commerce/cart'
import { useCartActor } from '../app/shop'
import { ShopForm } from '../app/ShopForm'
import { useHydrated } from '../ui/useHydrated'
import { Button } from '../ui/Button'
import { PlainTextField } from '../ui/PlainTextField'
import * as styles from './BagPage.css'

const PROMO_ERRORS: ReadonlySet<CartError> = new Set([
  CART_ERRORS.promoError,
  CART_ERRORS.promoNoLongerValid,
  CART_ERRORS.promoDuplicate,
  CART_ERRORS.promoWarranty,
  CART_ERRORS.promoExpired,
  CART_ERRORS.promoNotYetValid,
  CART_ERRORS.promoNotApplicable,
  CART_ERRORS.promoInactive,
  CART_ERRORS.promoMaxApplications,
])

export const isPromoError = (error: CartError | null): boolean => error !== null && PROMO_ERRORS.has(error)

/** Promo-code entry (spec 2.7) with the promo errors of spec 8.3 and the applied codes. */
export function PromoCode({ cart }: { cart: Cart }) {
  const { t } = useLingui()
  const cartActor = useCartActor()
  const isLocked = useSelector(cartActor, selectIsLocked)
  const error = useSelector(cartActor, selectCartError)
  const code = useSelector(cartActor, selectPromoCode)
  const canApply = useSelector(cartActor, selectCanApplyPromo)
  const hydrated = useHydrated()
  const errorId = useId()
  const messages: Record<string, string> = {
    [CART_ERRORS.promoError]: t`This promo code is not valid.`,
    [CART_ERRORS.promoNoLongerValid]: t`This promo code is no longer valid for your bag.`,
    [CART_ERRORS.promoDuplicate]: t`This promo code has already been applied.`,
    [CART_ERRORS.promoWarranty]: t`Warranty codes cannot be redeemed as promo codes.`,
    [CART_ERRORS.promoExpired]: t`This promo code has expired.`,
    [CART_ERRORS.promoNotYetValid]: t`This promo code is not valid yet.`,
    [CART_ERRORS.promoNotApplicable]: t`This promo code does not apply to the items in your bag.`,
    [CART_ERRORS.promoInactive]: t`This promo code is not active.`,
    [CART_ERRORS.promoMaxApplications]: t`This promo code has already been used the maximum number of times.`,
  }
  const promoError = isPromoError(error) ? error : null

  return (
    <div className={styles.giftWrap}>
      {/* Posts before the page is interactive; then the machine takes the code. */}
      <ShopForm
        action={SHOP_FORMS.bagPromo}
        className={styles.promoForm}
        aria-label={t`Promo code`}
        onSubmit={() => cartActor.send({ type: 'cart.promo.applied' })}
      >
        <PlainTextField
          label={t`Promo code`}
          name="promoCode"
          value={code}
          onChange={(typed) => cartActor.send({ type: 'cart.promo.typed', code: typed })}
          autoComplete="off"
          // The platform, not the browser, judges a code: a refused one is marked, and never blocks the next try.
          isInvalid={promoError !== null}
          aria-describedby={promoError ? errorId : undefined}
        />
        {/* Before the page is interactive the field's text is the browser's own: the button stays available. */}
        <Button type="submit" variant="secondary" isDisabled={hydrated && !canApply}>
          {t`Apply`}
        </Button>
      </ShopForm>
      <div aria-live="polite">
        {promoError && (
          <p id={errorId} className={styles.error} data-testid="promo-error">
            {messages[promoError]}
          </p>
        )}
      </div>
      {cart.discountCodes.length > 0 && (
        <ul className={styles.codes} aria-label={t`Applied promo codes`}>
          {cart.discountCodes.map((discount) => (
            <li key={discount.id} className={styles.code} data-testid="promo-code" data-state={discount.state ?? ''}>
              <span>
                <strong>{discount.code}</strong>{' '}
                {discount.state === 'MatchesCart' || discount.state === null ? t`applied` : t`not valid for this bag`}
              </span>
              <Button
                variant="quiet"
                isDisabled={isLocked}
                aria-label={t`Remove promo code ${discount.code}`}
                onPress={() => cartActor.send({ type: 'cart.promo.removed', discountId: discount.id })}
              >
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
