import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createCommerceClient } from './commerce-client'

const session = { accessToken: 'tok', accessTokenExpiryTimestamp: Date.now() + 3_600_000 }

function clientWith(respond: (body: { query: string; variables: Record<string, unknown> }, headers: Headers) => Response) {
  const errors: Array<{ message: string }> = []
  const seen: Array<{ variables: Record<string, unknown>; authorization: string | null }> = []
  const client = createCommerceClient({
    endpoint: 'http://commerce.test/kestrel/graphql',
    session: { getSession: () => session, refreshSession: async (s) => s },
    logger: { error: (message) => errors.push({ message }) },
    retryDelay: 0,
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> }
      const headers = new Headers(init?.headers)
      seen.push({ variables: body.variables, authorization: headers.get('authorization') })
      return respond(body, headers)
    },
  })
  return { client, errors, seen }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('commerce GraphQL client (spec 7.1, 8.2)', () => {
  it('sends the Bearer token and parses the data with the schema', async () => {
    const { client, seen } = clientWith(() => json({ data: { me: { id: 'c1' } } }))
    await expect(client.query('query { me { id } }', {}, z.object({ me: z.object({ id: z.string() }) }))).resolves.toEqual({ me: { id: 'c1' } })
    expect(seen[0]?.authorization).toBe('Bearer tok')
  })

  it('logs an unparseable response', async () => {
    const { client, errors } = clientWith(() => new Response('<html>gateway</html>', { status: 200, headers: { 'content-type': 'application/json' } }))
    await expect(client.query('query { me { id } }', {}, z.unknown())).rejects.toThrow()
    expect(errors[0]?.message).toBe('Unparseable commerce GraphQL response')
  })

  it('logs a response that does not match its schema', async () => {
    const { client, errors } = clientWith(() => json({ data: { me: { id: 42 } } }))
    await expect(client.query('query { me { id } }', {}, z.object({ me: z.object({ id: z.string() }) }))).rejects.toThrow('Unexpected commerce response')
    expect(errors).toHaveLength(1)
  })

  it('retries a conflicting write with the currentVersion from the error extensions', async () => {
    let calls = 0
    const { client, seen } = clientWith(() =>
      ++calls === 1
        ? json({ errors: [{ message: 'conflict', extensions: { code: 'ConcurrentModification', currentVersion: 12 } }] }, 409)
        : json({ data: { ok: true } }),
    )
    await client.mutate('mutation { ok }', { version: 3 }, z.object({ ok: z.boolean() }))
    expect(seen.map((s) => s.variables.version)).toEqual([3, 12])
  })
})
