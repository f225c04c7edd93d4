import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  ACCOUNT_LIMITS,
  COUNTRY_CODE_PATTERN,
  dateOfBirthProblem,
  EMAIL_PATTERN,
  GENDERS,
  NAME_PATTERN,
  passwordProblems,
  PHONE_PATTERN,
} from '@common/account-rules'
import { CUSTOMER_CUSTOM_FIELDS } from '@common/customer-profile'
import { localeBase, market, type Locale } from '@common/market'
import { toPublicPath } from '@common/slugs'
import { clientAddress, throttleFor } from '../../http/throttle'
import { validate } from '../../http/validate'
import { queueMail } from '../../mail/outbox'
import { type ApiEnv, requestSales } from '../api-env'
import { BOT_PROTECTION_SERVICE, verifyBotProtection } from '../email-subscription/email-subscription.routes'
import type { NewsletterTables } from '../email-subscription/email-subscription.tables'
import { PlatformError } from '../platform-access/platform-access'
import { CONSENT_TYPES, recordConsents } from '../consents/customer-consents'
import { loyaltyClient } from '../loyalty/loyalty-service'
import { marketSwitches } from '../content/market-switches'
import { sameSiteRequest } from '../session/graphql-proxy'
import { shopperSession, writeSessionCookie } from '../session/session-cookie'
import { endSessionsBefore } from '../session/session-epochs'
import {
  crossSite,
  startCustomerSession,
  tooManySignIns,
  unavailable,
  type SessionView,
} from '../session/session.routes'
import { shopperFailure, shopperQuery, shopperToken, ShopperCommerceError } from '../session/shopper-commerce'
import { ACCOUNT_THROTTLES } from './account-limits'
import {
  ConfirmCustomerEmailDocument,
  CreateEmailVerificationTokenDocument,
  CreatePasswordResetTokenDocument,
  CustomerByEmailDocument,
  ResetCustomerPasswordDocument,
  SignUpCustomerDocument,
} from './account.generated'
import { ChangeMyPasswordDocument, MyAccountDocument } from './my-account.generated'

/** Verification links hold a day; reset links an hour (the platform keeps both as hashes, single use). */
const VERIFICATION_TTL_MINUTES = 24 * 60
const RESET_TTL_MINUTES = 60

/** The shop's pages the mailed links open, as the router names them (without a locale). */
const LINK_PATHS: Record<'verify' | 'reset', string> = {
  verify: '/create-account/verify',
  reset: '/reset-password',
}

const email = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `email: at most ${max} characters`)
    .regex(EMAIL_PATTERN, 'email: not a valid email address')
const password = z
  .string()
  .max(256)
  .refine((value) => passwordProblems(value).length === 0, 'password: does not follow the password rules')
const name = z
  .string()
  .trim()
  .min(1)
  .max(ACCOUNT_LIMITS.name, `at most ${ACCOUNT_LIMITS.name} characters`)
  .regex(NAME_PATTERN, 'letters only')
const locale = z.enum(market.locales)

/** Spec 3.6 fields, 3.20 consents (terms and privacy must be given), 5.3 limits and 5.5 rules. */
const signUpBody = z
  .object({
    firstName: name,
    lastName: name,
    email: email(ACCOUNT_LIMITS.email),
    password,
    passwordConfirmation: z.string().max(256),
    dateOfBirth: z
      .string()
      .refine((value) => dateOfBirthProblem(value) === null, 'dateOfBirth: not a valid date of birth')
      .optional(),
    countryCode: z.string().trim().regex(COUNTRY_CODE_PATTERN, 'countryCode: at most 3 digits').optional(),
    phoneNumber: z.string().trim().regex(PHONE_PATTERN, 'phoneNumber: 4 to 15 digits').optional(),
    gender: z.enum(GENDERS).optional(),
    consents: z
      .object({
        termsAndConditions: z.literal(true, 'consents.termsAndConditions: required'),
        privacyPolicy: z.literal(true, 'consents.privacyPolicy: required'),
        newsletter: z.boolean().default(false),
        loyaltyConsent: z.boolean().default(false),
      })
      .strict(),
    locale,
    [`${BOT_PROTECTION_SERVICE}Token`]: z.string().min(1).max(8192).nullable().optional(),
  })
  .strict()
  .refine((body) => body.password === body.passwordConfirmation, {
    message: 'passwords do not match',
    path: ['passwordConfirmation'],
  })

