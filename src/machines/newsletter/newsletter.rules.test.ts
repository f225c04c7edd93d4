import { describe, expect, it } from 'vitest'
import { newsletterAnswerOf, newsletterEmailError, newsletterNameError } from './newsletter.rules'

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

describe("the server's answer to the form sent without scripts (its flag)", () => {
  it('reads a sign-up taken and the two refusals', () => {
    expect(newsletterAnswerOf('sent')).toEqual({ sent: true, failure: null, fieldErrors: null })
    expect(newsletterAnswerOf('botProtection')).toEqual({ sent: false, failure: 'botProtection', fieldErrors: null })
    expect(newsletterAnswerOf('serverError')).toEqual({ sent: false, failure: 'general', fieldErrors: null })
  })

  it("reads the fields' errors, and only the form's fields and codes", () => {
    expect(newsletterAnswerOf('email:email|policy:required')).toEqual({
      sent: false,
      failure: null,
      fieldErrors: { name: null, email: 'email', policy: 'required' },
    })
    expect(newsletterAnswerOf('name:maxNameCharacters|comment:required|email:boom')?.fieldErrors).toEqual({
      name: 'maxNameCharacters',
      email: null,
      policy: null,
    })
  })

  it('answers nothing for no flag, an unknown one or one too long', () => {
    for (const flag of [undefined, null, 3, '', 'nonsense', 'email:nonsense', `email:email|${'x'.repeat(200)}`])
      expect(newsletterAnswerOf(flag)).toBeUndefined()
  })
})
