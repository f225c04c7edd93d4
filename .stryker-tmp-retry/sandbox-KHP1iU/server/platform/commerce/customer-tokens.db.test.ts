// @ts-nocheck
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../tests/support/commerce-fixture'
import { TRUSTED_CUSTOMER_GRANT } from './auth/auth.routes'

const fixture = useCommerceFixture()
const { client } = fixture

const SIGN_UP = `mutation($draft: CustomerSignUpDraft!) { customerSignUp(draft: $draft, storeKey: "CZ-web") { customer { id version isEmailVerified } } }`
const EMAIL_TOKEN = `mutation($id: String!, $ttl: Int!) { customerCreateEmailVerificationToken(id: $id, ttlMinutes: $ttl) { id customerId value expiresAt } }`
const CONFIRM = `mutation($value: String!) { customerConfirmEmail(tokenValue: $value) { id isEmailVerified } }`
const RESET_TOKEN = `mutation($email: String!, $ttl: Int) { customerCreatePasswordResetToken(email: $email, ttlMinutes: $ttl) { customerId value expiresAt } }`
const RESET = `mutation($value: String!, $password: String!) { customerResetPassword(tokenValue: $value, newPassword: $password) { id } }`

async function signUp(email: string, password = 'Heslo-123') {
  const server = await client.serverToken()
  const result = await client.gql(server, SIGN_UP, { draft: { email, password, firstName: 'Eva' } })
  expect(result.errors).toBeUndefined()
  return { server, customer: result.data.customerSignUp.customer as { id: string; isEmailVerified: boolean } }
}

describe('customer tokens', () => {
  it('verifies an email once with a token stored only as its hash', async () => {
    const { server, customer } = await signUp('overeni@example.cz')
    expect(customer.isEmailVerified).toBe(false)
    const created = await client.gql(server, EMAIL_TOKEN, { id: customer.id, ttl: 60 })
    const token = created.data.customerCreateEmailVerificationToken
    expect(token.customerId).toBe(customer.id)
    const stored = await sql<{ value_hash: string }>`SELECT value_hash FROM commerce_customer_tokens`.execute(
      fixture.server.database.db,
    )
    expect(stored.rows.map((row) => row.value_hash)).toContain(createHash('sha256').update(token.value).digest('hex'))
    expect(JSON.stringify(stored.rows)).not.toContain(token.value)

    const confirmed = await client.gql(server, CONFIRM, { value: token.value })
    expect(confirmed.data.customerConfirmEmail.isEmailVerified).toBe(true)
    const again = await client.gql(server, CONFIRM, { value: token.value })
    expect(again.errors?.[0]?.extensions?.code).toBe('ResourceNotFound')
  })

  it('refuses an expired email token with its own code, and a shopper token may not create one', async () => {
    const { server, customer } = await signUp('vyprsel@example.cz')
    const token = (await client.gql(server, EMAIL_TOKEN, { id: customer.id, ttl: 1 })).data
      .customerCreateEmailVerificationToken
    await sql`UPDATE commerce_customer_tokens SET expires_at = now() - interval '1 second'`.execute(
      fixture.server.database.db,
    )
    const expired = await client.gql(server, CONFIRM, { value: token.value })
    expect(expired.errors?.[0]?.extensions?.code).toBe('ExpiredCustomerEmailToken')
    const anonymous = await client.anonymousToken()
    const refused = await client.gql(anonymous.access_token, EMAIL_TOKEN, { id: customer.id, ttl: 60 })
    expect(refused.errors?.[0]?.extensions?.code).toBe('insufficient_scope')
  })

  it('resets a password with a single-use token; an older token ends with a newer one', async () => {
    const { server } = await signUp('reset@example.cz', 'Stare-heslo-1')
    const unknown = await client.gql(server, RESET_TOKEN, { email: 'nikdo@example.cz', ttl: 60 })
    expect(unknown.errors?.[0]?.extensions?.code).toBe('ResourceNotFound')
    const first = (await client.gql(server, RESET_TOKEN, { email: 'RESET@example.cz', ttl: 60 })).data
      .customerCreatePasswordResetToken
    expect(new Date(first.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000)
    const second = (await client.gql(server, RESET_TOKEN, { email: 'reset@example.cz' })).data
      .customerCreatePasswordResetToken
    expect(new Date(second.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    const old = await client.gql(server, RESET, { value: first.value, password: 'Nove-heslo-2' })
    expect(old.errors?.[0]?.extensions?.code).toBe('ResourceNotFound')
    const reset = await client.gql(server, RESET, { value: second.value, password: 'Nove-heslo-2' })
    expect(reset.errors).toBeUndefined()
    const reused = await client.gql(server, RESET, { value: second.value, password: 'Jine-heslo-3' })
    expect(reused.errors?.[0]?.extensions?.code).toBe('ResourceNotFound')
    expect((await client.customerToken('reset@example.cz', 'Nove-heslo-2')).access_token).toBeTruthy()
    expect((await client.customerToken('reset@example.cz', 'Stare-heslo-1')).access_token).toBeUndefined()
  })

  it('issues a customer token to the API client by the trusted grant, and to no one without its credentials', async () => {
    const { customer } = await signUp('passkey@example.cz')
    const granted = await client.token('/oauth/kestrel/customers/token', {
      grant_type: TRUSTED_CUSTOMER_GRANT,
      customer_id: customer.id,
    })
    expect(granted.status).toBe(200)
    expect(granted.body.scope).toContain(`customer_id:${customer.id}`)
    const unknown = await client.token('/oauth/kestrel/customers/token', {
      grant_type: TRUSTED_CUSTOMER_GRANT,
      customer_id: 'nobody',
    })
    expect(unknown.status).toBe(400)
    const stranger = await client.token(
      '/oauth/kestrel/customers/token',
      { grant_type: TRUSTED_CUSTOMER_GRANT, customer_id: customer.id },
      `Basic ${btoa('someone:guess')}`,
    )
    expect(stranger.status).toBe(401)
  })
})
