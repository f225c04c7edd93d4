// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { consentCookie, consentFromCookies } from './consent-storage'

describe('the consent cookie', () => {
  it('remembers the accepted categories for a year', () => {
    expect(consentCookie(['cookie_cat_necessary', 'cookie_cat_statistic'], false)).toBe(
      'kestrel_consent=cookie_cat_necessary.cookie_cat_statistic; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(consentCookie(['cookie_cat_necessary'], true)).toMatch(/; Secure$/)
  })

  it('is read back from a Cookie header or document.cookie', () => {
    expect(consentFromCookies('a=1; kestrel_consent=cookie_cat_necessary.cookie_cat_statistic; b=2')).toEqual([
      'cookie_cat_necessary',
      'cookie_cat_statistic',
    ])
    expect(consentFromCookies('kestrel_consent=cookie_cat_necessary')).toEqual(['cookie_cat_necessary'])
  })

  it('counts as no answer when absent or unreadable, so the banner asks again', () => {
    expect(consentFromCookies('')).toBeNull()
    expect(consentFromCookies(undefined)).toBeNull()
    expect(consentFromCookies('other_consent=cookie_cat_necessary')).toBeNull()
    expect(consentFromCookies('kestrel_consent=')).toBeNull()
    expect(consentFromCookies('kestrel_consent=%3Cscript%3E.nonsense')).toBeNull()
    expect(consentFromCookies('kestrel_consent=cookie_cat_marketing.bogus')).toEqual(['cookie_cat_marketing'])
  })
})