const tokenValue = z.string().trim().min(1).max(200)
const emailRequest = z.object({ email: email(ACCOUNT_LIMITS.loginEmail), locale }).strict()
const resetBody = z.object({ token: tokenValue, password }).strict()
const changeBody = z.object({ currentPassword: z.string().min(1).max(256), newPassword: password }).strict()

const tokenAnswer = z.object({ value: z.string().min(1), expiresAt: z.string() })

/** The origin of the links in mails: the configured public one, else (development, tests) the request's. */
function linkOrigin(c: Context<ApiEnv>): string {
  return c.var.deps.publicOrigin ?? new URL(c.req.url).origin
}

const linkTo = (c: Context<ApiEnv>, page: 'verify' | 'reset', forLocale: Locale, token: string) => {
  const url = new URL(toPublicPath(`${localeBase(forLocale)}${LINK_PATHS[page]}`), linkOrigin(c))
  url.searchParams.set('token', token)
  return url.toString()
}

const platformCode = (failure: unknown): string | undefined => {
  if (!(failure instanceof PlatformError)) return undefined
  const first = failure.errors[0] as { extensions?: { code?: unknown } } | undefined
  return typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined
}

/** A new verification link for the customer, mailed through the outbox. */
async function mailVerification(
  c: Context<ApiEnv>,
  customer: { id: string; email: string; firstName?: string | null | undefined },
  forLocale: Locale,
) {
  const { platform, db } = c.var.deps
  const created = await platform.commerceQuery(CreateEmailVerificationTokenDocument, {
    id: customer.id,
    ttlMinutes: VERIFICATION_TTL_MINUTES,
  })
  const token = tokenAnswer.parse(created.customerCreateEmailVerificationToken)
  await queueMail(db, {
    kind: 'email-verification',
    locale: forLocale,
    payload: {
      to: customer.email,
      url: linkTo(c, 'verify', forLocale, token.value),
      firstName: customer.firstName ?? null,
      validHours: VERIFICATION_TTL_MINUTES / 60,
    },
  })
}

async function customerByEmail(c: Context<ApiEnv>, address: string) {
  const found = await c.var.deps.platform.commerceQuery(CustomerByEmailDocument, {
    where: `email = ${JSON.stringify(address.trim().toLowerCase())}`,
  })
  return found.customers.results[0] ?? null
}

/**
 * Work a request starts but does not wait for, so the answer takes the same time whether an account
 * exists or not (no enumeration by timing); a failure is logged without the address or the token.
 */
function inBackground(what: string, work: () => Promise<void>) {
  void work().catch((failure: unknown) => {
    console.error(`${what} failed:`, failure instanceof Error ? failure.name : 'unknown error')
  })
}

const accepted = (c: Context<ApiEnv>) => c.json({ data: { accepted: true } }, 202)

/**
 * Accounts (spec 3.6, 3.20, 5.3, 5.5, issue 17): sign-up with a verification mail, email verification,
 * forgotten and reset password, change of password. Posts are same-site only; every path is throttled
 * (./account-limits.ts); tokens and passwords are never logged or answered.
 */
