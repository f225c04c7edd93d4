// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import type { AccountFormKind, AccountValues } from '../machines/account/account-form.rules'
import type { Passkey } from '../machines/account/passkeys.machine'
import type { ShopperSession } from '../machines/session/session.types'
import type { ApiClient } from './api'

/** Where the shop's API answers for accounts (server/api/account). */
const ACCOUNT_API = '/api/account'

const sessionView = z.object({ kind: z.enum(['none', 'guest', 'customer']), customerId: z.optional(z.string()) })
const anything = z.unknown()
/** The sign-up's answer: the address the verification mail went to. */
const signedUp = z.object({ email: z.string() })
const passkeyList = z.array(
  z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) }),
)

const str = (values: AccountValues, field: string) => {
  const value = values[field]
  return typeof value === 'string' ? value.trim() : ''
}
const optional = (values: AccountValues, field: string) => str(values, field) || undefined

/** What each account form sends, and where (the machine has checked the values by then). */
export function submitAccountForm(
  api: ApiClient,
  locale: Locale,
  { form, values }: { form: AccountFormKind; values: AccountValues },
): Promise<unknown> {
  switch (form) {
    case 'signUp':
      return api.post(
        `${ACCOUNT_API}/sign-up`,
        {
          firstName: str(values, 'firstName'),
          lastName: str(values, 'lastName'),
          email: str(values, 'email'),
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
          dateOfBirth: optional(values, 'dateOfBirth'),
          countryCode: optional(values, 'countryCode'),
          phoneNumber: optional(values, 'phoneNumber')?.replace(/\s+/g, ''),
          gender: optional(values, 'gender'),
          consents: {
            termsAndConditions: values.termsAndConditions === true,
            privacyPolicy: values.privacyPolicy === true,
            newsletter: values.newsletter === true,
            loyaltyConsent: values.loyaltyConsent === true,
          },
          locale,
          altchaToken: typeof values.altchaToken === 'string' && values.altchaToken ? values.altchaToken : null,
        },
        signedUp,
      )
    case 'forgotPassword':
      return api.post(`${ACCOUNT_API}/forgot-password`, { email: str(values, 'email'), locale }, anything)
    case 'resetPassword':
      return api.post(
        `${ACCOUNT_API}/reset-password`,
        { token: str(values, 'token'), password: values.password },
        sessionView,
      )
    case 'changePassword':
      return api.post(
        `${ACCOUNT_API}/change-password`,
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        anything,
      )
    case 'verifyEmail':
      return api.post(`${ACCOUNT_API}/verify-email`, { token: str(values, 'token') }, anything)
    case 'resendVerification':
      return api.post(`${ACCOUNT_API}/resend-verification`, { email: str(values, 'email'), locale }, anything)
    case 'profile':
      return api.put(
        '/api/user/update-user',
        {
          firstName: str(values, 'firstName'),
          lastName: str(values, 'lastName'),
          email: str(values, 'email'),
          dateOfBirth: optional(values, 'dateOfBirth') ?? null,
          countryCode: str(values, 'countryCode'),
          phoneNumber: str(values, 'phoneNumber').replace(/\s+/g, ''),
          gender: str(values, 'gender'),
        },
        anything,
      )
  }
}

const listPasskeys = (api: ApiClient) => api.get(`${ACCOUNT_API}/passkeys`, passkeyList)

const removePasskey = (api: ApiClient, id: string) =>
  api.delete(`${ACCOUNT_API}/passkeys/${encodeURIComponent(id)}`, undefined, anything)

/** The passkeys machine's actors over the shop's API; a passkey added here is given `name`. */
export function passkeysActors(api: ApiClient, name: string) {
  return {
    loadPasskeys: fromPromise<Passkey[], void>(() => listPasskeys(api)),
    addPasskey: fromPromise<Passkey[], void>(async () => {
      await registerPasskey(api, name)
      return listPasskeys(api)
    }),
    removePasskey: fromPromise<Passkey[], { id: string }>(async ({ input }) => {
      await removePasskey(api, input.id)
      return listPasskeys(api)
    }),
  }
}

/** Registers a passkey of this device: the server's options, the browser's WebAuthn prompt, the server's check. */
async function registerPasskey(api: ApiClient, name: string): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const options = (await api.post(`${ACCOUNT_API}/passkeys/register-options`, {}, anything)) as Parameters<
    typeof startRegistration
  >[0]['optionsJSON']
  const response = await startRegistration({ optionsJSON: options })
  await api.post(`${ACCOUNT_API}/passkeys/register`, { response, name }, anything)
}

/** Signs in with a passkey (a discoverable credential): the server answers the session as the password sign-in does. */
export async function signInWithPasskey(api: ApiClient): Promise<ShopperSession> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const options = (await api.post(`${ACCOUNT_API}/passkeys/sign-in-options`, {}, anything)) as Parameters<
    typeof startAuthentication
  >[0]['optionsJSON']
  const response = await startAuthentication({ optionsJSON: options })
  return api.post(`${ACCOUNT_API}/passkeys/sign-in`, { response }, sessionView)
}
