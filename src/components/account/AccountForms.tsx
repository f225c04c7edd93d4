import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Form } from 'react-aria-components'
import { ACCOUNT_LIMITS } from '@common/account-rules'
import {
  selectAccountErrors,
  selectAccountFailure,
  selectIsSubmitting,
  selectSucceeded,
} from '../../machines/account/account-form.machine'
import { passwordStrength, type AccountFormKind } from '../../machines/account/account-form.rules'
import { LOGIN_EMAIL_MAX, type LoginFieldError } from '../../machines/session/login.rules'
import { selectIsSigningIn, selectLoginErrors, selectSignInError } from '../../machines/session/session.machine'
import { useSessionActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import { Checkbox } from '../ui/Checkbox'
import { Radio, RadioGroup } from '../ui/RadioGroup'
import { TextField } from '../ui/TextField'
import { formValues, useAccountForm, useFailureMessage, useFieldMessages, type AccountFormActor } from './account-form'
import { useSiteSettings } from '../layout/layout-context'
import * as modalStyles from './AccountModals.css'
import * as styles from './AccountPages.css'
import { BotProtectionNotice } from '../app/BotProtectionNotice'

/** Email and password (spec 5.6), a passkey, and the way to a forgotten password; the session machine signs in. */
export function LoginForm({ onForgotPassword, intro }: { onForgotPassword: () => void; intro?: ReactNode }) {
  const { t } = useLingui()
  const session = useSessionActor()
  const isSigningIn = useSelector(session, selectIsSigningIn)
  const error = useSelector(session, selectSignInError)
  const errors = useSelector(session, selectLoginErrors)
  const message = (fieldError: LoginFieldError) =>
    fieldError === 'required'
      ? t`This field is required.`
      : fieldError === 'email'
        ? t`Please enter a valid email address.`
        : fieldError === 'maxCharacters'
          ? t`Please use at most ${LOGIN_EMAIL_MAX} characters.`
          : undefined
  const refusal =
    error === 'invalidEmailOrPassword'
      ? t`Invalid email or password.`
      : error === 'tooManyAttempts'
        ? t`Too many attempts. Please try again later.`
        : error === 'passkeyRefused'
          ? t`This passkey was not recognised.`
          : error === 'passkeyCancelled'
            ? t`Signing in with a passkey was cancelled.`
            : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    session.send({
      type: 'session.signIn.requested',
      credentials: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
    })
  }

  return (
    // The account forms are posts (as all below): a browser without scripts never puts the address and the password
    // in the page's address; the server answers that they need the code.
    <Form
      className={modalStyles.form}
      method="post"
      onSubmit={submit}
      validationBehavior="aria"
      data-testid="login-form"
    >
      {intro}
      {refusal && (
        <p className={modalStyles.error} role="alert">
          {refusal}
        </p>
      )}
      <TextField
        name="email"
        type="email"
        autoComplete="username webauthn"
        label={t`Email`}
        isRequired
        isInvalid={Boolean(errors.email)}
        errorMessage={message(errors.email)}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Password`}
        isRequired
        isInvalid={Boolean(errors.password)}
        errorMessage={message(errors.password)}
      />
      <div className={modalStyles.actions}>
        <Button type="submit" variant="primary" isPending={isSigningIn}>
          {t`Log in`}
        </Button>
        <Button
          variant="secondary"
          isPending={isSigningIn}
          onPress={() => session.send({ type: 'session.passkeySignIn.requested' })}
        >
          {t`Use a passkey`}
        </Button>
        <Button variant="quiet" onPress={onForgotPassword}>
          {t`Forgot your password?`}
        </Button>
      </div>
    </Form>
  )
}

/** A password's strength in words and as a bar, updated as the shopper types. */
function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useLingui()
  const score = passwordStrength(password)
  const labels = ['', t`Weak`, t`Fair`, t`Good`, t`Strong`]
  return (
    <div className={styles.meter} data-testid="password-strength">
      <div
        className={styles.meterBar}
        role="meter"
        aria-label={t`Password strength`}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={labels[score] || t`None`}
      >
        <div className={styles.meterFill} style={{ width: `${score * 25}%` }} />
      </div>
      <p className={styles.muted} aria-live="polite">
        {score ? t`Password strength: ${labels[score]}` : t`At least 8 characters with a letter and a digit.`}
      </p>
    </div>
  )
}

/** The password with its confirmation and the strength meter (sign-up, reset, change). */
function NewPasswordFields({
  name,
  confirmName,
  errors,
  label,
}: {
  name: string
  confirmName: string
  errors: Record<string, string>
  label: string
}) {
  const { t } = useLingui()
  const message = useFieldMessages()
  const [password, setPassword] = useState('')
  return (
    <>
      <TextField
        name={name}
        type="password"
        autoComplete="new-password"
        label={label}
        isRequired
        maxLength={ACCOUNT_LIMITS.passwordMax}
        onChange={setPassword}
        isInvalid={Boolean(errors[name])}
        errorMessage={message(errors[name] as never)}
      />
      <PasswordStrengthMeter password={password} />
      <TextField
        name={confirmName}
        type="password"
        autoComplete="new-password"
        label={t`Repeat the password`}
        isRequired
        maxLength={ACCOUNT_LIMITS.passwordMax}
        isInvalid={Boolean(errors[confirmName])}
        errorMessage={message(errors[confirmName] as never)}
      />
    </>
  )
}

/** A form's statechart as its fields render it: errors, failure, busy, success, and its submit. */
function useFormState(actor: AccountFormActor) {
  const errors = useSelector(actor, selectAccountErrors) as Record<string, string>
  const failure = useSelector(actor, selectAccountFailure)
  const isSubmitting = useSelector(actor, selectIsSubmitting)
  const succeeded = useSelector(actor, selectSucceeded)
  const submit = (event: FormEvent<HTMLFormElement>, extra: Record<string, string> = {}) => {
    event.preventDefault()
    const form = event.currentTarget
    actor.send({ type: 'form.submitted', values: { ...formValues(form), ...extra } })
    // A form its rules turned away sends the shopper to the first field in error, once it shows.
    if (Object.keys(actor.getSnapshot().context.errors).length > 0)
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  return { actor, errors, failure, isSubmitting, succeeded, submit }
}

function useFormActor(kind: AccountFormKind) {
  return useFormState(useAccountForm(kind))
}

function Failure({ failure }: { failure: Parameters<ReturnType<typeof useFailureMessage>>[0] }) {
  const text = useFailureMessage()(failure)
  return text ? (
    <p className={modalStyles.error} role="alert">
      {text}
    </p>
  ) : null
}

/** The profile fields of spec 3.6 (sign-up and profile), with the limits of 5.3. */
export function ProfileFields({
  errors,
  defaults = {},
}: {
  errors: Record<string, string>
  defaults?: Partial<Record<string, string>>
}) {
  const { t } = useLingui()
  const message = useFieldMessages()
  return (
    <>
      <div className={styles.row}>
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t`First name`}
          isRequired
          maxLength={ACCOUNT_LIMITS.name}
          defaultValue={defaults.firstName ?? ''}
          isInvalid={Boolean(errors.firstName)}
          errorMessage={message(errors.firstName as never)}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t`Last name`}
          isRequired
          maxLength={ACCOUNT_LIMITS.name}
          defaultValue={defaults.lastName ?? ''}
          isInvalid={Boolean(errors.lastName)}
          errorMessage={message(errors.lastName as never)}
        />
      </div>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t`Email`}
        isRequired
        maxLength={ACCOUNT_LIMITS.email}
        defaultValue={defaults.email ?? ''}
        isInvalid={Boolean(errors.email)}
        errorMessage={message(errors.email as never, ACCOUNT_LIMITS.email)}
      />
      <TextField
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        label={t`Date of birth`}
        defaultValue={defaults.dateOfBirth ?? ''}
        isInvalid={Boolean(errors.dateOfBirth)}
        errorMessage={message(errors.dateOfBirth as never)}
      />
      <div className={styles.row}>
        <TextField
          name="countryCode"
          autoComplete="tel-country-code"
          label={t`Country code`}
          maxLength={ACCOUNT_LIMITS.countryCode + 1}
          defaultValue={defaults.countryCode ?? '+420'}
          isInvalid={Boolean(errors.countryCode)}
          errorMessage={message(errors.countryCode as never)}
        />
        <TextField
          name="phoneNumber"
          type="tel"
          autoComplete="tel-national"
          label={t`Phone`}
          maxLength={ACCOUNT_LIMITS.phone + 4}
          defaultValue={defaults.phoneNumber ?? ''}
          isInvalid={Boolean(errors.phoneNumber)}
          errorMessage={message(errors.phoneNumber as never, ACCOUNT_LIMITS.phone)}
        />
      </div>
      <RadioGroup name="gender" label={t`Gender`} defaultValue={defaults.gender ?? ''} orientation="horizontal">
        <Radio value="female">{t`Female`}</Radio>
        <Radio value="male">{t`Male`}</Radio>
        <Radio value="other">{t`Other`}</Radio>
      </RadioGroup>
    </>
  )
}

/** Sign-up (spec 3.6 fields, 3.20 consents); on success the caller shows the thank-you. */
/** The sign-up (spec 3.6): `actor` is the caller's sign-up statechart, whose Continue after a success the caller follows. */
export function SignUpForm({
  actor,
  defaultEmail,
  policyTerms,
  onSignedUp,
}: {
  actor: AccountFormActor
  defaultEmail?: string | undefined
  policyTerms?: string | undefined
  onSignedUp?: () => void
}) {
  const { t } = useLingui()
  const message = useFieldMessages()
  // Spec 1.2: the club, and joining it at sign-up, only in a market with the club.
  const withLoyalty = useSiteSettings().marketFeatures.isMarketWithLoyalty
  const form = useFormState(actor)
  // The address the server sent the verification mail to, as the sign-up answered.
  const email = useSelector(form.actor, (s) => (s.context.result as { email?: string } | null)?.email ?? '')
  if (form.succeeded) {
    return (
      <div className={modalStyles.form} data-testid="sign-up-done">
        <p className={styles.success} role="status">
          {t`Thank you! We have sent a verification link to ${email}.`}
        </p>
        <Button
          variant="primary"
          onPress={() => {
            actor.send({ type: 'form.continued' })
            onSignedUp?.()
          }}
        >
          {t`Continue`}
        </Button>
      </div>
    )
  }
  return (
    <Form
      className={modalStyles.form}
      method="post"
      validationBehavior="aria"
      data-testid="sign-up-form"
      onSubmit={(event) => form.submit(event)}
    >
      <Failure failure={form.failure} />
      <ProfileFields errors={form.errors} defaults={{ email: defaultEmail ?? '' }} />
      <NewPasswordFields name="password" confirmName="passwordConfirmation" errors={form.errors} label={t`Password`} />
      {policyTerms && <p className={styles.muted}>{policyTerms}</p>}
      <Checkbox
        name="termsAndConditions"
        isRequired
        isInvalid={Boolean(form.errors.termsAndConditions)}
        aria-describedby={form.errors.termsAndConditions ? 'terms-error' : undefined}
      >
        {`* ${t`I agree to the terms and conditions`}`}
      </Checkbox>
      <Checkbox
        name="privacyPolicy"
        isRequired
        isInvalid={Boolean(form.errors.privacyPolicy)}
        aria-describedby={form.errors.privacyPolicy ? 'terms-error' : undefined}
      >
        {`* ${t`I have read the privacy policy`}`}
      </Checkbox>
      {(form.errors.termsAndConditions || form.errors.privacyPolicy) && (
        <p id="terms-error" className={modalStyles.error}>
          {message('required')}
        </p>
      )}
      <Checkbox name="newsletter">{t`Send me the newsletter`}</Checkbox>
      {withLoyalty && <Checkbox name="loyaltyConsent">{t`I want to join the Kestrel Club`}</Checkbox>}
      <BotProtectionNotice />
      <Button type="submit" variant="primary" isPending={form.isSubmitting}>
        {t`Create account`}
      </Button>
    </Form>
  )
}

/** The email a reset link goes to; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm({ intro }: { intro?: string | undefined }) {
  const { t } = useLingui()
  const message = useFieldMessages()
  const form = useFormActor('forgotPassword')
  if (form.succeeded)
    return (
      <p className={styles.success} role="status" data-testid="forgot-password-sent">
        {t`If an account exists for this email, we have sent it a link to reset the password. The link is valid for one hour.`}
      </p>
    )
  return (
    <Form
      className={modalStyles.form}
      method="post"
      onSubmit={form.submit}
      validationBehavior="aria"
      data-testid="forgot-password-form"
    >
      {intro && <p className={modalStyles.text}>{intro}</p>}
      <Failure failure={form.failure} />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t`Email`}
        isRequired
        maxLength={ACCOUNT_LIMITS.loginEmail}
        isInvalid={Boolean(form.errors.email)}
        errorMessage={message(form.errors.email as never, ACCOUNT_LIMITS.loginEmail)}
      />
      <Button type="submit" variant="primary" isPending={form.isSubmitting}>
        {t`Send the link`}
      </Button>
    </Form>
  )
}

/** A new verification link for an account still waiting for one (the answer does not tell whether it is). */
export function ResendVerificationForm() {
  const { t } = useLingui()
  const message = useFieldMessages()
  const form = useFormActor('resendVerification')
  if (form.succeeded)
    return (
      <p className={styles.success} role="status" data-testid="verification-resent">
        {t`If the account is waiting for verification, we have sent a new link.`}
      </p>
    )
  return (
    <Form
      className={modalStyles.form}
      method="post"
      onSubmit={form.submit}
      validationBehavior="aria"
      data-testid="resend-verification-form"
    >
      <Failure failure={form.failure} />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t`Email`}
        isRequired
        maxLength={ACCOUNT_LIMITS.loginEmail}
        isInvalid={Boolean(form.errors.email)}
        errorMessage={message(form.errors.email as never, ACCOUNT_LIMITS.loginEmail)}
      />
      <Button type="submit" variant="primary" isPending={form.isSubmitting}>
        {t`Send a new link`}
      </Button>
    </Form>
  )
}

/** A new password from a mailed link; the server signs the shopper in with it. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (session: unknown) => void }) {
  const { t } = useLingui()
  const form = useFormActor('resetPassword')
  const result = useSelector(form.actor, (s) => s.context.result)
  useEffect(() => {
    if (form.succeeded && result) onReset(result)
  }, [form.succeeded, result, onReset])
  if (form.succeeded) {
    return (
      <p className={styles.success} role="status">
        {t`Your password has been changed and you are logged in.`}
      </p>
    )
  }
  return (
    <Form
      className={modalStyles.form}
      method="post"
      onSubmit={(event) => form.submit(event, { token })}
      validationBehavior="aria"
      data-testid="reset-password-form"
    >
      <Failure failure={form.failure} />
      <NewPasswordFields
        name="password"
        confirmName="passwordConfirmation"
        errors={form.errors}
        label={t`New password`}
      />
      <Button type="submit" variant="primary" isPending={form.isSubmitting}>
        {t`Set the new password`}
      </Button>
    </Form>
  )
}

/** The current password and a new one (profile). */
export function ChangePasswordForm() {
  const { t } = useLingui()
  const message = useFieldMessages()
  const form = useFormActor('changePassword')
  if (form.succeeded)
    return (
      <div className={modalStyles.form}>
        <p className={styles.success} role="status">
          {t`Your password has been changed.`}
        </p>
        <Button variant="secondary" onPress={() => form.actor.send({ type: 'form.restarted' })}>
          {t`Change it again`}
        </Button>
      </div>
    )
  return (
    <Form
      className={modalStyles.form}
      method="post"
      onSubmit={form.submit}
      validationBehavior="aria"
      data-testid="change-password-form"
    >
      <Failure failure={form.failure} />
      <TextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t`Current password`}
        isRequired
        isInvalid={Boolean(form.errors.currentPassword)}
        errorMessage={message(form.errors.currentPassword as never)}
      />
      <NewPasswordFields
        name="newPassword"
        confirmName="newPasswordConfirmation"
        errors={form.errors}
        label={t`New password`}
      />
      <Button type="submit" variant="primary" isPending={form.isSubmitting}>
        {t`Change password`}
      </Button>
    </Form>
  )
}

export { useFormActor, Failure }