export const accountRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (c.req.method !== 'GET' && !sameSiteRequest(c)) return crossSite(c)
    await next()
  })
  .post('/sign-up', validate('json', signUpBody), async (c) => {
    const body = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(ACCOUNT_THROTTLES.signUp({ address, email: body.email }))
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    const token = body[`${BOT_PROTECTION_SERVICE}Token`] as string | null | undefined
    const verified = token
      ? await verifyBotProtection(c, token)
      : !(await marketSwitches(c.var.deps.db, body.locale)).botProtection
    if (!verified) return c.json({ error: 'Bot protection verification failed', code: 'bot_protection' }, 400)
    const fields: Array<{ name: string; value: string }> = []
    if (body.phoneNumber)
      fields.push({ name: CUSTOMER_CUSTOM_FIELDS.phoneNumber, value: JSON.stringify(body.phoneNumber) })
    if (body.countryCode)
      fields.push({ name: CUSTOMER_CUSTOM_FIELDS.countryCode, value: JSON.stringify(body.countryCode) })
    if (body.gender) fields.push({ name: CUSTOMER_CUSTOM_FIELDS.gender, value: JSON.stringify(body.gender) })
    let customer: { id: string; email: string; firstName?: string | null | undefined }
    try {
      const created = await c.var.deps.platform.commerceQuery(SignUpCustomerDocument, {
        storeKey: requestSales(c).storeKey,
        draft: {
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          ...(body.dateOfBirth ? { dateOfBirth: body.dateOfBirth } : {}),
          locale: body.locale,
          ...(fields.length ? { custom: { type: { key: 'customer-customfields-type', typeId: 'type' }, fields } } : {}),
        },
      })
      customer = created.customerSignUp.customer
    } catch (failure) {
      if (platformCode(failure) === 'DuplicateField')
        return c.json({ error: 'An account with this email already exists.', code: 'existing_account' }, 409)
      if (platformCode(failure) === 'InvalidInput')
        return c.json({ error: 'Invalid json: rejected by the platform' }, 400)
      return unavailable(c)
    }
    // Spec 3.20: the consents given, with their time (the newsletter's is its subscription below).
    const joining = body.consents.loyaltyConsent && (await marketSwitches(c.var.deps.db)).loyalty
    await recordConsents(c.var.deps.db, customer.id, [
      CONSENT_TYPES.termsAndConditions,
      CONSENT_TYPES.privacyPolicy,
      ...(joining ? [CONSENT_TYPES.loyalty] : []),
    ])
    // Joining the club at sign-up (spec 2.7): the account stands even when the club cannot be reached;
    // its page then offers joining again.
    if (joining) {
      await loyaltyClient(c.var.deps.platform)
        .enrol({ email: customer.email, firstName: body.firstName, lastName: body.lastName })
        .catch((error: unknown) =>
          console.warn(`Sign-up: the club could not enrol the new customer: ${(error as Error).message}`),
        )
    }
    if (body.consents.newsletter) {
      await c.var.deps.db
        .withTables<NewsletterTables>()
        .insertInto('newsletter_subscriptions')
        .values({
          email: customer.email.toLowerCase(),
          name: body.firstName,
          locale: body.locale,
          consent_keys: JSON.stringify(['newsletter', 'privacyPolicy', 'termsAndConditions']),
          customer_id: customer.id,
        })
        .onConflict((conflict) => conflict.column('email').doUpdateSet({ customer_id: customer.id }))
        .execute()
    }
    await mailVerification(c, customer, body.locale)
    return c.json({ data: { email: customer.email } }, 201)
  })
  .post('/verify-email', validate('json', z.object({ token: tokenValue }).strict()), async (c) => {
    const { token } = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(
      ACCOUNT_THROTTLES.token('verification', { address, token }),
    )
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    try {
      const confirmed = await c.var.deps.platform.commerceQuery(ConfirmCustomerEmailDocument, { tokenValue: token })
      await attempt.succeeded()
      return c.json({ data: { verified: Boolean(confirmed.customerConfirmEmail?.isEmailVerified) } })
    } catch (failure) {
      const code = platformCode(failure)
      if (code === 'ExpiredCustomerEmailToken')
        return c.json({ error: 'This verification link has expired.', code: 'expired' }, 410)
      if (code === 'ResourceNotFound')
        return c.json({ error: 'This verification link is not valid or was already used.', code: 'invalid' }, 404)
      await attempt.succeeded()
      return unavailable(c)
    }
  })
  .post('/resend-verification', validate('json', emailRequest), async (c) => {
    const body = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(
      ACCOUNT_THROTTLES.mail('verification', { address, email: body.email }),
    )
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    inBackground('Resending a verification mail', async () => {
      const customer = await customerByEmail(c, body.email)
      if (customer && !customer.isEmailVerified) await mailVerification(c, customer, body.locale)
    })
    return accepted(c)
  })
  .post('/forgot-password', validate('json', emailRequest), async (c) => {
    const body = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(
      ACCOUNT_THROTTLES.mail('reset', { address, email: body.email }),
    )
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    inBackground('Mailing a reset link', async () => {
      const customer = await customerByEmail(c, body.email)
      if (!customer) return
      const created = await c.var.deps.platform.commerceQuery(CreatePasswordResetTokenDocument, {
        email: customer.email,
        ttlMinutes: RESET_TTL_MINUTES,
      })
      const token = tokenAnswer.parse(created.customerCreatePasswordResetToken)
      await queueMail(c.var.deps.db, {
        kind: 'password-reset',
        locale: body.locale,
        payload: {
          to: customer.email,
          url: linkTo(c, 'reset', body.locale, token.value),
          firstName: customer.firstName ?? null,
          validHours: RESET_TTL_MINUTES / 60,
        },
      })
    })
    return accepted(c)
  })
  .post('/reset-password', validate('json', resetBody), async (c) => {
    const body = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(
      ACCOUNT_THROTTLES.token('reset', { address, token: body.token }),
    )
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    let customerEmail: string
    try {
      const reset = await c.var.deps.platform.commerceQuery(ResetCustomerPasswordDocument, {
        tokenValue: body.token,
        newPassword: body.password,
      })
      if (!reset.customerResetPassword) return unavailable(c)
      customerEmail = reset.customerResetPassword.email
    } catch (failure) {
      const code = platformCode(failure)
      if (code === 'ExpiredCustomerPasswordToken')
        return c.json({ error: 'This reset link has expired.', code: 'expired' }, 410)
      if (code === 'ResourceNotFound')
        return c.json({ error: 'This reset link is not valid or was already used.', code: 'invalid' }, 404)
      await attempt.succeeded()
      return unavailable(c)
    }
    await attempt.succeeded()
    const session = await startCustomerSession(c, {
      grant_type: 'password',
      username: customerEmail,
      password: body.password,
    })
    if ('refused' in session) return unavailable(c)
    // Whoever signed in with the old password is signed out everywhere else.
    await endSessionsBefore(c.var.deps.db, session.customerId, session.issuedAt)
    return c.json<SessionView>({ kind: 'customer', customerId: session.customerId })
  })
  .post('/change-password', validate('json', changeBody), async (c) => {
    const body = c.req.valid('json')
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'Missing access token', code: 'HeaderOrPostDataInvalid' }, 401)
    try {
      const me = await shopperQuery(c, token, MyAccountDocument)
      const customer = me.me.customer
      if (!customer) return c.json({ error: 'Missing access token', code: 'HeaderOrPostDataInvalid' }, 401)
      const address = clientAddress(c, c.var.deps.trustedProxyHops)
      const attempt = await throttleFor(c.var.deps.db).attempt(
        ACCOUNT_THROTTLES.changePassword({ address, customerId: customer.id }),
      )
      if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
      try {
        await shopperQuery(c, token, ChangeMyPasswordDocument, {
          version: customer.version,
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
        })
      } catch (failure) {
        if (failure instanceof ShopperCommerceError && failure.code === 'InvalidCurrentPassword')
          return c.json({ error: 'The current password is wrong.', code: 'wrong_password' }, 400)
        await attempt.succeeded()
        throw failure
      }
      await attempt.succeeded()
      // This session goes on, as if signed in now; every other one of the customer's is over.
      const current = await shopperSession(c, { create: false })
      if (current?.customerId === customer.id) {
        const now = Date.now()
        writeSessionCookie(c, { ...current, issuedAt: now })
        await endSessionsBefore(c.var.deps.db, customer.id, now)
      }
      return c.json({ data: { changed: true } })
    } catch (failure) {
      return shopperFailure(c, failure)
    }
  })
