// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { dateOfBirthProblem, passwordProblems, safeNextPath } from '@common/account-rules'
import { accountFailureOf, accountFormErrors, passwordStrength } from './account-form.rules'

describe('account rules', () => {
  it('password rules: 8 to 128 characters with a letter and a digit (spec 5.5)', () => {
    expect(passwordProblems('Heslo-123')).toEqual([])
    expect(passwordProblems('Hes-123')).toEqual(['tooShort'])
    expect(passwordProblems('12345678')).toEqual(['noLetter'])
    expect(passwordProblems('ěščřžýáí')).toEqual(['noDigit'])
    expect(passwordProblems(`a1${'x'.repeat(127)}`)).toEqual(['tooLong'])
  })

  it('date of birth: a real date, at least 15 and at most 120 years ago', () => {
    const today = new Date('2026-11-26T12:00:00Z')
    expect(dateOfBirthProblem('1990-05-17', today)).toBeNull()
    expect(dateOfBirthProblem('1990-02-30', today)).toBe('format')
    expect(dateOfBirthProblem('17.5.1990', today)).toBe('format')
    expect(dateOfBirthProblem('2015-01-01', today)).toBe('range')
    expect(dateOfBirthProblem('1900-01-01', today)).toBe('range')
  })

  it('?next= takes only a path of this site', () => {
    expect(safeNextPath('/můj-účet/profil')).toBe('/můj-účet/profil')
    expect(safeNextPath('/en/shopping-bag?x=1')).toBe('/en/shopping-bag?x=1')
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'profil', '/a\nb', undefined, 42])
      expect(safeNextPath(bad)).toBeNull()
  })

  it('the sign-up form checks every field of spec 3.6 and 5.3 and the required consents', () => {
    expect(accountFormErrors('signUp', {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
      passwordConfirmation: 'required',
      termsAndConditions: 'required',
      privacyPolicy: 'required',
    })
    expect(
      accountFormErrors('signUp', {
        firstName: 'E'.repeat(26),
        lastName: 'Nov4k',
        email: `${'a'.repeat(30)}@example.cz`,
        password: 'Heslo-123',
        passwordConfirmation: 'Heslo-124',
        countryCode: '+4200',
        phoneNumber: '12',
        dateOfBirth: '2030-01-01',
        termsAndConditions: true,
        privacyPolicy: true,
      }),
    ).toEqual({
      firstName: 'maxCharacters',
      lastName: 'name',
      email: 'maxCharacters',
      passwordConfirmation: 'passwordsDontMatch',
      countryCode: 'countryCode',
      phoneNumber: 'phone',
      dateOfBirth: 'dateOfBirth',
    })
    expect(accountFormErrors('forgotPassword', { email: ' eva@example.cz ' })).toEqual({})
    // Spec 5.6, email-only: required, valid, at most 70 characters.
    expect(accountFormErrors('resendVerification', { email: ' eva@example.cz ' })).toEqual({})
    expect(accountFormErrors('resendVerification', {})).toEqual({ email: 'required' })
    expect(accountFormErrors('resendVerification', { email: 'eva@example' })).toEqual({ email: 'email' })
    expect(accountFormErrors('resendVerification', { email: `${'e'.repeat(60)}@example.cz` })).toEqual({
      email: 'maxCharacters',
    })
    expect(accountFormErrors('changePassword', { newPassword: 'kratke', newPasswordConfirmation: 'kratke' })).toEqual({
      currentPassword: 'required',
      newPassword: 'passwordRules',
    })
  })

  it('limits hold up to and including their maximum (spec 5.3)', () => {
    const profile = (values: Record<string, string>) =>
      accountFormErrors('profile', { firstName: 'Eva', lastName: 'Nováková', email: 'eva@example.cz', ...values })
    expect(profile({})).toEqual({})
    // Names: letters only, at most 25 characters.
    expect(profile({ firstName: 'E'.repeat(25) })).toEqual({})
    expect(profile({ firstName: 'E'.repeat(26) })).toEqual({ firstName: 'maxCharacters' })
    expect(profile({ lastName: ' ' })).toEqual({ lastName: 'required' })
    // Email in account forms: at most 35 characters, a valid address.
    expect(profile({ email: `${'a'.repeat(24)}@example.cz` })).toEqual({})
    expect(profile({ email: `${'a'.repeat(25)}@example.cz` })).toEqual({ email: 'maxCharacters' })
    // Phone: 4 to 15 digits, spaces ignored; a longer one says so.
    expect(profile({ phoneNumber: '777 123 456' })).toEqual({})
    expect(profile({ phoneNumber: '1'.repeat(15) })).toEqual({})
    expect(profile({ phoneNumber: '1'.repeat(16) })).toEqual({ phoneNumber: 'maxCharacters' })
    expect(profile({ phoneNumber: '77a' })).toEqual({ phoneNumber: 'phone' })
    expect(profile({ countryCode: '+420' })).toEqual({})
    expect(profile({ dateOfBirth: '1990-02-30' })).toEqual({ dateOfBirth: 'dateOfBirth' })
    // Email-only forms: at most 70 characters.
    expect(accountFormErrors('forgotPassword', { email: `${'a'.repeat(59)}@example.cz` })).toEqual({})
    expect(accountFormErrors('forgotPassword', { email: `${'a'.repeat(60)}@example.cz` })).toEqual({
      email: 'maxCharacters',
    })
  })

  it('a new password from a mailed link follows the password rules and must be repeated (spec 5.5)', () => {
    expect(accountFormErrors('resetPassword', { password: 'Heslo-123', passwordConfirmation: 'Heslo-123' })).toEqual({})
    expect(accountFormErrors('resetPassword', {})).toEqual({ password: 'required', passwordConfirmation: 'required' })
    expect(accountFormErrors('resetPassword', { password: 'heslo', passwordConfirmation: 'heslo' })).toEqual({
      password: 'passwordRules',
    })
    expect(accountFormErrors('resetPassword', { password: 'Heslo-123', passwordConfirmation: 'Heslo-124' })).toEqual({
      passwordConfirmation: 'passwordsDontMatch',
    })
    expect(
      accountFormErrors('changePassword', {
        currentPassword: 'Stare-1',
        newPassword: 'Heslo-123',
        newPasswordConfirmation: 'Heslo-123',
      }),
    ).toEqual({})
  })

  it('a verification link needs its token', () => {
    expect(accountFormErrors('verifyEmail', { token: 'abc' })).toEqual({})
    expect(accountFormErrors('verifyEmail', { token: ' ' })).toEqual({ token: 'required' })
  })

  it('a refusal of the server becomes the failure the form explains', () => {
    expect(accountFailureOf({ status: 400, data: { code: 'wrong_password' } })).toBe('wrongPassword')
    expect(accountFailureOf({ status: 400, data: { code: 'bot_protection' } })).toBe('botProtection')
    expect(accountFailureOf({ status: 400, data: { code: 'something_else' } })).toBe('unknown')
    expect(accountFailureOf(null)).toBe('unknown')
    expect(accountFailureOf({ status: 429 })).toBe('tooManyAttempts')
    expect(accountFailureOf({ status: 409, data: { code: 'existing_account' } })).toBe('existingAccount')
    expect(accountFailureOf({ status: 410, data: { code: 'expired' } })).toBe('expired')
    expect(accountFailureOf({ status: 404, data: { code: 'invalid' } })).toBe('invalidLink')
    expect(accountFailureOf({ status: 401 })).toBe('notSignedIn')
    expect(accountFailureOf(new Error('x'))).toBe('unknown')
  })

  it('the strength meter: weak when a rule is broken, stronger with length and variety, weaker with sequences', () => {
    expect(passwordStrength('')).toBe(0)
    expect(passwordStrength('abc')).toBe(1)
    expect(passwordStrength('heslo123')).toBe(1)
    expect(passwordStrength('Zelena-louka7')).toBe(3)
    expect(passwordStrength('Zelena-louka-v-lese-77')).toBe(4)
    // Each step of the meter at its edge: 12 characters, three kinds of character, 16 characters.
    expect(passwordStrength('zelenalouk7')).toBe(1 + 0)
    expect(passwordStrength('zelenalouka7')).toBe(2)
    expect(passwordStrength('Zelenalouk7')).toBe(2)
    expect(passwordStrength('zelena-louk7')).toBe(3)
    expect(passwordStrength('Zelenaloukavle7')).toBe(3)
    expect(passwordStrength('Zelenaloukavles7')).toBe(4)
    expect(passwordStrength('zelenaloukavles7')).toBe(2)
    // Each kind counts: lower case, upper case, digits, other characters.
    expect(passwordStrength('ZELENALOUKA7-')).toBe(3)
    expect(passwordStrength('zelenalouka7-')).toBe(3)
    expect(passwordStrength('zelenaLOUKA7')).toBe(3)
    expect(passwordStrength('ZELENALOUKA7')).toBe(2)
    // A password that breaks a rule is weak however long and varied.
    expect(passwordStrength('Zelena-louka-v-lese-')).toBe(1)
    // Repeated or sequential characters count against it.
    expect(passwordStrength('Zelenaaa-louka7')).toBe(2)
    expect(passwordStrength('Zelena-1234-louka')).toBe(3)
    expect(passwordStrength('Zelena-heslo-louka7')).toBe(3)
  })
})
