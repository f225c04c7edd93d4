// @ts-nocheck
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getIntrospectionQuery, Kind, Lexer, parse, print, Source, TokenKind, type GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { documentFiles } from '../testing/document-files'
import { createQueryCompiler, documentShape, LIMIT_CODE, QUERY_LIMITS, type CompiledQuery } from './limits'
import { createCommerceSchema } from './schema'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const schema = createCommerceSchema()

/**
 * Every operation the shop sends to the commerce platform: the storefront's (`src/services`) and
 * the API's (`server/api`), with the fragments they use appended as their clients append them.
 */
async function realOperations(): Promise<Array<{ name: string; query: string }>> {
  const texts: Array<{ name: string; text: string }> = []
  for (const file of [
    ...(await documentFiles(path.join(root, 'src', 'services'))),
    ...(await documentFiles(path.join(root, 'server', 'api'))),
    ...(await documentFiles(path.join(root, 'server', 'web'))),
  ]) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      // The generated documents are String objects (typed document strings).
      const text = typeof value === 'string' || value instanceof String ? String(value) : null
      if (text !== null && /^\s*(#[^\n]*\n\s*)*(query|mutation|fragment|\{)/.test(text))
        texts.push({ name: `${path.relative(root, file)}#${name}`, text })
    }
  }
  const fragments = new Map<string, string>()
  for (const { text } of texts) {
    for (const definition of parse(text).definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, print(definition))
  }
  const operations: Array<{ name: string; query: string }> = []
  for (const { name, text } of texts) {
    const document = parse(text)
    if (!document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue
    const defined = new Set(
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
      ),
    )
    let query = text
    const append = (source: string) => {
      for (const match of source.matchAll(/\.\.\.\s*([_A-Za-z]\w*)/g)) {
        const fragment = fragments.get(match[1]!)
        if (match[1] === 'on' || defined.has(match[1]!) || !fragment) continue
        defined.add(match[1]!)
        query += `\n${fragment}`
        append(fragment)
      }
    }
    append(text)
    operations.push({ name, query })
  }
  return operations
}

function tokensOf(query: string): number {
  const lexer = new Lexer(new Source(query))
  let count = 0
  while (lexer.advance().kind !== TokenKind.EOF) count++
  return count
}

