import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { isGiftWrapped } from '../../machines/cart/cart.rules'
import { selectIsLocked } from '../../machines/cart/cart.selectors'
import type { Cart } from '../../services/commerce/cart'
import { useCartActor } from '../app/shop'
import { SettingsDialogTrigger } from '../content/SettingsDialogTrigger'
import * as styles from './BagPage.css'

/** Gift wrapping (spec 2.7, 9): the special Giftwrap line, on or off. */
export function GiftWrap({ cart }: { cart: Cart }) {
  const { t } = useLingui()
  const cartActor = useCartActor()
  const isLocked = useSelector(cartActor, selectIsLocked)
  const isWrapped = isGiftWrapped(cart)
  return (
    <div className={styles.giftWrap}>
      {/* A native switch: a check box with the switch role inside its label, drawn as a track and thumb. */}
      <label className={styles.switchRow} data-testid="gift-wrap">
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={isWrapped}
          disabled={isLocked}
          onChange={(event) => cartActor.send({ type: 'cart.giftWrap.toggled', wrapped: event.currentTarget.checked })}
        />
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        {t`Gift wrapping`}
      </label>
      <p className={styles.muted}>
        {t`We wrap your order in gift paper with a ribbon and add a card.`}{' '}
        <SettingsDialogTrigger dialog="giftWrapping" page="/customer-service/faq">
          {t`About gift wrapping`}
        </SettingsDialogTrigger>
      </p>
    </div>
  )
}
