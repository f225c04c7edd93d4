// @ts-nocheck
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { Hono, type Context } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import { clientAddress, throttleFor } from '../../http/throttle'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { sameSiteRequest } from '../session/graphql-proxy'
import {
  crossSite,
  startCustomerSession,
  tooManySignIns,
  unavailable,
  verifiedSession,
  type SessionView,
} from '../session/session.routes'
import { SessionUnavailableError } from '../session/session-cookie'
import { shopperQuery, shopperToken } from '../session/shopper-commerce'
import { ACCOUNT_THROTTLES } from './account-limits'
import { MyAccountDocument } from './my-account.generated'
import { TRUSTED_CUSTOMER_GRANT } from './passkey-session'
import type { PasskeyTables } from './passkeys.tables'

const CHALLENGE_SECONDS = 5 * 60
const MAX_PASSKEYS = 10

const base64url = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+$/)
/** A WebAuthn response as `@simplewebauthn/browser` sends it; the library checks the rest. */
const credentialResponse = z
  .object({
    id: base64url.max(512),
    rawId: base64url.max(512),
    type: z.literal('public-key'),
    response: z.record(
      z.string().max(64),
      z.union([z.string().max(16_384), z.number().int(), z.array(z.string().max(32)).max(10)]),
    ),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .strict()
const registerBody = z
  .object({ response: credentialResponse, name: z.string().trim().min(1).max(50).optional() })
  .strict()
const signInBody = z.object({ response: credentialResponse }).strict()

/** The relying party: the shop's public origin, else (development, tests) the request's own. */
function relyingParty(c: Context<ApiEnv>) {
  const origin = c.var.deps.publicOrigin ?? new URL(c.req.url).origin
  return { origin, rpID: new URL(origin).hostname, rpName: 'Kestrel' }
}

const tables = (c: Context<ApiEnv>) => c.var.deps.db.withTables<PasskeyTables>()

async function signedInCustomer(c: Context<ApiEnv>): Promise<string | null> {
  try {
    return (await verifiedSession(c))?.customerId ?? null
  } catch (failure) {
    if (failure instanceof SessionUnavailableError) return null
    throw failure
  }
}

async function storeChallenge(
  c: Context<ApiEnv>,
  challenge: string,
  purpose: 'register' | 'sign-in',
  customerId: string | null,
) {
  await tables(c)
    .deleteFrom('api_passkey_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute()
  await tables(c)
    .insertInto('api_passkey_challenges')
    .values({
      challenge,
      purpose,
      customer_id: customerId,
      expires_at: sql<Date>`now() + ${CHALLENGE_SECONDS}::int * interval '1 second'`,
    })
    .execute()
}

/** Spends a challenge handed out for this purpose (and customer): true only once, and only before it expires. */
function challengeSpender(c: Context<ApiEnv>, purpose: 'register' | 'sign-in', customerId: string | null) {
  return async (challenge: string) => {
    let query = tables(c)
      .deleteFrom('api_passkey_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', sql<Date>`now()`)
    query = customerId ? query.where('customer_id', '=', customerId) : query.where('customer_id', 'is', null)
    return Boolean(await query.returning('challenge').executeTakeFirst())
  }
}

const notSignedIn = (c: Context<ApiEnv>) =>
  c.json({ error: 'Sign in to manage passkeys', code: 'HeaderOrPostDataInvalid' }, 401)
const notRecognised = (c: Context<ApiEnv>) =>
  c.json({ error: 'This passkey was not recognised.', code: 'invalid_passkey' }, 400)

/**
 * Passkeys (WebAuthn, `@simplewebauthn/server`): a signed-in shopper registers, lists and removes theirs;
 * anyone signs in with one (a discoverable credential), which the platform turns into the customer's session
 * by the trusted grant (decision record 0010). Challenges are stored and spent once; failed sign-ins are
 * throttled per passkey and per client address.
 */
export const passkeyRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (c.req.method !== 'GET' && !sameSiteRequest(c)) return crossSite(c)
    await next()
  })
  .get('/', async (c) => {
    const customerId = await signedInCustomer(c)
    if (!customerId) return notSignedIn(c)
    const rows = await tables(c)
      .selectFrom('api_passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .execute()
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
      })),
    })
  })
  .post('/register-options', async (c) => {
    const customerId = await signedInCustomer(c)
    const token = await shopperToken(c)
    if (!customerId || !token) return notSignedIn(c)
    const me = (await shopperQuery(c, token, MyAccountDocument)).me.customer
    if (!me) return notSignedIn(c)
    const existing = await tables(c)
      .selectFrom('api_passkeys')
      .select(['id', 'transports'])
      .where('customer_id', '=', customerId)
      .execute()
    if (existing.length >= MAX_PASSKEYS)
      return c.json({ error: `At most ${MAX_PASSKEYS} passkeys per account.`, code: 'too_many_passkeys' }, 400)
    const { rpID, rpName } = relyingParty(c)
    const options = await generateRegistrationOptions({
      rpName,
      rpID,
      userName: me.email,
      userDisplayName: [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email,
      userID: new TextEncoder().encode(customerId),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports as never })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    await storeChallenge(c, options.challenge, 'register', customerId)
    return c.json({ data: options })
  })
  .post('/register', validate('json', registerBody), async (c) => {
    const customerId = await signedInCustomer(c)
    if (!customerId) return notSignedIn(c)
    const body = c.req.valid('json')
    const { origin, rpID } = relyingParty(c)
    let verification
    try {
      verification = await verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challengeSpender(c, 'register', customerId),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      })
    } catch {
      return c.json({ error: 'The passkey could not be registered.', code: 'invalid_passkey' }, 400)
    }
    if (!verification.verified || !verification.registrationInfo)
      return c.json({ error: 'The passkey could not be registered.', code: 'invalid_passkey' }, 400)
    const { credential } = verification.registrationInfo
    const inserted = await tables(c)
      .insertInto('api_passkeys')
      .values({
        id: credential.id,
        customer_id: customerId,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name: body.name ?? 'Passkey',
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return c.json({ error: 'This passkey is already registered.', code: 'existing_passkey' }, 409)
    return c.json({ data: { id: credential.id, name: body.name ?? 'Passkey' } }, 201)
  })
  .delete('/:id', async (c) => {
    const customerId = await signedInCustomer(c)
    if (!customerId) return notSignedIn(c)
    const id = c.req.param('id')
    if (!/^[A-Za-z0-9_-]{1,512}$/.test(id)) return c.json({ error: 'Passkey not found', code: 'ResourceNotFound' }, 404)
    const removed = await tables(c)
      .deleteFrom('api_passkeys')
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .returning('id')
      .executeTakeFirst()
    // Another shopper's passkey is as unknown as one that never existed.
    if (!removed) return c.json({ error: 'Passkey not found', code: 'ResourceNotFound' }, 404)
    return c.json({ data: { id: removed.id } })
  })
  .post('/sign-in-options', async (c) => {
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(ACCOUNT_THROTTLES.passkeyOptions(address))
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    const { rpID } = relyingParty(c)
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' })
    await storeChallenge(c, options.challenge, 'sign-in', null)
    return c.json({ data: options })
  })
  .post('/sign-in', validate('json', signInBody), async (c) => {
    const { response } = c.req.valid('json')
    const address = clientAddress(c, c.var.deps.trustedProxyHops)
    const attempt = await throttleFor(c.var.deps.db).attempt(
      ACCOUNT_THROTTLES.passkey({ address, credentialId: response.id }),
    )
    if (attempt.throttled) return tooManySignIns(c, attempt.retryAfter)
    const stored = await tables(c)
      .selectFrom('api_passkeys')
      .selectAll()
      .where('id', '=', response.id)
      .executeTakeFirst()
    if (!stored) return notRecognised(c)
    const { origin, rpID } = relyingParty(c)
    let verification
    try {
      verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challengeSpender(c, 'sign-in', null),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: stored.id,
          publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
          counter: Number(stored.counter),
          transports: stored.transports as never,
        },
        requireUserVerification: false,
      })
    } catch {
      return notRecognised(c)
    }
    if (!verification.verified) return notRecognised(c)
    await tables(c)
      .updateTable('api_passkeys')
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: sql<Date>`now()` })
      .where('id', '=', stored.id)
      .execute()
    await attempt.succeeded()
    const session = await startCustomerSession(c, {
      grant_type: TRUSTED_CUSTOMER_GRANT,
      customer_id: stored.customer_id,
    })
    if ('refused' in session) return unavailable(c)
    return c.json<SessionView>({ kind: 'customer', customerId: session.customerId })
  })
