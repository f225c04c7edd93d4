/** Spec 5.6 login: email trimmed, required, matching the pattern, at most 70 characters; password required. */
export const LOGIN_EMAIL_MAX = 70
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export type LoginFieldError = 'required' | 'email' | 'maxCharacters' | null

export function loginEmailError(value: string): LoginFieldError {
  const email = value.trim()
  if (!email) return 'required'
  if (email.length > LOGIN_EMAIL_MAX) return 'maxCharacters'
  return EMAIL_PATTERN.test(email) ? null : 'email'
}

export function loginPasswordError(value: string): LoginFieldError {
  return value ? null : 'required'
}
