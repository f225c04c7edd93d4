/** Consent codes of spec 3.20. */
const CONSENT_TYPES = {
  Newsletter: 0,
  TermsAndConditions: 2,
  PrivacyPolicy: 3,
  Loyalty: 4,
  Personalisation: 5,
} as const

/** Consent keys sent to the server (spec 3.20, 7.2). */
export const CONSENT_KEYS = {
  newsletterKey: 'newsletter',
  privacyPolicyKey: 'privacyPolicy',
  termsAndConditionsKey: 'termsAndConditions',
} as const

/** Bot-protection action of spec 7.2. */
export const BOT_PROTECTION_ACTION = 'SUBMIT_CONTACT_FORM'

export interface NewsletterVisibility {
  pathname: string
  /** The create-account slug in the current locale and in English. */
  createAccountSlugs: readonly string[]
  isLoggedIn: boolean
  activeConsentTypes: readonly number[]
  /** The `{brand}Newsletter` site setting. */
  policy: Record<string, unknown> | null
}

const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** Spec 4.11: when the newsletter block is hidden. */
export function isNewsletterHidden(v: NewsletterVisibility): boolean {
  const path = decodeURI(v.pathname)
  if (v.createAccountSlugs.some((slug) => slug && path.includes(slug))) return true
  if (v.isLoggedIn && v.activeConsentTypes.includes(CONSENT_TYPES.Newsletter)) return true
  return !v.policy || Object.values(v.policy).every(isEmptyValue)
}

/** Spec 5.6: the newsletter, login and email-only forms allow 70 characters of email, 25 of name. */
export const NEWSLETTER_EMAIL_MAX = 70
export const NEWSLETTER_NAME_MAX = 25

/** The product's email pattern: something@domain.tld without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The further valid-email-address test: a two-letter-or-longer top-level domain, no dots at the edges. */
const VALID_EMAIL_ADDRESS = /^(?!\.)[A-Za-z0-9._%+-]+(?<!\.)@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/

export type NewsletterFieldError = 'required' | 'email' | 'maxCharacters' | 'maxNameCharacters' | null

export interface NewsletterValues {
  email: string
  name?: string
  /** Whether the policy box is ticked. */
  policy?: boolean
}

/** The fields in the order the form shows them: the first in error takes the focus. */
export const NEWSLETTER_FIELDS = ['name', 'email', 'policy'] as const
export type NewsletterFieldErrors = Record<(typeof NEWSLETTER_FIELDS)[number], NewsletterFieldError>

/** Spec 5.6 newsletter email: required, the pattern, a valid email, max 70, the valid-email-address test. */
export function newsletterEmailError(value: string): NewsletterFieldError {
  const email = value.trim()
  if (!email) return 'required'
  if (email.length > NEWSLETTER_EMAIL_MAX) return 'maxCharacters'
  if (!EMAIL_PATTERN.test(email) || !VALID_EMAIL_ADDRESS.test(email)) return 'email'
  return null
}

/** Spec 5.6 newsletter name (extended form only): required, max 25. */
export function newsletterNameError(value: string): NewsletterFieldError {
  const name = value.trim()
  if (!name) return 'required'
  if (name.length > NEWSLETTER_NAME_MAX) return 'maxNameCharacters'
  return null
}

/**
 * Spec 5.6 for the whole form: the name only in the extended form, the policy box only when a
 * policy agreement is configured (then it must be ticked).
 */
export function newsletterFieldErrors(
  values: NewsletterValues,
  form: { extended: boolean; policyRequired: boolean },
): NewsletterFieldErrors {
  return {
    name: form.extended ? newsletterNameError(values.name ?? '') : null,
    email: newsletterEmailError(values.email),
    policy: form.policyRequired && !values.policy ? 'required' : null,
  }
}

export const hasNewsletterFieldErrors = (errors: NewsletterFieldErrors): boolean =>
  NEWSLETTER_FIELDS.some((field) => errors[field])

/** Why the server turned a sign-up sent without scripts away (spec 7.2, 8.2). */
export type NewsletterFailure = 'botProtection' | 'general'

/** The server's answer to the sign-up sent without scripts (`FORM_FLAGS.newsletter`), as the block shows it. */
export interface NewsletterAnswer {
  sent: boolean
  failure: NewsletterFailure | null
  fieldErrors: NewsletterFieldErrors | null
}

const FIELD_ERRORS: readonly string[] = ['required', 'email', 'maxCharacters', 'maxNameCharacters']

/**
 * Reads the server's answer: 'sent', 'botProtection', 'serverError', or the fields' errors as `field:code`
 * pairs joined by `|`. Anything else (a flag typed by hand) answers nothing.
 */
export function newsletterAnswerOf(flag: unknown): NewsletterAnswer | undefined {
  if (typeof flag !== 'string' || flag.length > 200) return undefined
  if (flag === 'sent') return { sent: true, failure: null, fieldErrors: null }
  if (flag === 'botProtection') return { sent: false, failure: 'botProtection', fieldErrors: null }
  if (flag === 'serverError') return { sent: false, failure: 'general', fieldErrors: null }
  const errors: NewsletterFieldErrors = { name: null, email: null, policy: null }
  for (const pair of flag.split('|')) {
    const [field, code] = pair.split(':')
    if ((NEWSLETTER_FIELDS as readonly string[]).includes(field ?? '') && FIELD_ERRORS.includes(code ?? ''))
      errors[field as keyof NewsletterFieldErrors] = code as NewsletterFieldError
  }
  return hasNewsletterFieldErrors(errors) ? { sent: false, failure: null, fieldErrors: errors } : undefined
}
