// @ts-nocheck
import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import type { Principal } from '../auth/scopes'
import type { CommerceCore } from '../core'
import { RequestContext } from './context'
import { conventionResolver } from './conventions'
import { boundResolvers, executeWithin, TIMED_OUT_CODE } from './deadline'
import { createCommerceSchema } from './schema'

const schema = createCommerceSchema()
boundResolvers(schema, conventionResolver)

const guest: Principal = { kind: 'anonymous', anonymousId: 'a-1', scopes: [] }
/** A platform whose product queries never answer. */
const stalled = { products: { query: () => new Promise(() => {}) } } as unknown as CommerceCore

const run = (query: string, context: RequestContext) =>
  executeWithin({ schema, document: parse(query), contextValue: context, fieldResolver: conventionResolver })

describe('the GraphQL execution deadline', () => {
  it('answers a query still waiting at its deadline with QueryTimedOut', async () => {
    const started = performance.now()
    const result = await run(
      '{ products(limit: 1) { total } }',
      new RequestContext(stalled, guest, performance.now() + 50),
    )
    expect(result.timedOut).toBe(true)
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: TIMED_OUT_CODE })
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('starts no resolver once the deadline has passed', async () => {
    const result = await run('{ me { activeCart { id } } }', new RequestContext(stalled, guest, performance.now() - 1))
    expect(result.timedOut).toBe(true)
    expect(result.data ?? null).toBeNull()
  })

  it('lets a query within its time answer as before', async () => {
    const result = await run(
      '{ me { customer { id } } }',
      new RequestContext(stalled, guest, performance.now() + 10_000),
    )
    expect(result).toEqual({ data: { me: { customer: null } }, timedOut: false })
  })
})
