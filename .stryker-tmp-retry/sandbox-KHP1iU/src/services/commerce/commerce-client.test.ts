// @ts-nocheck
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { TypedDocument } from '@common/graphql/typed-document'
import { createCommerceClient } from './commerce-client'

/** A document as the client's callers have them (typed by codegen); its text is all the client reads. */
const doc = (text: string) => text as unknown as TypedDocument<unknown, Record<string, unknown>>

function clientWith(
  respond: (
    body: { query: string; variables: Record<string, unknown> },
    init: RequestInit,
  ) => Response | Promise<Response>,
  session = { hasSession: () => true },
) {
  const errors: Array<{ message: string }> = []
  const seen: Array<{
    url: string
    variables: Record<string, unknown>
    authorization: string | null
    credentials: RequestCredentials | undefined
  }> = []
  const client = createCommerceClient({
    endpoint: '/api/graphql',
    session,
    logger: { error: (message) => errors.push({ message }) },
    retryDelay: 0,
    fetch: async (url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> }
      seen.push({
        url: String(url),
        variables: body.variables,
        authorization: new Headers(init?.headers).get('authorization'),
        credentials: init?.credentials,
      })
      return respond(body, init ?? {})
    },
  })
  return { client, errors, seen }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('commerce GraphQL client (spec 7.1, 8.2)', () => {
  it("posts to the shop's endpoint with the session cookie and no token, and parses the data with the schema", async () => {
    const { client, seen } = clientWith(() => json({ data: { me: { id: 'c1' } } }))
    await expect(
      client.query(doc('query { me { id } }'), {}, z.object({ me: z.object({ id: z.string() }) })),
    ).resolves.toEqual({ me: { id: 'c1' } })
    expect(seen[0]).toMatchObject({ url: '/api/graphql', authorization: null, credentials: 'same-origin' })
  })

  it('logs an unparseable response', async () => {
    const { client, errors } = clientWith(
      () => new Response('<html>gateway</html>', { status: 200, headers: { 'content-type': 'application/json' } }),
    )
    await expect(client.query(doc('query { me { id } }'), {}, z.unknown())).rejects.toThrow()
    expect(errors[0]?.message).toBe('Unparseable commerce GraphQL response')
  })

  it('logs a response that does not match its schema', async () => {
    const { client, errors } = clientWith(() => json({ data: { me: { id: 42 } } }))
    await expect(
      client.query(doc('query { me { id } }'), {}, z.object({ me: z.object({ id: z.string() }) })),
    ).rejects.toThrow('Unexpected commerce response')
    expect(errors).toHaveLength(1)
  })

  it('retries a conflicting write with the currentVersion from the error extensions', async () => {
    let calls = 0
    const { client, seen } = clientWith(() =>
      ++calls === 1
        ? json(
            { errors: [{ message: 'conflict', extensions: { code: 'ConcurrentModification', currentVersion: 12 } }] },
            409,
          )
        : json({ data: { ok: true } }),
    )
    await client.mutate(doc('mutation { ok }'), { version: 3 }, z.object({ ok: z.boolean() }))
    expect(seen.map((s) => s.variables.version)).toEqual([3, 12])
  })

  it('sends the first writes without a session one after the other, so the server starts one guest session', async () => {
    let hasSession = false
    let inFlight = 0
    let most = 0
    const answered: number[] = []
    const { client, seen } = clientWith(
      async () => {
        most = Math.max(most, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        hasSession = true
        inFlight--
        return json({ data: { ok: true } })
      },
      { hasSession: () => hasSession, answered: (status: number) => answered.push(status) } as {
        hasSession: () => boolean
      },
    )
    const schema = z.object({ ok: z.boolean() })
    await Promise.all([
      client.mutate(doc('mutation A { ok }'), {}, schema),
      client.query(doc('mutation B { ok }'), {}, schema),
      client.mutate(doc('mutation C { ok }'), {}, schema),
    ])
    expect(seen).toHaveLength(3)
    expect(most).toBe(2) // the first alone; the two waiting ones go together once the session exists
    expect(answered).toEqual([200, 200, 200])
  })

  it('sends reads and writes at once when the session exists', async () => {
    let inFlight = 0
    let most = 0
    const { client } = clientWith(async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      return json({ data: { ok: true } })
    })
    const schema = z.object({ ok: z.boolean() })
    await Promise.all([
      client.mutate(doc('mutation A { ok }'), {}, schema),
      client.mutate(doc('mutation B { ok }'), {}, schema),
      client.query(doc('query { ok }'), {}, schema),
    ])
    expect(most).toBe(3)
  })
})
