// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import * as styles from './Checkout.css'
import type { CheckoutActor } from './checkout-actor'

/** Spec 2.7: 'you entered' beside 'we suggest', with use entered, use updated and edit. */
export function AddressSuggestion({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui()
  const entered = useSelector(actor, (s) => s.context.delivery?.shipping ?? null)
  const suggestion = useSelector(actor, (s) => s.context.validation?.suggestion ?? null)
  if (!entered || !suggestion) return null
  return (
    <section className={styles.form} aria-labelledby="suggestion-heading">
      <h2 id="suggestion-heading">{t`Please check your address`}</h2>
      <div className={styles.compare}>
        <div className={styles.panel}>
          <h3>{t`You entered`}</h3>
          <p data-testid="address-entered">
            {entered.streetName}, {entered.postalCode} {entered.city}
          </p>
        </div>
        <div className={styles.panel}>
          <h3>{t`We suggest`}</h3>
          <p data-testid="address-suggested">
            {suggestion.streetName}, {suggestion.postalCode} {suggestion.city}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.address.enteredKept' })}>
          {t`Use entered address`}
        </Button>
        <Button variant="primary" onPress={() => actor.send({ type: 'checkout.address.suggestionAccepted' })}>
          {t`Use updated address`}
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.address.editRequested' })}>
          {t`Edit address`}
        </Button>
      </div>
    </section>
  )
}
