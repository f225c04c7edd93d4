/**
 * Rules of the account forms shared by the browser's statecharts and the API's schemas
 * (spec 5.3 limits, 5.5 rules, 3.20 consents).
 */
// @ts-nocheck

export const ACCOUNT_LIMITS = {
  /** Spec 5.3: email in account forms. */
  email: 35,
  /** Spec 5.6: email in the login and email-only forms. */
  loginEmail: 70,
  name: 25,
  phone: 15,
  countryCode: 3,
  passwordMin: 8,
  passwordMax: 128,
} as const

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** Letters of any script, spaces, hyphens and apostrophes (spec 5.5: first and last name are checked). */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’.-]*$/u
export const PHONE_PATTERN = /^[0-9]{4,15}$/
export const COUNTRY_CODE_PATTERN = /^\+?[0-9]{1,3}$/
export const GENDERS = ['female', 'male', 'other'] as const

type PasswordProblem = 'tooShort' | 'tooLong' | 'noLetter' | 'noDigit'

/** Spec 5.5 password rules: 8 to 128 characters with at least one letter and one digit. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if (password.length < ACCOUNT_LIMITS.passwordMin) problems.push('tooShort')
  if (password.length > ACCOUNT_LIMITS.passwordMax) problems.push('tooLong')
  if (!/\p{L}/u.test(password)) problems.push('noLetter')
  if (!/\p{N}/u.test(password)) problems.push('noDigit')
  return problems
}

/** Spec 5.5 date of birth: a real calendar date, the shopper at least 15 and at most 120 years old. */
export function dateOfBirthProblem(value: string, today = new Date()): 'format' | 'range' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return 'format'
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'format'
  const age = (today.getTime() - date.getTime()) / (365.25 * 86_400_000)
  return age < 15 || age > 120 ? 'range' : null
}

/** Same-origin path to come back to after signing in (`?next=`): a path of this site, never another origin. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (/[\u0000-\u001f]/.test(value)) return null
  return value
}
