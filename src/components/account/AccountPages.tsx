import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { Form } from 'react-aria-components'
import { safeNextPath } from '@common/account-rules'
import { type Locale, marketLocale } from '@common/market'
import {
  selectAccountFailure,
  selectContinued,
  selectIsSubmitting,
  selectSucceeded,
} from '../../machines/account/account-form.machine'
import { passkeysMachine } from '../../machines/account/passkeys.machine'
import { selectCanFetchProfile, selectIsAuthenticated } from '../../machines/session/session.machine'
import type { ShopperSession } from '../../machines/session/session.types'
import type { IncomingProfile } from '../../machines/shopper/customer'
import { passkeysActors } from '../../services/account'
import { localHref } from '../../services/navigation-links'
import { profileQueryOptions, userQueryKeys } from '../../services/user'
import { useSessionActor, useShopServices } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useSiteSettings } from '../layout/layout-context'
import { Button } from '../ui/Button'
import { useHydrated } from '../ui/useHydrated'
import {
  ChangePasswordForm,
  Failure,
  ForgotPasswordForm,
  LoginForm,
  ProfileFields,
  ResendVerificationForm,
  ResetPasswordForm,
  SignUpForm,
  useFormActor,
} from './AccountForms'
import { useAccountForm, useFailureMessage } from './account-form'
import * as modalStyles from './AccountModals.css'
import * as styles from './AccountPages.css'
import { awaitsCode } from '@common/page-start'

function usePageLocale(): Locale {
  const { i18n } = useLingui()
  return marketLocale(i18n.locale)
}

/** Goes to a public path of the shop (localized slugs) through the router's history. */
function useGoTo() {
  const router = useRouter()
  return (publicPath: string) => router.history.push(publicPath)
}

function siteText(settings: unknown, key: string): string | undefined {
  const value = (settings as Record<string, unknown> | undefined)?.[key]
  return typeof value === 'string' ? value : undefined
}

