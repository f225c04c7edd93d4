// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { useCommerceFixture } from '../../../../tests/support/commerce-fixture'

const fixture = useCommerceFixture()
const { client } = fixture

describe('the auth host', () => {
  it('issues a server token with client credentials and the manage_project scope', async () => {
    const { status, body } = await client.token('/oauth/token', { grant_type: 'client_credentials' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 172800, scope: 'manage_project:kestrel' })
    expect(body.access_token).toEqual(expect.any(String))
    expect(body.refresh_token).toBeUndefined()
  })

  it('refuses wrong client credentials with invalid_client', async () => {
    const wrong = 'Basic ' + Buffer.from('kestrel-local:nope').toString('base64')
    const { status, body } = await client.token('/oauth/token', { grant_type: 'client_credentials' }, wrong)
    expect(status).toBe(401)
    expect(body.error).toBe('invalid_client')
    expect(body.errors[0].code).toBe('invalid_client')
  })

  it('gives every anonymous session a new anonymousId and shopper scopes, and refreshes it', async () => {
    const first = await client.anonymousToken()
    const second = await client.anonymousToken()
    const idOf = (scope: string) => /anonymous_id:(\S+)/.exec(scope)?.[1]
    expect(idOf(first.scope)).toBeTruthy()
    expect(idOf(first.scope)).not.toBe(idOf(second.scope))
    expect(first.scope).toContain('manage_my_orders:kestrel')
    expect(first.scope).not.toContain('manage_project')
    const refreshed = await client.token('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.scope).toBe(first.scope)
    expect(refreshed.body.access_token).not.toBe(first.access_token)
    const me = await client.gql(refreshed.body.access_token, '{ me { activeCart { id } } }')
    expect(me.errors).toBeUndefined()
  })

  it('answers a bad refresh token with invalid_grant', async () => {
    const { status, body } = await client.token('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: 'kestrel:nothing',
    })
    expect(status).toBe(400)
    expect(body.error).toBe('invalid_grant')
  })

  it('signs a customer in with the password flow and refuses a wrong password', async () => {
    const good = await client.token('/oauth/kestrel/customers/token', {
      grant_type: 'password',
      username: 'jana@example.cz',
      password: 'heslo123',
    })
    expect(good.status).toBe(200)
    expect(good.body.scope).toMatch(/customer_id:\S+/)
    const me = await client.gql(good.body.access_token, '{ me { customer { email firstName } } }')
    expect(me.data.me.customer).toEqual({ email: 'jana@example.cz', firstName: 'Jana' })
    const bad = await client.token('/oauth/kestrel/customers/token', {
      grant_type: 'password',
      username: 'jana@example.cz',
      password: 'wrong',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('invalid_customer_account_credentials')
  })

  it('introspects an access token for a client with credentials only', async () => {
    const guest = await client.anonymousToken()
    const active = await client.token('/oauth/introspect', { token: guest.access_token })
    expect(active.status).toBe(200)
    expect(active.body).toMatchObject({
      active: true,
      scope: guest.scope,
      client_id: 'kestrel-local',
      exp: expect.any(Number),
    })
    expect((await client.token('/oauth/introspect', { token: 'kestrel:unknown' })).body).toEqual({ active: false })
    expect((await client.token('/oauth/introspect', { token: guest.refresh_token })).body).toEqual({ active: false })
    const anonymous = await client.token(
      '/oauth/introspect',
      { token: guest.access_token },
      'Basic ' + Buffer.from('kestrel-local:nope').toString('base64'),
    )
    expect(anonymous.status).toBe(401)
  })

  it('answers a missing, unknown or expired token with invalid_token and 401', async () => {
    const none = await fetch(`${fixture.server.origin}/platform/commerce/kestrel/graphql`, {
      method: 'POST',
      body: '{}',
    })
    expect(none.status).toBe(401)
    expect((await none.json()).errors[0].extensions.code).toBe('invalid_token')
    const unknown = await client.gql('kestrel:unknown', '{ me { activeCart { id } } }')
    expect(unknown.status).toBe(401)
    const token = await client.serverToken()
    await fixture.server.database.db
      .withTables<{ commerce_tokens: { expires_at: string; kind: string } }>()
      .updateTable('commerce_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'access')
      .execute()
    const expired = await client.gql(token, '{ me { activeCart { id } } }')
    expect(expired.status).toBe(401)
    expect(expired.errors?.[0]?.extensions?.code).toBe('invalid_token')
  })

  it('stores only hashes of tokens', async () => {
    const token = await client.serverToken()
    const rows = await fixture.server.database.db
      .withTables<{ commerce_tokens: { token_hash: string } }>()
      .selectFrom('commerce_tokens')
      .select('token_hash')
      .execute()
    expect(rows.some((row) => row.token_hash === token)).toBe(false)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
  })
})
