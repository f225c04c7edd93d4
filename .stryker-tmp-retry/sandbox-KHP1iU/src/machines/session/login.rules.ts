// @ts-nocheck
import type { SignInCredentials } from './session.types'

/** Spec 5.6 login: email trimmed, required, matching the pattern, at most 70 characters; password required. */
export const LOGIN_EMAIL_MAX = 70
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export type LoginFieldError = 'required' | 'email' | 'maxCharacters' | null
export interface LoginErrors {
  email: LoginFieldError
  password: LoginFieldError
}

export const NO_LOGIN_ERRORS: LoginErrors = { email: null, password: null }

function loginEmailError(value: string): LoginFieldError {
  const email = value.trim()
  if (!email) return 'required'
  if (email.length > LOGIN_EMAIL_MAX) return 'maxCharacters'
  return EMAIL_PATTERN.test(email) ? null : 'email'
}

/** What the login form says of each field; the email is checked trimmed, as it is sent. */
export const loginErrors = (credentials: SignInCredentials): LoginErrors => ({
  email: loginEmailError(credentials.email),
  password: credentials.password ? null : 'required',
})

export const hasLoginErrors = (errors: LoginErrors): boolean => Boolean(errors.email || errors.password)
