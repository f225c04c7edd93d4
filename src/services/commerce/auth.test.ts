import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { requestAnonymousToken, requestCustomerToken, type CommerceAuthOptions } from './auth'
import type { CommerceClient } from './commerce-client'
import { sessionActors } from './session'

function recorder() {
  const calls: Array<{ url: string; authorization: string | null; form: Record<string, string> }> = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      authorization: new Headers(init.headers).get('authorization'),
      form: Object.fromEntries(new URLSearchParams(String(init.body))),
    })
    return new Response(JSON.stringify({ access_token: `t-${calls.length}`, expires_in: 60, scope: 'customer_id:c-1' }), { status: 200 })
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

const guest = { accessToken: 'guest-token', anonymousId: 'anon-1' }
const credentials = { email: 'jana@example.cz', password: 'heslo123' }

describe('the OAuth flows', () => {
  it("never name an anonymous id to the shop: a guest token is asked for as is, and a sign-in sends the guest's token as the bearer", async () => {
    const { calls, fetch } = recorder()
    const shop: CommerceAuthOptions = { authHost: '/api/session', projectKey: 'kestrel', fetch }
    await requestAnonymousToken(shop)
    await requestCustomerToken(shop, credentials, guest)
    expect(calls[0]).toEqual({ url: '/api/session/oauth/kestrel/anonymous/token', authorization: null, form: { grant_type: 'client_credentials' } })
    expect(calls[1]).toEqual({
      url: '/api/session/oauth/kestrel/customers/token',
      authorization: 'Bearer guest-token',
      form: { grant_type: 'password', username: 'jana@example.cz', password: 'heslo123' },
    })
  })

  it('signs a customer in without a bearer when there is no guest session', async () => {
    const { calls, fetch } = recorder()
    await requestCustomerToken({ authHost: '/api/session', projectKey: 'kestrel', fetch }, credentials, { accessToken: 'customer-token', anonymousId: null })
    expect(calls[0]).toMatchObject({ authorization: null, form: { grant_type: 'password', username: 'jana@example.cz', password: 'heslo123' } })
    expect(calls[0]!.form).not.toHaveProperty('anonymous_id')
  })

  it('lets a client with the API credentials name the anonymous id to the platform', async () => {
    const { calls, fetch } = recorder()
    await requestCustomerToken({ authHost: '/platform/auth', projectKey: 'kestrel', clientId: 'id', clientSecret: 'secret', fetch }, credentials, guest)
    expect(calls[0]!.authorization).toBe(`Basic ${btoa('id:secret')}`)
    expect(calls[0]!.form).toMatchObject({ grant_type: 'password', anonymous_id: 'anon-1' })
  })

  it("signs in with the guest's token, refreshed first when it has expired", async () => {
    const { calls, fetch } = recorder()
    const expired = { accessToken: 'old', accessTokenExpiryTimestamp: Date.now() - 1, refreshToken: 'r', anonymousId: 'anon-1' }
    const { signIn } = sessionActors({ auth: { authHost: '/api/session', projectKey: 'kestrel', fetch }, client: {} as CommerceClient, currentSession: () => expired })
    await toPromise(createActor(signIn, { input: credentials }).start())
    expect(calls.map((call) => call.url)).toEqual(['/api/session/oauth/token', '/api/session/oauth/kestrel/customers/token'])
    expect(calls[1]!.authorization).toBe('Bearer t-1')
  })
})
