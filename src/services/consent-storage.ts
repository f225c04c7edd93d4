import { COOKIE_CATEGORIES, NECESSARY_CATEGORY } from '../machines/consent/consent.machine'

/**
 * The cookie that remembers the shopper's answer to the cookie banner (itself a necessary cookie):
 * the server reads it too, so the banner comes with the page for a browser that has not answered
 * yet, and never appears on a page for one that has.
 */
const CONSENT_COOKIE = 'kestrel_consent'
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60

/** The accepted categories a `Cookie` header (or `document.cookie`) remembers; null when the shopper has not answered. */
export function consentFromCookies(cookies: string | null | undefined): string[] | null {
  const prefix = `${CONSENT_COOKIE}=`
  const stored = (cookies ?? '').split(/;\s*/).find((cookie) => cookie.startsWith(prefix))
  if (stored === undefined) return null
  const categories = stored
    .slice(prefix.length)
    .split('.')
    .filter((category) => (COOKIE_CATEGORIES as readonly string[]).includes(category))
  return categories.length > 0 ? categories : null
}

/** The `document.cookie` assignment that remembers the accepted categories. */
export function consentCookie(categories: readonly string[], secure: boolean): string {
  return `${CONSENT_COOKIE}=${categories.join('.')}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The banner's two answers that need no choosing: what its form posts before (or without) the scripts. */
export const CONSENT_CHOICES = ['all', 'necessary'] as const

/** The categories an answer accepts: every category, or the necessary ones alone. */
export function consentOfChoice(choice: (typeof CONSENT_CHOICES)[number]): readonly string[] {
  return choice === 'all' ? COOKIE_CATEGORIES : [NECESSARY_CATEGORY]
}