const refusals = (compiled: CompiledQuery): GraphQLError[] => ('refused' in compiled ? [...compiled.refused] : [])
const limitsHit = (compiled: CompiledQuery) => refusals(compiled).map((error) => error.extensions.limit)
const aliases = (count: number, selection: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ')

describe('the GraphQL limits', () => {
  it('leave every document the shop sends far below each limit', async () => {
    const compiler = createQueryCompiler(schema)
    const operations = await realOperations()
    expect(operations.length).toBeGreaterThanOrEqual(37)
    const problems: string[] = []
    let dearest = { name: '', cost: 0 }
    const largest: Record<string, number> = {}
    for (const { name, query } of operations) {
      const compiled = compiler.compile(query)
      if ('refused' in compiled) {
        problems.push(`${name} is refused: ${compiled.refused.map((error) => error.message).join('; ')}`)
        continue
      }
      if (compiled.recheck) problems.push(`${name}: its cost depends on its variables`)
      if (compiled.cost > dearest.cost) dearest = { name, cost: compiled.cost }
      const measured = {
        ...documentShape(compiled.document),
        bytes: Buffer.byteLength(query),
        tokens: tokensOf(query),
        complexity: compiled.cost,
      }
      for (const [limit, value] of Object.entries(measured)) largest[limit] = Math.max(largest[limit] ?? 0, value)
      // Headroom: two thirds of each limit at most, and half of the cost limit.
      for (const [limit, value] of Object.entries(measured) as Array<[keyof typeof QUERY_LIMITS, number]>) {
        const allowed = limit === 'complexity' ? QUERY_LIMITS.complexity / 2 : (QUERY_LIMITS[limit] * 2) / 3
        if (value > allowed)
          problems.push(`${name}: ${limit} ${value} is above ${Math.floor(allowed)} (limit ${QUERY_LIMITS[limit]})`)
      }
    }
    console.info(`largest real document: ${JSON.stringify(largest)}`)
    expect(problems).toEqual([])
    // The dearest is the bag's master products: 100 products with every size and its stock.
    expect(dearest).toMatchObject({ name: expect.stringContaining('MasterProducts') })
    expect(dearest.cost).toBeLessThan(QUERY_LIMITS.complexity / 2)
  })

  it('refuse 300 aliases of products(limit: 100) for its complexity, and remember the refusal', () => {
    const compiler = createQueryCompiler(schema)
    const attack = `{ ${aliases(300, 'products(limit: 100) { results { id } }')} }`
    const compiled = compiler.compile(attack)
    const complexity = refusals(compiled).find((error) => error.extensions.limit === 'complexity')
    expect(complexity?.extensions).toMatchObject({ code: LIMIT_CODE, maximum: QUERY_LIMITS.complexity })
    expect(complexity?.message).toContain(String(QUERY_LIMITS.complexity))
    expect(limitsHit(compiled)).toEqual(expect.arrayContaining(['complexity', 'aliases', 'rootFields']))
    expect(compiler.compile(attack)).toBe(compiled)
  })

  it('multiply a page by its limit, with variables as the request gives them', () => {
    const compiler = createQueryCompiler(schema)
    const page = 'products(limit: $limit) { results { id } }'
    const one = compiler.compile(`query ($limit: Int) { ${page} }`)
    expect(one).toMatchObject({ recheck: false })
    const two = compiler.compile(`query ($limit: Int) { ${aliases(2, page)} }`)
    expect(two).toMatchObject({ recheck: true })
    if ('refused' in two) throw new Error('not refused before its variables are known')
    expect(compiler.checkRequest(two, { limit: 10 })).toBeUndefined()
    expect(compiler.checkRequest(two, {})).toBeUndefined()
    expect(compiler.checkRequest(two, { limit: 500 })?.extensions).toMatchObject({
      code: LIMIT_CODE,
      limit: 'complexity',
    })
    expect(limitsHit(compiler.compile(`{ ${aliases(2, 'products(limit: 500) { results { id } }')} }`))).toEqual([
      'complexity',
    ])
    expect(compiler.compile(`{ ${aliases(2, 'products(limit: 100) { results { id } }')} }`)).toMatchObject({
      recheck: false,
    })
  })

  it('refuse deep nesting, many aliases, many root fields, huge and token-heavy documents before validating them', () => {
    const compiler = createQueryCompiler(schema)
    const deep = `{ __type(name: "Cart") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`
    expect(limitsHit(compiler.compile(deep))).toEqual(['depth'])
    expect(limitsHit(compiler.compile(`{ me { ${aliases(QUERY_LIMITS.aliases + 1, '__typename')} } }`))).toEqual([
      'aliases',
    ])
    expect(limitsHit(compiler.compile(`{ ${'me { __typename } '.repeat(QUERY_LIMITS.rootFields + 1)} }`))).toEqual([
      'rootFields',
    ])
    expect(limitsHit(compiler.compile(`{ __typename }\n#${'x'.repeat(QUERY_LIMITS.bytes)}`))).toEqual(['bytes'])
    // Values nested thousands deep (beyond what the parser's stack holds): refused, never thrown.
    expect(
      refusals(compiler.compile(`{ products(where: ${'['.repeat(4_900)}${']'.repeat(4_900)}) { total } }`)).length,
    ).toBeGreaterThan(0)
    const started = performance.now()
    expect(limitsHit(compiler.compile(`{ me { customer { ${'id '.repeat(QUERY_LIMITS.tokens)}} } }`))).toEqual([
      'tokens',
    ])
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuse fragments that multiply at every use without walking them all', () => {
    const compiler = createQueryCompiler(schema)
    const levels = 30
    const fragments = Array.from({ length: levels }, (_, index) =>
      index === levels - 1
        ? `fragment F${index} on Query { __typename }`
        : `fragment F${index} on Query { ...F${index + 1} ... on Query { ...F${index + 1} } }`,
    )
    const started = performance.now()
    const compiled = compiler.compile(`{ ...F0 }\n${fragments.join('\n')}`)
    expect(limitsHit(compiled)).toEqual(['complexityNodes'])
    expect(refusals(compiled)[0]?.extensions.code).toBe(LIMIT_CODE)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuse introspection bombs: the whole schema many times over, nested type lists, fragment cycles', () => {
    const compiler = createQueryCompiler(schema)
    expect(limitsHit(compiler.compile(getIntrospectionQuery()))).toEqual(['complexity'])
    expect(limitsHit(compiler.compile(`{ ${aliases(10, '__schema { types { name fields { name } } }')} }`))).toEqual([
      'complexity',
    ])
    const nested = compiler.compile(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    )
    expect(limitsHit(nested)).toEqual(['complexity'])
    const cycle = compiler.compile(
      '{ __schema { ...A } } fragment A on __Schema { types { ...B } } fragment B on __Type { fields { type { ...B } } }',
    )
    expect(refusals(cycle).map((error) => error.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Cannot spread fragment "B" within itself/)]),
    )
    // Small questions stay possible.
    expect(compiler.compile('{ __type(name: "Cart") { name fields { name } } }')).toMatchObject({ recheck: false })
  })
})
