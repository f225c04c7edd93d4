import { useLingui } from '@lingui/react/macro'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useSelector } from '../app/use-selector'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useMemo, type FormEvent } from 'react'
import { FORM_BACK_FIELD, FORM_FLAGS, FORM_TOKEN_FIELD, SHOP_FORMS } from '@common/shop-forms'
import {
  newsletterMachine,
  selectFirstNewsletterFieldInError,
  selectNewsletterFailure,
  selectNewsletterFieldErrors,
  selectNewsletterHidden,
  selectNewsletterLocked,
  selectNewsletterNamePrefill,
  selectNewsletterPrefill,
  selectNewsletterSucceeded,
  type KnownCustomer,
} from '../../machines/newsletter/newsletter.machine'
import {
  newsletterAnswerOf,
  type NewsletterFailure,
  type NewsletterValues,
  type NewsletterVisibility,
} from '../../machines/newsletter/newsletter.rules'
import { selectCustomer, selectIsAuthenticated } from '../../machines/session/session.machine'
import type { SiteSettings } from '../../services/content'
import { localHref, routerHref } from '../../services/navigation-links'
import { newsletterActors } from '../../services/newsletter'
import { userQueryKeys } from '../../services/user'
import { useSessionActor, useShopperRender, useShopServices, useToastActor } from '../app/shop'
import { Button } from '../ui/Button'
import * as fieldStyles from '../ui/TextField.css'
import * as styles from './Footer.css'
import * as headerStyles from './Header.css'
import { useCurrentPath, useLayoutLocale } from './layout-context'
import { newsletterMessages } from './newsletter-form'
import { BotProtectionNotice } from '../app/BotProtectionNotice'

export type Policy = NonNullable<SiteSettings['kestrelNewsletter']>

const noBotProtection = () => Promise.reject(new Error('This market has no bot protection'))

type ShownErrors = Record<'name' | 'email' | 'policy', string | null>

/**
 * The newsletter sign-up's statechart with the shopper's session, path and services wired in (spec 4.11,
 * 5.6, 7.2): the footer's block and the newsletter page both render it. The bot-protection token is
 * solved in the browser where the market has the switch on.
 */
export function useNewsletter({
  policy,
  extended,
  hasBotProtection,
}: {
  policy: Policy | null
  extended: boolean
  hasBotProtection: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLayoutLocale()
  const pathname = useCurrentPath()
  const session = useSessionActor()
  const isLoggedIn = useSelector(session, selectIsAuthenticated)
  const customer = useSelector(session, selectCustomer)
  const { api, analytics, queryClient, botProtectionToken } = useShopServices()
  const toast = useToastActor()
  // The server's answer to the form sent without scripts (`FORM_FLAGS.newsletter`).
  const answer = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[FORM_FLAGS.newsletter],
  })

  const known: KnownCustomer | null = useMemo(
    () =>
      customer?.email ? { email: customer.email, firstName: customer.firstName, lastName: customer.lastName } : null,
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

  const actor = useProvidedActorRef(
    () =>
      newsletterMachine.provide({
        actors: newsletterActors(api, hasBotProtection ? botProtectionToken : noBotProtection),
      }),
    {
      input: { visibility, customer: known, locale, hasBotProtection, extended, answered: newsletterAnswerOf(answer) },
    },
  )

  useEffect(() => {
    actor.send({ type: 'newsletter.context.changed', visibility, customer: known })
  }, [actor, visibility, known])

  useEffect(() => {
    const subscriptions = [
      actor.on('analytics.tracked', (event) => analytics.push({ event: event.event, email: event.email })),
      actor.on(
        'profile.refetchRequested',
        () => void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile }),
      ),
      actor.on('toast.requested', (event) =>
        toast.send({ type: 'toast.shown', kind: event.kind, title: event.title, description: event.description }),
      ),
      actor.on('error.logged', (event) => console.error(event.message, event.error)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, analytics, queryClient, toast])

  const fieldErrors = useSelector(actor, selectNewsletterFieldErrors)
  const errors: ShownErrors | null = fieldErrors && {
    name: fieldErrors.name && i18n._(newsletterMessages[fieldErrors.name]),
    email: fieldErrors.email && i18n._(newsletterMessages[fieldErrors.email]),
    policy: fieldErrors.policy && i18n._(newsletterMessages[fieldErrors.policy]),
  }
  return {
    actor,
    hidden: useSelector(actor, selectNewsletterHidden),
    succeeded: useSelector(actor, selectNewsletterSucceeded),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    locked: useSelector(actor, selectNewsletterLocked),
    emailPrefill: useSelector(actor, selectNewsletterPrefill),
    namePrefill: useSelector(actor, selectNewsletterNamePrefill),
    errors,
    failure: useSelector(actor, selectNewsletterFailure),
    /** Sends the values; answers the first field in error, if the rules turned them away. */
    submit: (values: NewsletterValues) => {
      actor.send({ type: 'newsletter.submitted', ...values })
      return selectFirstNewsletterFieldInError(actor.getSnapshot())
    },
    edit: (values: NewsletterValues) => actor.send({ type: 'newsletter.edited', ...values }),
  }
}

