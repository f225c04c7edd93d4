// @ts-nocheck
import fc from 'fast-check'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceCatalogSeeder } from '../../server/platform/commerce/catalog.seed'
import { startTestServer, type TestServer } from '../support/server'
import { guest } from './shopper'

/**
 * An outsider with a free guest token tries to stall the shop through the commerce GraphQL
 * endpoint: one document asking for 30 000 products, deep nesting, thousands of aliases or tokens,
 * introspection bombs, and garbage. Each is refused before it runs, quickly, with the platform's
 * error shape, and the shop keeps answering everyone else meanwhile.
 */

const LIMIT_CODE = 'QueryComplexityLimitExceeded'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
  token = (await guest(server.origin)).token
})
afterAll(() => server?.close())

interface PlatformErrors {
  errors?: Array<{ message: string; extensions?: { code?: string; limit?: string; maximum?: number } }>
}

async function send(body: string, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}) {
  const started = performance.now()
  const response = await fetch(`${server.origin}/platform/commerce/kestrel/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  let json: PlatformErrors & { data?: unknown } = {}
  try {
    json = JSON.parse(text) as typeof json
  } catch {
    // not JSON: the assertions say so
  }
  return { status: response.status, json, text, ms: performance.now() - started }
}
/** On a connection of its own: the server answers an oversized body before reading it, and closes the connection. */
function sendAlone(body: string): Promise<{ status: number; text: string }> {
  const url = new URL('/platform/commerce/kestrel/graphql', server.origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
const query = (text: string, variables?: unknown) =>
  send(JSON.stringify({ query: text, ...(variables === undefined ? {} : { variables }) }))

/** Refused with 400 and `{ errors: [{ message, extensions: { code } }] }`; the limits hit. */
function expectRefused(answer: Awaited<ReturnType<typeof send>>): string[] {
  expect(answer.status, answer.text.slice(0, 300)).toBe(400)
  expect(answer.json.data).toBeUndefined()
  expect(answer.json.errors?.length).toBeGreaterThan(0)
  for (const error of answer.json.errors ?? [])
    expect(error).toMatchObject({ message: expect.any(String), extensions: { code: expect.any(String) } })
  return (answer.json.errors ?? []).map((error) => error.extensions?.limit ?? error.extensions?.code ?? '')
}

const aliases = (count: number, selection: string, prefix = 'a') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}: ${selection}`).join(' ')
const attack = (prefix = 'a') =>
  `{ ${aliases(300, 'products(limit: 100) { results { id key masterData { current { name(locale: "en") } } } }', prefix)} }`

describe('the commerce GraphQL endpoint under attack', () => {
  it('refuses 300 aliases of products(limit: 100) for its complexity, quickly', async () => {
    const answer = await query(attack())
    expect(expectRefused(answer)).toContain('complexity')
    const complexity = answer.json.errors!.find((error) => error.extensions?.limit === 'complexity')!
    expect(complexity.extensions?.code).toBe(LIMIT_CODE)
    expect(complexity.message).toMatch(/complexity limit of \d+/)
    expect(complexity.message).toContain(String(complexity.extensions?.maximum))
    console.info(`300 aliases of products(limit: 100): refused in ${Math.round(answer.ms)} ms`)
    // Known now: refused without parsing it again.
    const again = await query(attack())
    expect(expectRefused(again)).toContain('complexity')
    expect(again.ms).toBeLessThan(5_000)
  })

  it('keeps answering /api/health while 20 such requests are in flight', async () => {
    const started = performance.now()
    // Every attack a different text, so none is answered from the cache of known documents.
    const attacks = Array.from({ length: 20 }, (_, index) => query(attack(`x${index}_`)))
    const health = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(10_000) })
    const healthMs = performance.now() - started
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const answers = await Promise.all(attacks)
    for (const answer of answers) expect(expectRefused(answer)).toContain('complexity')
    console.info(
      `/api/health answered in ${Math.round(healthMs)} ms with 20 attacks in flight; slowest refusal ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms`,
    )
    // And the shop still serves a real page of products afterwards.
    const page = await query('{ products(limit: 20) { results { key } } }')
    expect(page.status).toBe(200)
    expect((page.json.data as { products: { results: unknown[] } }).products.results).toHaveLength(20)
  })

  it('refuses deep nesting, too many aliases or root fields, huge and token-heavy documents with 400', async () => {
    expect(
      expectRefused(await query(`{ __type(name: "Cart") { ${'ofType { '.repeat(40)}name${' }'.repeat(40)} } }`)),
    ).toContain('depth')
    expect(expectRefused(await query(`{ me { ${aliases(200, '__typename')} } }`))).toContain('aliases')
    expect(expectRefused(await query(`{ ${'me { __typename } '.repeat(100)} }`))).toContain('rootFields')
    expect(expectRefused(await query(`{ __typename }\n#${'x'.repeat(100_000)}`))).toContain('bytes')
    expect(expectRefused(await query(`{ me { customer { ${'i '.repeat(15_000)}} } }`))).toContain('tokens')
    const body = await sendAlone(
      JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(2_000_000) } }),
    )
    expect(body.status).toBe(413)
    expect((JSON.parse(body.text) as PlatformErrors).errors?.[0]?.extensions?.code).toBe('InvalidInput')
  })

  it('refuses introspection bombs and fragment cycles with 400', async () => {
    const bombs = [
      // The whole schema, aliased many times over.
      `{ ${aliases(20, '__schema { types { name fields { name args { name } type { name ofType { name } } } } }')} }`,
      // Nested type lists.
      '{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }',
      // A fragment that spreads itself.
      '{ __schema { types { ...T } } } fragment T on __Type { name fields { type { ...T } } }',
      // Fragments that double at every level.
      `{ ...F0 } ${Array.from({ length: 40 }, (_, index) => (index === 39 ? `fragment F${index} on Query { __typename }` : `fragment F${index} on Query { ...F${index + 1} ... on Query { ...F${index + 1} } }`)).join(' ')}`,
    ]
    for (const bomb of bombs) {
      const answer = await query(bomb)
      expectRefused(answer)
      expect(answer.ms).toBeLessThan(5_000)
    }
    // A small question about the schema is still answered.
    const small = await query('{ __type(name: "Cart") { name } }')
    expect(small.status).toBe(200)
    expect(small.json).toEqual({ data: { __type: { name: 'Cart' } } })
  })

  it("answers garbage as the caller's error: 4xx in the platform's shape, never a 5xx", async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\ud800',
        'x\udc00y',
        '\ud83d',
        '1e309',
        '9'.repeat(400),
        '-1',
        '__proto__',
        "' OR 1=1 --",
        '"; DROP TABLE x; --',
      ),
    )
    const huge = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 8, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 0.5, -1)
    const variable: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        junk,
        huge,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(junk, tie('value'), { maxKeys: 3 }),
      ),
    })).value
    const piece = fc.constantFrom(
      '{',
      '}',
      '(',
      ')',
      '[',
      ']',
      ':',
      '...',
      '$limit',
      '$where',
      '$key',
      '$x',
      '@skip(if: $x)',
      '@include(if: true)',
      'query',
      'mutation',
      'fragment F on Query',
      'subscription',
      'products',
      'product',
      'limit: 500',
      'limit: -1',
      'limit: 99999999999',
      'where: "x"',
      'where: $where',
      'key: $key',
      'results',
      'id',
      'key',
      'total',
      'me',
      'activeCart',
      'customer',
      '__schema',
      '__type(name: "Cart")',
      'types',
      'fields',
      'name',
      '__typename',
      'a:',
      '"\\u0000"',
      '"\\ud800"',
      '#',
      '\u0000',
      '$',
      '!',
      '=',
    )
    const document = fc.oneof(
      junk,
      fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(' ')),
      fc.constantFrom(
        'query ($limit: Int) { products(limit: $limit) { results { id } } }',
        'query ($where: String) { products(where: $where, limit: 5) { results { key } } }',
        'query ($key: String!) { product(key: $key) { id } }',
        'query ($x: Boolean!) { me { activeCart @skip(if: $x) { id } } }',
        'mutation ($draft: MyCartDraft!) { createMyCart(draft: $draft) { id } }',
      ),
    )
    const body = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record(
            {
              query: document,
              variables: fc.option(fc.dictionary(fc.constantFrom('limit', 'where', 'key', 'x', 'draft'), variable), {
                nil: undefined,
              }),
              operationName: fc.option(variable, { nil: undefined }),
            },
            { requiredKeys: ['query'] },
          )
          .map((value) => JSON.stringify(value)),
      },
      {
        weight: 1,
        arbitrary: fc.record({ query: variable, variables: variable }).map((value) => JSON.stringify(value)),
      },
      { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: junk },
    )
    const seen = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const answer = await send(text)
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1)
        const seenAs = `${text.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 300)}`
        expect(answer.status, seenAs).toBeLessThan(500)
        const errors = answer.json.errors ?? []
        expect(
          errors.map((error) => error.extensions?.code),
          seenAs,
        ).not.toContain('General')
        // A request that ran nothing (no field has an error of its own) is refused as the caller's error.
        if (errors.length > 0 && (answer.json.data ?? null) === null && errors.every((error) => !('path' in error))) {
          expect(answer.status, seenAs).toBeGreaterThanOrEqual(400)
        }
        if (answer.status >= 400) {
          expect(answer.json.data, seenAs).toBeUndefined()
          for (const error of errors)
            expect(error, seenAs).toMatchObject({
              message: expect.any(String),
              extensions: { code: expect.any(String) },
            })
        }
      }),
      { numRuns: 250 },
    )
    expect(seen.get(400)).toBeGreaterThan(0)
  }, 120_000)
})
