// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { subscriptionsMachine } from '../../machines/account/subscriptions.machine'
import { subscriptionsActors } from '../../services/subscriptions'
import { useSessionActor, useShopServices } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import { Switch } from '../ui/Switch'
import * as styles from './Account.css'

/**
 * The account's subscriptions (spec 1.1): the newsletter consent on or off. A change goes into the
 * shopper's profile (`activeConsentTypes`), so the newsletter block hides or shows with it (spec 4.11).
 */
export function SubscriptionsPage() {
  const { t, i18n } = useLingui()
  const { api } = useShopServices()
  const session = useSessionActor()
  const machine = useMemo(
    () => subscriptionsMachine.provide({ actors: subscriptionsActors(api, i18n.locale) }),
    [api, i18n.locale],
  )
  const actor = useActorRef(machine)
  useEffect(() => {
    const subscription = actor.on('subscriptions.consents.changed', ({ state }) =>
      session.send({
        type: 'session.profile.received',
        profile: { id: state.customerId, version: null, activeConsentTypes: state.activeConsentTypes },
      }),
    )
    return () => subscription.unsubscribe()
  }, [actor, session])
  const newsletter = useSelector(actor, (s) => s.context.newsletter)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const saving = useSelector(actor, (s) => s.matches('saving'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const notice = useSelector(actor, (s) => s.context.notice)
  return (
    <section className={styles.main} aria-labelledby="subscriptions-heading" aria-busy={loading || saving}>
      <h1 id="subscriptions-heading" className={styles.heading}>
        {t`Subscriptions`}
      </h1>
      {loading && <p role="status">{t`Loading…`}</p>}
      {failure === 'load' && (
        <>
          <p className={styles.error} role="alert">{t`Your subscriptions could not be loaded.`}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'subscriptions.retried' })}>
            {t`Try again`}
          </Button>
        </>
      )}
      {newsletter !== null && (
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t`Newsletter`}</h2>
          <p className={styles.muted}>{t`News, offers and invitations by email, in your language.`}</p>
          <Switch
            isSelected={newsletter}
            isDisabled={saving}
            onChange={(subscribed) => actor.send({ type: 'subscriptions.newsletter.changed', subscribed })}
            data-testid="newsletter-switch"
          >
            {t`Send me the newsletter`}
          </Switch>
          <div role="status" aria-live="polite">
            {notice === 'subscribed' && <p className={styles.success}>{t`You are subscribed to the newsletter.`}</p>}
            {notice === 'unsubscribed' && (
              <p className={styles.success}>{t`You will no longer receive the newsletter.`}</p>
            )}
          </div>
          {failure === 'save' && (
            <p className={styles.error} role="alert">{t`The change could not be saved. Please try again.`}</p>
          )}
        </div>
      )}
    </section>
  )
}
