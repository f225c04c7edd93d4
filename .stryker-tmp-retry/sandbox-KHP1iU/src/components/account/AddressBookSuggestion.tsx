// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { addressBookMachine } from '../../machines/account/address-book.machine'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import * as styles from './Account.css'

/** Spec 2.7: 'you entered' beside 'we suggest', with use entered, use updated and edit, as in the checkout. */
export function AddressBookSuggestion({ actor }: { actor: ActorRefFrom<typeof addressBookMachine> }) {
  const { t } = useLingui()
  const entered = useSelector(actor, (s) => s.context.draft)
  const suggestion = useSelector(actor, (s) => s.context.validation?.suggestion ?? null)
  const saving = useSelector(actor, (s) => s.matches('saving'))
  if (!suggestion) return null
  return (
    <section className={styles.card} aria-labelledby="address-suggestion-heading" data-testid="address-suggestion">
      <h2 id="address-suggestion-heading" className={styles.subheading}>
        {t`Please check your address`}
      </h2>
      <div className={styles.cards}>
        <div>
          <h3 className={styles.cardTitle}>{t`You entered`}</h3>
          <p data-testid="address-entered">
            {entered.streetName}, {entered.postalCode} {entered.city}
          </p>
        </div>
        <div>
          <h3 className={styles.cardTitle}>{t`We suggest`}</h3>
          <p data-testid="address-suggested">
            {suggestion.streetName || entered.streetName}, {suggestion.postalCode} {suggestion.city}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={saving}
          onPress={() => actor.send({ type: 'addressBook.suggestion.rejected' })}
        >
          {t`Use entered address`}
        </Button>
        <Button
          variant="primary"
          isDisabled={saving}
          onPress={() => actor.send({ type: 'addressBook.suggestion.accepted' })}
        >
          {t`Use updated address`}
        </Button>
        <Button
          variant="secondary"
          isDisabled={saving}
          onPress={() => actor.send({ type: 'addressBook.suggestion.editRequested' })}
        >
          {t`Edit address`}
        </Button>
      </div>
    </section>
  )
}
