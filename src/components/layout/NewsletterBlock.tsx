import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useSelector } from '../app/use-selector'
import { useEffect, useMemo } from 'react'
import { Checkbox, Form, Heading } from 'react-aria-components'
import {
  newsletterMachine,
  selectNewsletterHidden,
  selectNewsletterLocked,
  selectNewsletterNamePrefill,
  selectNewsletterPrefill,
  selectNewsletterSucceeded,
  type KnownCustomer,
} from '../../machines/newsletter/newsletter.machine'
import type { NewsletterVisibility } from '../../machines/newsletter/newsletter.rules'
import { selectCustomer, selectIsAuthenticated } from '../../machines/session/session.machine'
import type { SiteSettings } from '../../services/content'
import { localHref } from '../../services/navigation-links'
import { newsletterActors } from '../../services/newsletter'
import { userQueryKeys } from '../../services/user'
import { useSessionActor, useShopServices, useToastActor } from '../app/shop'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import * as styles from './Footer.css'
import { useCurrentPath, useLayoutLocale } from './layout-context'
import { newsletterEmailError, newsletterNameError } from './newsletter-form'

type Policy = NonNullable<SiteSettings['kestrelNewsletter']>

const noBotProtection = () => Promise.reject(new Error('This market has no bot protection'))

/** The footer's newsletter sign-up (spec 4.11, 5.6, 7.2). */
export function NewsletterBlock({ policy, extended, hasBotProtection }: { policy: Policy | null; extended: boolean; hasBotProtection: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLayoutLocale()
  const pathname = useCurrentPath()
  const session = useSessionActor()
  const isLoggedIn = useSelector(session, selectIsAuthenticated)
  const customer = useSelector(session, selectCustomer)
  const { api, analytics, queryClient } = useShopServices()
  const toast = useToastActor()

  const known: KnownCustomer | null = useMemo(
    () => (customer?.email ? { email: customer.email, firstName: customer.firstName, lastName: customer.lastName } : null),
    [customer],
  )
  const visibility: NewsletterVisibility = useMemo(
    () => ({
      pathname,
      createAccountSlugs: ['create-account', localHref('/create-account', locale).split('/').pop() ?? ''],
      isLoggedIn,
      activeConsentTypes: customer?.activeConsentTypes ?? [],
      policy: policy as Record<string, unknown> | null,
    }),
    [pathname, locale, isLoggedIn, customer, policy],
  )

  const actor = useActorRef(newsletterMachine.provide({ actors: newsletterActors(api, noBotProtection) }), {
    input: { visibility, customer: known, locale, hasBotProtection },
  })

  useEffect(() => {
    actor.send({ type: 'newsletter.context.changed', visibility, customer: known })
  }, [actor, visibility, known])

  useEffect(() => {
    const subscriptions = [
      actor.on('analytics.tracked', (event) => analytics.push({ event: event.event, email: event.email })),
      actor.on('profile.refetchRequested', () => void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile })),
      actor.on('toast.requested', (event) =>
        toast.send({ type: 'toast.shown', kind: event.kind, title: event.title, description: event.description }),
      ),
      actor.on('error.logged', (event) => console.error(event.message, event.error)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, analytics, queryClient, toast])

  const hidden = useSelector(actor, selectNewsletterHidden)
  const succeeded = useSelector(actor, selectNewsletterSucceeded)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const locked = useSelector(actor, selectNewsletterLocked)
  const emailPrefill = useSelector(actor, selectNewsletterPrefill)
  const namePrefill = useSelector(actor, selectNewsletterNamePrefill)

  if (hidden || !policy) return null
  const translate = (error: ReturnType<typeof newsletterEmailError>) => (error ? i18n._(error) : null)

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-heading">
      {succeeded ? (
        <div role="status">
          <Heading level={2} id="newsletter-heading" className={styles.groupTitle}>
            {policy.successHeader}
          </Heading>
          <p>{policy.successDescription}</p>
        </div>
      ) : (
        <>
          <Heading level={2} id="newsletter-heading" className={styles.groupTitle}>
            {policy.title}
          </Heading>
          <p>{policy.description}</p>
          <Form
            className={styles.newsletterForm}
            onSubmit={(event) => {
              event.preventDefault()
              const data = new FormData(event.currentTarget)
              actor.send({ type: 'newsletter.submitted', email: String(data.get('email') ?? ''), name: String(data.get('name') ?? '') })
            }}
          >
            {extended && (
              <TextField
                name="name"
                label={t`Name`}
                isRequired
                autoComplete="name"
                defaultValue={namePrefill}
                isReadOnly={locked}
                validate={(value) => translate(newsletterNameError(value))}
              />
            )}
            <TextField
              name="email"
              type="email"
              label={t`Email`}
              isRequired
              autoComplete="email"
              defaultValue={emailPrefill}
              isReadOnly={locked}
              validate={(value) => translate(newsletterEmailError(value))}
            />
            {policy.policyAgreement && (
              <Checkbox name="policy" isRequired validate={(checked) => (checked ? null : t`This field is required.`)} className={styles.checkbox}>
                {({ isInvalid }) => (
                  <>
                    <span className={styles.checkboxBox} aria-hidden="true" />
                    <span>
                      {`* ${policy.policyAgreement}`}
                      {isInvalid && <span className={styles.fieldError}>{t`This field is required.`}</span>}
                    </span>
                  </>
                )}
              </Checkbox>
            )}
            <Button type="submit" variant="secondary" isPending={busy}>
              {t`Subscribe`}
            </Button>
          </Form>
        </>
      )}
    </section>
  )
}