/** `/log-in`: the login form; once signed in, back to `?next=` (a path of this site) or to the account. */
export function LogInPage({ next }: { next?: string | undefined }) {
  const { t } = useLingui()
  const locale = usePageLocale()
  const session = useSessionActor()
  const settings = useSiteSettings()
  const isAuthenticated = useSelector(session, selectIsAuthenticated)
  const [forgotten, setForgotten] = useState(false)
  const goTo = useGoTo()
  const target = safeNextPath(next) ?? localHref('/my-account/profile', locale)
  useEffect(() => {
    if (isAuthenticated) goTo(target)
  }, [isAuthenticated]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className={styles.page} aria-labelledby="log-in-heading" data-testid="log-in-page">
      <h1 id="log-in-heading" className={styles.heading}>
        {t`Log in`}
      </h1>
      <LoginForm
        onForgotPassword={() => setForgotten(true)}
        intro={
          siteText(settings, 'authorizationInvitation') && (
            <p className={styles.muted}>{siteText(settings, 'authorizationInvitation')}</p>
          )
        }
      />
      {forgotten && (
        <section className={styles.section} aria-labelledby="forgot-heading">
          <h2 id="forgot-heading" className={styles.subheading}>
            {t`Forgot your password?`}
          </h2>
          <ForgotPasswordForm intro={siteText(settings, 'forgotYourPassword')} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="new-customer-heading">
        <h2 id="new-customer-heading" className={styles.subheading}>
          {t`New customer?`}
        </h2>
        {siteText(settings, 'offerToCreateAnAccount') && (
          <p className={styles.muted}>{siteText(settings, 'offerToCreateAnAccount')}</p>
        )}
        <div>
          <a href={localHref('/create-account', locale)}>{t`Create account`}</a>
        </div>
      </section>
    </section>
  )
}

/** `/create-account`: the sign-up form (`?email=` prefills it, e.g. from the order confirmation). */
export function CreateAccountPage({ email }: { email?: string | undefined }) {
  const { t } = useLingui()
  const locale = usePageLocale()
  const settings = useSiteSettings()
  const signUp = useAccountForm('signUp')
  const done = useSelector(signUp, selectContinued)
  return (
    <section className={styles.page} aria-labelledby="create-account-heading" data-testid="create-account-page">
      <h1 id="create-account-heading" className={styles.heading}>
        {done ? t`Thank you for signing up` : t`Create an account`}
      </h1>
      {done ? (
        <p className={styles.muted} role="status">
          {t`We have sent you an email with a link to verify your address. The link is valid for 24 hours.`}
        </p>
      ) : (
        <>
          <SignUpForm actor={signUp} defaultEmail={email} policyTerms={siteText(settings, 'policiesAgreementTerms')} />
          <p className={styles.muted}>
            {siteText(settings, 'offerToLogIn') ?? t`Already have an account?`}{' '}
            <a href={localHref('/log-in', locale)}>{t`Log in`}</a>
          </p>
        </>
      )}
    </section>
  )
}

/** `/create-account/verify?token=`: confirms the address once; an expired or used link offers a new mail. */
export function VerifyEmailPage({ token }: { token?: string | undefined }) {
  const { t } = useLingui()
  const locale = usePageLocale()
  const hydrated = useHydrated()
  const actor = useAccountForm('verifyEmail')
  const succeeded = useSelector(actor, selectSucceeded)
  // A link without its token is refused by the form's rules before the server is asked.
  const failure = useSelector(actor, (s) => selectAccountFailure(s) ?? (s.context.errors.token ? 'invalidLink' : null))
  const submitting = useSelector(actor, selectIsSubmitting)
  const failureText = useFailureMessage()(failure)
  useEffect(() => {
    if (hydrated) actor.send({ type: 'form.submitted', values: { token: token ?? '' } })
  }, [hydrated, actor, token])
  return (
    <section className={styles.page} aria-labelledby="verify-heading" data-testid="verify-email-page">
      <h1 id="verify-heading" className={styles.heading}>
        {t`Email verification`}
      </h1>
      {succeeded ? (
        <>
          <p className={styles.success} role="status">
            {t`Thank you, your email address is verified.`}
          </p>
          <div>
            <a href={localHref('/log-in', locale)}>{t`Log in`}</a>
          </div>
        </>
      ) : failure ? (
        <>
          <p className={modalStyles.error} role="alert">
            {failure === 'expired' || failure === 'invalidLink'
              ? `${failureText} ${t`Enter your email and we will send you a new link.`}`
              : failureText}
          </p>
          <ResendVerificationForm />
        </>
      ) : (
        <p className={styles.muted} role="status" aria-busy={submitting || !hydrated} {...awaitsCode}>
          {t`Verifying your email address…`}
        </p>
      )}
    </section>
  )
}

/** `/reset-password?token=`: a new password from the mailed link (which signs the shopper in); without a token, the request form. */
export function ResetPasswordPage({ token }: { token?: string | undefined }) {
  const { t } = useLingui()
  const locale = usePageLocale()
  const session = useSessionActor()
  const settings = useSiteSettings()
  const isAuthenticated = useSelector(session, selectIsAuthenticated)
  return (
    <section className={styles.page} aria-labelledby="reset-heading" data-testid="reset-password-page">
      <h1 id="reset-heading" className={styles.heading}>
        {t`Reset password`}
      </h1>
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={(answer) =>
            session.send({ type: 'session.signedIn', session: answer as ShopperSession, method: 'passwordReset' })
          }
        />
      ) : (
        <ForgotPasswordForm intro={siteText(settings, 'forgotYourPassword')} />
      )}
      {isAuthenticated && token && (
        <div>
          <a href={localHref('/my-account/profile', locale)}>{t`Go to my profile`}</a>
        </div>
      )}
    </section>
  )
}

/** `/my-account/profile`: the profile fields of spec 3.6, the password and the passkeys. */
export function ProfilePage() {
  const { t } = useLingui()
  const locale = usePageLocale()
  const session = useSessionActor()
  const isAuthenticated = useSelector(session, selectIsAuthenticated)
  const restored = useSelector(session, (s) => !s.matches('resolving') && !s.matches('identifying'))
  const hydrated = useHydrated()
  if (hydrated && restored && !isAuthenticated) {
    return (
      <section className={styles.page} aria-labelledby="profile-heading">
        <h1 id="profile-heading" className={styles.heading}>
          {t`My profile`}
        </h1>
        <p className={styles.muted}>{t`Please log in to see your profile.`}</p>
        <div>
          <a
            href={`${localHref('/log-in', locale)}?next=${encodeURIComponent(localHref('/my-account/profile', locale))}`}
          >
            {t`Log in`}
          </a>
        </div>
      </section>
    )
  }
  return (
    <section className={styles.page} aria-labelledby="profile-heading" data-testid="profile-page">
      <h1 id="profile-heading" className={styles.heading}>
        {t`My profile`}
      </h1>
      <section className={styles.section} aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading" className={styles.subheading}>
          {t`Personal details`}
        </h2>
        {isAuthenticated ? <ProfileDetails /> : <p className={styles.muted}>{t`Loading…`}</p>}
      </section>
      <section className={styles.section} aria-labelledby="password-heading">
        <h2 id="password-heading" className={styles.subheading}>
          {t`Password`}
        </h2>
        <ChangePasswordForm />
      </section>
      <section className={styles.section} aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className={styles.subheading}>
          {t`Passkeys`}
        </h2>
        {isAuthenticated && <Passkeys />}
      </section>
    </section>
  )
}

