// @ts-nocheck
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { api, shopperFrom } from '../security/shopper'
import { mailsTo, waitForMail } from '../support/mailbox'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Accounts over real HTTP with real mail: sign-up mails a verification link to the local catcher, the link
 * verifies once, a reset link mailed on request sets a new password and signs the shopper in, the current
 * password is checked before a change; the answers do not tell whether an email has an account.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, contentSeeder], mail: true })
}, 120_000)
afterAll(() => server?.close())

let count = 0
const uniqueEmail = () => `ucet${++count}-${Date.now()}@example.cz`
const PASSWORD = 'Heslo-123'

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  api(server.origin, '/api/account/sign-up', {
    body: {
      firstName: 'Eliška',
      lastName: 'Dvořáková',
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      dateOfBirth: '1990-05-17',
      countryCode: '+420',
      phoneNumber: '777123456',
      gender: 'female',
      consents: { termsAndConditions: true, privacyPolicy: true, newsletter: true, loyaltyConsent: false },
      locale: 'cs-CZ',
      ...extra,
    },
  })

const linkIn = (text: string | null, path: string) => {
  const match = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(decodeURI(text ?? ''))
  if (!match) throw new Error(`no link to ${path} in the mail`)
  return new URL(match[0])
}

const signIn = async (email: string, password: string) => {
  const response = await fetch(`${server.origin}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return response
}

describe('accounts', () => {
  it('signs up, mails a verification link that verifies once, and keeps the profile fields', async () => {
    const email = uniqueEmail()
    const started = Date.now()
    const created = await signUp(email)
    expect(created.status).toBe(201)
    const mail = await waitForMail(server.origin, email, /Potvrďte|ověř/i)
    console.info(`verification mail in the catcher ${Date.now() - started} ms after the sign-up was sent`)
    const link = linkIn(mail.text, '/registrace/ověření')
    const token = link.searchParams.get('token')!

    const stored = await sql<{ n: string | number }>`SELECT count(*) AS n FROM commerce_customer_tokens
      WHERE value_hash = ${token}`.execute(server.database.db)
    expect(Number(stored.rows[0]!.n)).toBe(0)

    expect((await signUp(email)).status).toBe(409)
    const verified = await api(server.origin, '/api/account/verify-email', { body: { token } })
    expect(verified.json).toEqual({ data: { verified: true } })
    const again = await api(server.origin, '/api/account/verify-email', { body: { token } })
    expect(again.status).toBe(404)
    expect(again.json.code).toBe('invalid')

    const signedIn = await signIn(email, PASSWORD)
    expect(signedIn.status).toBe(200)
    const profile = await api(server.origin, '/api/user/get-user', {
      method: 'GET',
      cookie: shopperFrom(signedIn).cookie,
    })
    expect(profile.json.data).toMatchObject({
      firstName: 'Eliška',
      lastName: 'Dvořáková',
      dateOfBirth: '1990-05-17',
      phoneNumber: '777123456',
      countryCode: '+420',
      gender: 'female',
      // Spec 3.20 codes: newsletter 0, terms 2, privacy 3 (no loyalty consent given).
      activeConsentTypes: [0, 2, 3],
    })
  })

  it('keeps the loyalty consent given at sign-up, and no newsletter consent not given', async () => {
    const email = uniqueEmail()
    await signUp(email, {
      consents: { termsAndConditions: true, privacyPolicy: true, newsletter: false, loyaltyConsent: true },
    })
    const signedIn = await signIn(email, PASSWORD)
    const profile = await api(server.origin, '/api/user/get-user', {
      method: 'GET',
      cookie: shopperFrom(signedIn).cookie,
    })
    expect((profile.json.data as { activeConsentTypes: number[] }).activeConsentTypes).toEqual([2, 3, 4])
    // With the consent, the new customer is a member of the club from the start (spec 2.7).
    const club = await api(server.origin, '/api/loyalty', { method: 'GET', cookie: shopperFrom(signedIn).cookie })
    expect(club.status).toBe(200)
    expect(club.json).toMatchObject({ data: { member: { firstName: 'Eliška', lastName: 'Dvořáková' } } })
  })

  it('makes no club member of a customer who did not ask to join', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const signedIn = await signIn(email, PASSWORD)
    const club = await api(server.origin, '/api/loyalty', { method: 'GET', cookie: shopperFrom(signedIn).cookie })
    expect(club.status).toBe(200)
    expect(club.json).toMatchObject({ data: { member: null } })
  })

  it('explains an expired verification link and mails a new one on request, the same answer for an unknown email', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const first = await waitForMail(server.origin, email)
    const token = linkIn(first.text, '/registrace/ověření').searchParams.get('token')!
    await sql`UPDATE commerce_customer_tokens SET expires_at = now() - interval '1 second'`.execute(server.database.db)
    const expired = await api(server.origin, '/api/account/verify-email', { body: { token } })
    expect(expired.status).toBe(410)
    expect(expired.json.code).toBe('expired')

    const resent = await api(server.origin, '/api/account/resend-verification', { body: { email, locale: 'en' } })
    const unknown = await api(server.origin, '/api/account/resend-verification', {
      body: { email: 'nobody-here@example.cz', locale: 'en' },
    })
    expect(resent.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(unknown.text).toBe(resent.text)
    const second = await waitForMail(server.origin, email, /verify|confirm/i)
    const fresh = linkIn(second.text, '/en/create-account/verify').searchParams.get('token')!
    expect((await api(server.origin, '/api/account/verify-email', { body: { token: fresh } })).status).toBe(200)
  })

  it('mails a reset link that sets the password once and signs the shopper in; an unknown email gets the same answer', async () => {
    const email = uniqueEmail()
    await signUp(email)
    await waitForMail(server.origin, email)
    const known = await api(server.origin, '/api/account/forgot-password', { body: { email, locale: 'en' } })
    const unknown = await api(server.origin, '/api/account/forgot-password', {
      body: { email: 'no-account@example.cz', locale: 'en' },
    })
    expect(known.status).toBe(202)
    expect(unknown.text).toBe(known.text)
    const mail = await waitForMail(server.origin, email, /password/i)
    const token = linkIn(mail.text, '/en/reset-password').searchParams.get('token')!

    expect(
      (await api(server.origin, '/api/account/reset-password', { body: { token, password: 'short' } })).status,
    ).toBe(400)
    const reset = await fetch(`${server.origin}/api/account/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Nove-heslo-9' }),
    })
    expect(reset.status).toBe(200)
    const cookie = shopperFrom(reset).cookie
    expect((await api(server.origin, '/api/session', { method: 'GET', cookie })).json.kind).toBe('customer')
    const reused = await api(server.origin, '/api/account/reset-password', {
      body: { token, password: 'Jine-heslo-9' },
    })
    expect(reused.status).toBe(404)
    expect((await signIn(email, 'Nove-heslo-9')).status).toBe(200)
    expect((await signIn(email, PASSWORD)).status).toBe(400)
    expect(await mailsTo(server.origin, 'no-account@example.cz')).toEqual([])
  })

  it('changes the password only with the right current one', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const { cookie } = shopperFrom(await signIn(email, PASSWORD))
    const wrong = await api(server.origin, '/api/account/change-password', {
      cookie,
      body: { currentPassword: 'Spatne-heslo-1', newPassword: 'Nove-heslo-7' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.code).toBe('wrong_password')
    const weak = await api(server.origin, '/api/account/change-password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: 'jenpismena' },
    })
    expect(weak.status).toBe(400)
    const changed = await api(server.origin, '/api/account/change-password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: 'Nove-heslo-7' },
    })
    expect(changed.status).toBe(200)
    expect((await signIn(email, 'Nove-heslo-7')).status).toBe(200)
    const guest = await api(server.origin, '/api/account/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'Nove-heslo-8' },
    })
    expect(guest.status).toBe(401)
  })

  it('a password change or reset signs the customer out everywhere else; the session that made it goes on', async () => {
    const email = uniqueEmail()
    await signUp(email)
    await waitForMail(server.origin, email)
    const kindOf = async (cookie: string) =>
      (await api(server.origin, '/api/session', { method: 'GET', cookie })).json.kind as string
    const phone = shopperFrom(await signIn(email, PASSWORD)).cookie
    const laptop = shopperFrom(await signIn(email, PASSWORD)).cookie
    expect([await kindOf(phone), await kindOf(laptop)]).toEqual(['customer', 'customer'])

    const changed = await fetch(`${server.origin}/api/account/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: phone },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Nove-heslo-7' }),
    })
    expect(changed.status).toBe(200)
    const phoneAfter = shopperFrom(changed).cookie
    expect(await kindOf(phoneAfter)).toBe('customer')
    const ended = await fetch(`${server.origin}/api/session`, { headers: { cookie: laptop } })
    expect(((await ended.json()) as { kind: string }).kind).toBe('none')
    // The ended session's cookies are cleared in the browser that still held them.
    expect(ended.headers.getSetCookie().some((line) => /^kestrel_sid=;/.test(line))).toBe(true)
    expect(
      (
        await api(server.origin, '/api/account/change-password', {
          cookie: laptop,
          body: { currentPassword: 'Nove-heslo-7', newPassword: 'Jine-heslo-8' },
        })
      ).status,
    ).toBe(401)

    // A reset by mail ends the session that changed the password too; the reset's own session goes on.
    await api(server.origin, '/api/account/forgot-password', { body: { email, locale: 'en' } })
    const mail = await waitForMail(server.origin, email, /password/i)
    const token = linkIn(mail.text, '/en/reset-password').searchParams.get('token')!
    const reset = await fetch(`${server.origin}/api/account/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Nove-heslo-9' }),
    })
    expect(reset.status).toBe(200)
    expect(await kindOf(shopperFrom(reset).cookie)).toBe('customer')
    expect(await kindOf(phoneAfter)).toBe('none')
    // A new sign-in after the reset is a session like any other.
    expect(await kindOf(shopperFrom(await signIn(email, 'Nove-heslo-9')).cookie)).toBe('customer')
  })

  it('refuses sign-ups without the required consents, with mismatched passwords and over the limits of spec 5.3', async () => {
    const email = uniqueEmail()
    const cases: Array<Record<string, unknown>> = [
      { consents: { termsAndConditions: false, privacyPolicy: true, newsletter: false, loyaltyConsent: false } },
      { passwordConfirmation: 'Jine-heslo-1' },
      { firstName: 'x'.repeat(26) },
      { email: `${'a'.repeat(30)}@example.cz` },
      { phoneNumber: '1'.repeat(16) },
      { countryCode: '+4200' },
      { dateOfBirth: '2030-01-01' },
      { password: 'abc', passwordConfirmation: 'abc' },
    ]
    for (const extra of cases) expect((await signUp(email, extra)).status, JSON.stringify(extra)).toBe(400)
  })
})
