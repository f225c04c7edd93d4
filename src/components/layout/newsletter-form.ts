import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Spec 5.6: the newsletter, login and email-only forms allow 70 characters of email, 25 of name. */
const NEWSLETTER_EMAIL_MAX = 70
const NEWSLETTER_NAME_MAX = 25

/** The product's email pattern: something@domain.tld without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The further valid-email-address test: a two-letter-or-longer top-level domain, no dots at the edges. */
const VALID_EMAIL_ADDRESS = /^(?!\.)[A-Za-z0-9._%+-]+(?<!\.)@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/

export const newsletterMessages = {
  required: msg`This field is required.`,
  email: msg`Please enter a valid email address.`,
  maxCharacters: msg`Please use at most ${NEWSLETTER_EMAIL_MAX} characters.`,
  maxNameCharacters: msg`Please use at most ${NEWSLETTER_NAME_MAX} characters.`,
}

/** Spec 5.6 newsletter email: required, the pattern, a valid email, max 70, the valid-email-address test. */
export function newsletterEmailError(value: string): MessageDescriptor | null {
  const email = value.trim()
  if (!email) return newsletterMessages.required
  if (email.length > NEWSLETTER_EMAIL_MAX) return newsletterMessages.maxCharacters
  if (!EMAIL_PATTERN.test(email) || !VALID_EMAIL_ADDRESS.test(email)) return newsletterMessages.email
  return null
}

/** Spec 5.6 newsletter name (extended form only): required, max 25. */
export function newsletterNameError(value: string): MessageDescriptor | null {
  const name = value.trim()
  if (!name) return newsletterMessages.required
  if (name.length > NEWSLETTER_NAME_MAX) return newsletterMessages.maxNameCharacters
  return null
}
