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

  it('a refusal of the server becomes the failure the form explains', () => {
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
  })
})