/** The footer's newsletter sign-up (spec 4.11, 5.6, 7.2). */
export function NewsletterBlock(props: { policy: Policy | null; extended: boolean; hasBotProtection: boolean }) {
  const { policy, extended } = props
  const newsletter = useNewsletter(props)
  const locale = useLayoutLocale()
  // The newsletter page is the sign-up itself: the footer does not repeat it there.
  const onNewsletterPage = useCurrentPath().replace(/\/$/, '') === routerHref('/newsletter', locale)
  if (newsletter.hidden || !policy || onNewsletterPage) return null
  return (
    <section id="newsletter" className={styles.newsletter} aria-labelledby="newsletter-heading">
      {newsletter.succeeded ? (
        <div role="status">
          <h2 id="newsletter-heading" className={styles.groupTitle}>
            {policy.successHeader}
          </h2>
          <p>{policy.successDescription}</p>
        </div>
      ) : (
        <>
          <h2 id="newsletter-heading" className={styles.groupTitle}>
            {policy.title}
          </h2>
          <p>{policy.description}</p>
          <NewsletterForm
            extended={extended}
            policyAgreement={policy.policyAgreement ?? null}
            namePrefill={newsletter.namePrefill}
            emailPrefill={newsletter.emailPrefill}
            locked={newsletter.locked}
            busy={newsletter.busy}
            errors={newsletter.errors}
            failure={newsletter.failure}
            onEdit={newsletter.edit}
            onSubmit={newsletter.submit}
          />
        </>
      )}
    </section>
  )
}

/**
 * The sign-up form with the browser's own fields: each field's error shows once the shopper has
 * submitted (and follows their typing from then on), the first field in error takes the focus. Before (and
 * without) the page's scripts it posts to the server, which answers with the page and the block's new state.
 */
export function NewsletterForm(props: {
  extended: boolean
  policyAgreement: string | null
  namePrefill: string
  emailPrefill: string
  locked: boolean
  busy: boolean
  errors: ShownErrors | null
  /** The server's refusal of the form sent without scripts. */
  failure: NewsletterFailure | null
  onEdit: (values: NewsletterValues) => void
  /** Sends the values; answers the first field in error, if the rules turned them away. */
  onSubmit: (values: NewsletterValues) => 'name' | 'email' | 'policy' | null
}) {
  const { t } = useLingui()
  const id = useId()
  const errors = props.errors
  const formToken = useShopperRender()?.formToken ?? ''
  const back = useRouterState({ select: (state) => state.location.publicHref })
  const valuesOf = (form: HTMLFormElement): NewsletterValues => {
    const data = new FormData(form)
    return {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      policy: data.get('policy') !== null,
    }
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const first = props.onSubmit(valuesOf(form))
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }
  const field = (name: 'name' | 'email', label: string, type: string, prefill: string) => (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-${name}`} className={fieldStyles.label}>{`* ${label}`}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={name}
        defaultValue={prefill}
        readOnly={props.locked}
        className={fieldStyles.input}
        aria-invalid={errors?.[name] ? true : undefined}
        aria-describedby={errors?.[name] ? `${id}-${name}-error` : undefined}
      />
      {errors?.[name] && (
        <span id={`${id}-${name}-error`} className={styles.fieldError}>
          {errors[name]}
        </span>
      )}
    </div>
  )
  return (
    <form
      className={styles.newsletterForm}
      method="post"
      action={SHOP_FORMS.newsletter}
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => props.onEdit(valuesOf(event.currentTarget))}
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name={FORM_BACK_FIELD} value={back} />
      {props.extended && field('name', t`Name`, 'text', props.namePrefill)}
      {field('email', t`Email`, 'email', props.emailPrefill)}
      {props.policyAgreement && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="policy"
            required
            className={headerStyles.visuallyHidden}
            aria-invalid={errors?.policy ? true : undefined}
            aria-describedby={errors?.policy ? `${id}-policy-error` : undefined}
          />
          <span className={styles.checkboxBox} aria-hidden="true" />
          <span>
            {`* ${props.policyAgreement}`}
            {errors?.policy && (
              <span id={`${id}-policy-error`} className={styles.fieldError}>
                {errors.policy}
              </span>
            )}
          </span>
        </label>
      )}
      <BotProtectionNotice />
      {props.failure && (
        <p role="alert" className={styles.fieldError}>
          {props.failure === 'botProtection'
            ? t`We could not verify that you are not a robot. Please try again.`
            : t`Something went wrong. Please try again in a moment.`}
        </p>
      )}
      <Button type="submit" variant="secondary" isPending={props.busy}>
        {t`Subscribe`}
      </Button>
    </form>
  )
}
