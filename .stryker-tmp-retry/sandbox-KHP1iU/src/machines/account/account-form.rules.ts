// @ts-nocheck
import {
  ACCOUNT_LIMITS,
  COUNTRY_CODE_PATTERN,
  dateOfBirthProblem,
  EMAIL_PATTERN,
  NAME_PATTERN,
  passwordProblems,
  PHONE_PATTERN,
} from '@common/account-rules'

/** The account forms whose rules live here (spec 3.6, 3.20, 5.3, 5.5, 5.6). */
export type AccountFormKind =
  'signUp' | 'forgotPassword' | 'resetPassword' | 'changePassword' | 'profile' | 'verifyEmail' | 'resendVerification'

export type AccountFieldError =
  | 'required'
  | 'email'
  | 'maxCharacters'
  | 'name'
  | 'phone'
  | 'countryCode'
  | 'dateOfBirth'
  | 'passwordRules'
  | 'passwordsDontMatch'

export type AccountValues = Record<string, string | boolean>
export type AccountErrors = Record<string, AccountFieldError>

const text = (values: AccountValues, field: string) => {
  const value = values[field]
  return typeof value === 'string' ? value.trim() : ''
}

function emailError(value: string, max: number): AccountFieldError | null {
  if (!value) return 'required'
  if (value.length > max) return 'maxCharacters'
  return EMAIL_PATTERN.test(value) ? null : 'email'
}

function nameError(value: string): AccountFieldError | null {
  if (!value) return 'required'
  if (value.length > ACCOUNT_LIMITS.name) return 'maxCharacters'
  return NAME_PATTERN.test(value) ? null : 'name'
}

function passwordError(value: string): AccountFieldError | null {
  if (!value) return 'required'
  return passwordProblems(value).length ? 'passwordRules' : null
}

function profileErrors(values: AccountValues): AccountErrors {
  const errors: AccountErrors = {}
  const set = (field: string, error: AccountFieldError | null) => {
    if (error) errors[field] = error
  }
  set('firstName', nameError(text(values, 'firstName')))
  set('lastName', nameError(text(values, 'lastName')))
  set('email', emailError(text(values, 'email'), ACCOUNT_LIMITS.email))
  const dateOfBirth = text(values, 'dateOfBirth')
  if (dateOfBirth && dateOfBirthProblem(dateOfBirth)) set('dateOfBirth', 'dateOfBirth')
  const countryCode = text(values, 'countryCode')
  if (countryCode && !COUNTRY_CODE_PATTERN.test(countryCode)) set('countryCode', 'countryCode')
  const phone = text(values, 'phoneNumber').replace(/\s+/g, '')
  if (phone && !PHONE_PATTERN.test(phone))
    set('phoneNumber', phone.length > ACCOUNT_LIMITS.phone ? 'maxCharacters' : 'phone')
  return errors
}

function confirmation(values: AccountValues, field: string, confirmField: string, errors: AccountErrors) {
  const password = typeof values[field] === 'string' ? values[field] : ''
  const error = passwordError(password)
  if (error) errors[field] = error
  if (!values[confirmField]) errors[confirmField] = 'required'
  else if (values[confirmField] !== password) errors[confirmField] = 'passwordsDontMatch'
}

/** What each field of a form says after a submit; an empty object lets the form be sent. */
export function accountFormErrors(form: AccountFormKind, values: AccountValues): AccountErrors {
  switch (form) {
    case 'signUp': {
      const errors = profileErrors(values)
      confirmation(values, 'password', 'passwordConfirmation', errors)
      if (values.termsAndConditions !== true) errors.termsAndConditions = 'required'
      if (values.privacyPolicy !== true) errors.privacyPolicy = 'required'
      return errors
    }
    case 'profile':
      return profileErrors(values)
    case 'forgotPassword':
    case 'resendVerification': {
      const error = emailError(text(values, 'email'), ACCOUNT_LIMITS.loginEmail)
      return error ? { email: error } : {}
    }
    case 'resetPassword': {
      const errors: AccountErrors = {}
      confirmation(values, 'password', 'passwordConfirmation', errors)
      return errors
    }
    case 'changePassword': {
      const errors: AccountErrors = {}
      if (!values.currentPassword) errors.currentPassword = 'required'
      confirmation(values, 'newPassword', 'newPasswordConfirmation', errors)
      return errors
    }
    case 'verifyEmail':
      return text(values, 'token') ? {} : { token: 'required' }
  }
}

/** Why the server refused a form, from its answer's status and code. */
export type AccountFailure =
  | 'tooManyAttempts'
  | 'existingAccount'
  | 'wrongPassword'
  | 'expired'
  | 'invalidLink'
  | 'botProtection'
  | 'notSignedIn'
  | 'unknown'

export function accountFailureOf(error: unknown): AccountFailure {
  const status = (error as { status?: unknown } | null)?.status
  const data = (error as { data?: unknown } | null)?.data
  const code = (data as { code?: unknown } | null)?.code
  if (status === 429) return 'tooManyAttempts'
  if (code === 'existing_account') return 'existingAccount'
  if (code === 'wrong_password') return 'wrongPassword'
  if (code === 'expired') return 'expired'
  if (code === 'invalid') return 'invalidLink'
  if (code === 'bot_protection') return 'botProtection'
  if (status === 401) return 'notSignedIn'
  return 'unknown'
}

type PasswordStrength = 0 | 1 | 2 | 3 | 4

/**
 * A password's strength for the meter: the rules first (a password that breaks one is weak), then length and
 * variety of characters; repeated or sequential characters count against it.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 0
  if (passwordProblems(password).length) return 1
  let score = 1
  if (password.length >= 12) score++
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((pattern) => pattern.test(password)).length
  if (classes >= 3) score++
  if (password.length >= 16 && classes >= 3) score++
  if (/(.)\1{2,}/u.test(password) || /(?:0123|1234|2345|3456|4567|5678|6789|abcd|qwert|heslo|password)/i.test(password))
    score--
  return Math.max(1, Math.min(4, score)) as PasswordStrength
}
