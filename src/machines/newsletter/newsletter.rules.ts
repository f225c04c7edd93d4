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
