// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { newsletterEmailError, newsletterNameError } from './newsletter.rules'

describe('newsletter form rules (spec 5.6)', () => {
  it('requires an email', () => {
    expect(newsletterEmailError('  ')).toBe('required')
  })

  it('rejects malformed addresses with the email error', () => {
    for (const bad of ['jana', 'jana@', 'jana@example', 'ja na@example.com', '.jana@example.com', 'jana@example.c']) {
      expect(newsletterEmailError(bad)).toBe('email')
    }
  })

  it('allows 70 characters and no more', () => {
    const at70 = `${'a'.repeat(58)}@example.com`
    expect(at70).toHaveLength(70)
    expect(newsletterEmailError(at70)).toBeNull()
    expect(newsletterEmailError(`a${at70}`)).toBe('maxCharacters')
  })

  it('accepts a valid address', () => {
    expect(newsletterEmailError(' jana.novakova@example.com ')).toBeNull()
  })

  it('requires a name of at most 25 characters in the extended form', () => {
    expect(newsletterNameError('')).toBe('required')
    expect(newsletterNameError('a'.repeat(25))).toBeNull()
    expect(newsletterNameError('a'.repeat(26))).toBe('maxNameCharacters')
  })
})