type Profile = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'countryCode' | 'phoneNumber' | 'gender', string | null>
>

function ProfileDetails() {
  const { t } = useLingui()
  const { api } = useShopServices()
  const session = useSessionActor()
  const canFetch = useSelector(session, selectCanFetchProfile)
  const queryClient = useQueryClient()
  const profile = useQuery(profileQueryOptions(api, canFetch))
  const form = useFormActor('profile')
  const result = useSelector(form.actor, (s) => s.context.result)
  useEffect(() => {
    if (!form.succeeded || !result) return
    // The saved profile is the shopper's from now on: the session's "Logged in as" and the cached profile.
    session.send({ type: 'session.profile.received', profile: result as IncomingProfile })
    void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile })
  }, [form.succeeded, result, queryClient, session])
  if (!profile.data) return <p className={styles.muted}>{t`Loading…`}</p>
  const data = profile.data as Profile
  const defaults = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  )
  return (
    <Form className={modalStyles.form} onSubmit={form.submit} validationBehavior="aria" data-testid="profile-form">
      <Failure failure={form.failure} />
      {form.succeeded && (
        <p className={styles.success} role="status">
          {t`Your details have been saved.`}
        </p>
      )}
      <ProfileFields errors={form.errors} defaults={defaults} />
      <Button
        type="submit"
        variant="primary"
        isPending={form.isSubmitting}
        onPress={() => {
          if (form.succeeded) form.actor.send({ type: 'form.restarted' })
        }}
      >
        {t`Save`}
      </Button>
    </Form>
  )
}

function Passkeys() {
  const { t, i18n } = useLingui()
  const { api } = useShopServices()
  const name = t`Passkey`
  const machine = useMemo(() => passkeysMachine.provide({ actors: passkeysActors(api, name) }), [api, name])
  const actor = useActorRef(machine)
  const passkeys = useSelector(actor, (s) => s.context.passkeys)
  const removing = useSelector(actor, (s) => s.context.removing)
  const adding = useSelector(actor, (s) => s.matches('adding'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const notice = useSelector(actor, (s) => s.context.notice)
  const failureMessage = useFailureMessage()
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso))
  return (
    <div className={styles.section} data-testid="passkeys" aria-busy={busy}>
      <p className={styles.muted}>{t`Log in with your fingerprint, face or device lock instead of a password.`}</p>
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.list} aria-label={t`Your passkeys`}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.listItem}>
              <span>
                {passkey.name} · {t`added ${date(passkey.createdAt)}`}
              </span>
              <Button
                variant="quiet"
                isPending={removing === passkey.id}
                isDisabled={busy && removing !== passkey.id}
                onPress={() => actor.send({ type: 'passkeys.removed', id: passkey.id })}
              >
                {t`Remove passkey ${passkey.name}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {passkeys && passkeys.length === 0 && <p className={styles.muted}>{t`You have no passkey yet.`}</p>}
      {failure === 'load' && (
        <>
          <p className={modalStyles.error} role="alert">{t`Your passkeys could not be loaded.`}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'passkeys.retried' })}>
            {t`Try again`}
          </Button>
        </>
      )}
      {(failure === 'cancelled' || failure === 'add' || failure === 'remove') && (
        <p className={modalStyles.error} role="alert">
          {failure === 'cancelled' ? t`Adding the passkey was cancelled.` : failureMessage('unknown')}
        </p>
      )}
      <div role="status" aria-live="polite">
        {notice === 'added' && <p className={styles.success}>{t`The passkey has been added.`}</p>}
        {notice === 'removed' && <p className={styles.success}>{t`The passkey has been removed.`}</p>}
      </div>
      {failure !== 'load' && (
        <div>
          <Button
            variant="secondary"
            isPending={adding}
            isDisabled={busy && !adding}
            onPress={() => actor.send({ type: 'passkeys.added' })}
          >
            {t`Add a passkey`}
          </Button>
        </div>
      )}
    </div>
  )
}
