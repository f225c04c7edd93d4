// @ts-nocheck
import {
  GraphQLError,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql'
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity'

/**
 * What one GraphQL request may ask of the commerce platform. The storefront's own documents stay
 * far below each of these (see limits.test.ts); an attacker's document does not reach the resolvers.
 */
export const QUERY_LIMITS = {
  /** UTF-8 bytes of the query text. */
  bytes: 32_768,
  /** Lexical tokens of the query text (graphql-js stops parsing past it). */
  tokens: 10_000,
  /** Nesting of selections, fragments followed. */
  depth: 15,
  /** Aliased fields in the document. */
  aliases: 30,
  /** Fields at the root of one operation, fragments followed. */
  rootFields: 20,
  /** Fields written in the document (validating fields that share a name takes time growing with their square). */
  fields: 800,
  /** Estimated cost: a field costs 1, an entry of a page loaded from the database 50 more, a page (`limit`) multiplies the cost of its selection. */
  complexity: 50_000,
  /** Selections the cost estimate may visit (fragments are visited at each use). */
  complexityNodes: 20_000,
} as const

/** The platform's page sizes: `limit` defaults to 20 and may be at most 500. */
const PAGE_SIZE = { default: 20, max: 500 } as const

/** What an entry of a page loaded from the database costs on top of its fields (`products`, `me.orders`…). */
const LOADED_ENTRY_COST = 50

export const LIMIT_CODE = 'QueryComplexityLimitExceeded'

type QueryLimit = keyof typeof QUERY_LIMITS

function limitError(limit: QueryLimit, message: string, actual?: number): GraphQLError {
  const maximum = QUERY_LIMITS[limit]
  return new GraphQLError(message, {
    extensions: { code: LIMIT_CODE, limit, maximum, ...(actual === undefined ? {} : { actual }) },
  })
}

const complexityError = (actual: number) =>
  limitError(
    'complexity',
    `The query complexity limit of ${QUERY_LIMITS.complexity} is exceeded: this query would cost ${actual}. Ask for fewer or smaller pages.`,
    actual,
  )

const nodesError = () =>
  limitError(
    'complexityNodes',
    `The query complexity limit is exceeded: the query expands to more than ${QUERY_LIMITS.complexityNodes} selections.`,
  )

/** Depth, aliases, root fields and fields of a parsed document; fragments are followed (and counted) once each. */
export function documentShape(document: DocumentNode): {
  depth: number
  aliases: number
  rootFields: number
  fields: number
} {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)

  const fragmentDepth = new Map<string, number>()
  const depthOf = (selectionSet: SelectionSetNode | undefined, visiting: Set<string>): number => {
    let deepest = 0
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, visiting))
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting))
      else {
        const name = selection.name.value
        if (visiting.has(name)) continue // a cycle: NoFragmentCyclesRule refuses it
        let depth = fragmentDepth.get(name)
        if (depth === undefined) {
          visiting.add(name)
          depth = depthOf(fragments.get(name)?.selectionSet, visiting)
          visiting.delete(name)
          fragmentDepth.set(name, depth)
        }
        deepest = Math.max(deepest, depth)
      }
    }
    return deepest
  }

  const rootFieldsOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
    let count = 0
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) count++
      else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldsOf(selection.selectionSet, seen)
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        count += rootFieldsOf(fragments.get(selection.name.value)?.selectionSet, seen)
      }
    }
    return count
  }

  let depth = 0
  let rootFields = 0
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    depth = Math.max(depth, depthOf(definition.selectionSet, new Set()))
    rootFields = Math.max(rootFields, rootFieldsOf(definition.selectionSet, new Set()))
  }
  let aliases = 0
  let fields = 0
  visit(document, {
    Field: (field) => {
      fields++
      if (field.alias) aliases++
    },
  })
  return { depth, aliases, rootFields, fields }
}

/** A value of the type that coerces, for estimating a document's cost before its variables are known. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType)
  if (isListType(type)) return []
  if (isEnumType(type)) return type.getValues()[0]?.name
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields())
    if (type.isOneOf) return fields[0] ? { [fields[0].name]: placeholder(fields[0].type) } : {}
    return Object.fromEntries(
      fields
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, placeholder(field.type)]),
    )
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 0
    if (type.name === 'Boolean') return false
  }
  return ''
}

/** `@skip` and `@include` removed: the estimate before the variables are known counts every field. */
const withoutConditions = (document: DocumentNode) =>
  visit(document, {
    Directive: (directive) =>
      directive.name.value === 'skip' || directive.name.value === 'include' ? null : undefined,
  })

/**
 * The cost of a field: 1, plus the cost of its selection, times the page it asks for if it has a
 * `limit` argument (20 if it names none); an entry of a page of resources loaded from the database
 * (the root queries and `me`'s) costs 50 more. A `limit` given by a variable counts as the largest
 * page (500) until the request's variables are known. Introspection lists multiply by the most
 * entries such a list has in the schema.
 */
function costEstimator(schema: GraphQLSchema, variablesKnown: boolean): ComplexityEstimator {
  const types = Object.values(schema.getTypeMap())
  const most = (count: (type: (typeof types)[number]) => number) => Math.max(1, ...types.map(count))
  const outputFields = (type: (typeof types)[number]) =>
    isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : []
  const introspectionFanout: Record<string, number> = {
    types: types.length,
    directives: schema.getDirectives().length,
    fields: most((type) => outputFields(type).length),
    inputFields: most((type) => (isInputObjectType(type) ? Object.keys(type.getFields()).length : 0)),
    enumValues: most((type) => (isEnumType(type) ? type.getValues().length : 0)),
    possibleTypes: most((type) => (isAbstractType(type) ? schema.getPossibleTypes(type).length : 0)),
    interfaces: most((type) => (isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().length : 0)),
    args: most((type) => Math.max(0, ...outputFields(type).map((field) => field.args.length))),
  }
  const loading = new Set([schema.getQueryType()?.name, 'Me', 'InStoreMe'])
  return ({ type, field, node, args, childComplexity }) => {
    if (type.name.startsWith('__')) {
      const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type)
      return 1 + (list ? (introspectionFanout[field.name] ?? 1) : 1) * childComplexity
    }
    if (!field.args.some((arg) => arg.name === 'limit')) return 1 + childComplexity
    const given = node.arguments?.find((argument) => argument.name.value === 'limit')
    const page =
      given?.value.kind === Kind.VARIABLE && !variablesKnown
        ? PAGE_SIZE.max
        : typeof args.limit === 'number' && Number.isFinite(args.limit)
          ? args.limit
          : PAGE_SIZE.default
    return 1 + Math.max(1, page) * (childComplexity + (loading.has(type.name) ? LOADED_ENTRY_COST : 0))
  }
}

export type CompiledQuery =
  | { refused: readonly GraphQLError[] }
  | {
      document: DocumentNode
      /** Estimated cost with every `limit` variable at its largest; `recheck` when that is over the limit. */
      cost: number
      recheck: boolean
    }

/**
 * Parses, limits and validates query texts, once per text: the refusals are cached as well as
 * the documents, and a document is refused before graphql-js validation runs when it is too big.
 */
export function createQueryCompiler(schema: GraphQLSchema, { cacheSize = 1000 }: { cacheSize?: number } = {}) {
  const staticCost = costEstimator(schema, false)
  const requestCost = costEstimator(schema, true)
  const cache = new Map<string, CompiledQuery>()

  function estimate(document: DocumentNode): { cost: number; recheck: boolean } | GraphQLError {
    const variables: Record<string, unknown> = {}
    let variableLimits = false
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      for (const variable of definition.variableDefinitions ?? []) {
        const type = typeFromAST(schema, variable.type)
        if (type && isNonNullType(type) && !variable.defaultValue)
          variables[variable.variable.name.value] = placeholder(type as GraphQLInputType)
      }
    }
    visit(document, {
      Argument: (argument) =>
        void (argument.name.value === 'limit' && argument.value.kind === Kind.VARIABLE
          ? (variableLimits = true)
          : undefined),
    })
    try {
      const cost = getComplexity({
        schema,
        query: withoutConditions(document),
        variables,
        estimators: [staticCost],
        maxQueryNodes: QUERY_LIMITS.complexityNodes,
      })
      if (cost <= QUERY_LIMITS.complexity) return { cost, recheck: false }
      return variableLimits ? { cost, recheck: true } : complexityError(cost)
    } catch (error) {
      if (isNodesError(error)) return nodesError()
      // Variables the estimate could not stand in for: estimated again with the request's own.
      return { cost: Number.POSITIVE_INFINITY, recheck: true }
    }
  }

  function compileUncached(query: string): CompiledQuery {
    try {
      return checked(parse(query, { maxTokens: QUERY_LIMITS.tokens }))
    } catch (error) {
      if (error instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(error.message)) {
        return { refused: [limitError('tokens', `The query has more than ${QUERY_LIMITS.tokens} tokens, the limit.`)] }
      }
      // Values or selections nested thousands deep exhaust the stack of the parser or a rule.
      if (error instanceof RangeError)
        return {
          refused: [
            limitError('depth', `The query is nested too deeply to be read; the limit is ${QUERY_LIMITS.depth}.`),
          ],
        }
      if (error instanceof GraphQLError) return { refused: [error] }
      throw error
    }
  }

  function checked(document: DocumentNode): CompiledQuery {
    const refused: GraphQLError[] = []
    const estimated = estimate(document)
    if (estimated instanceof GraphQLError) refused.push(estimated)
    const shape = documentShape(document)
    if (shape.depth > QUERY_LIMITS.depth)
      refused.push(
        limitError(
          'depth',
          `The query is nested ${shape.depth} levels deep; the limit is ${QUERY_LIMITS.depth}.`,
          shape.depth,
        ),
      )
    if (shape.aliases > QUERY_LIMITS.aliases)
      refused.push(
        limitError(
          'aliases',
          `The query has ${shape.aliases} aliases; the limit is ${QUERY_LIMITS.aliases}.`,
          shape.aliases,
        ),
      )
    if (shape.fields > QUERY_LIMITS.fields)
      refused.push(
        limitError(
          'fields',
          `The query has ${shape.fields} fields; the limit is ${QUERY_LIMITS.fields}.`,
          shape.fields,
        ),
      )
    if (shape.rootFields > QUERY_LIMITS.rootFields) {
      refused.push(
        limitError(
          'rootFields',
          `An operation of the query asks for ${shape.rootFields} root fields; the limit is ${QUERY_LIMITS.rootFields}.`,
          shape.rootFields,
        ),
      )
    }
    if (refused.length) return { refused }
    const invalid = validate(schema, document, specifiedRules)
    if (invalid.length) return { refused: invalid }
    return { document, ...(estimated as { cost: number; recheck: boolean }) }
  }

  return {
    /** The compiled query, or why it is refused; query texts over the byte limit are not cached. */
    compile(query: string): CompiledQuery {
      const bytes = Buffer.byteLength(query, 'utf8')
      if (bytes > QUERY_LIMITS.bytes) {
        return {
          refused: [limitError('bytes', `The query has ${bytes} bytes; the limit is ${QUERY_LIMITS.bytes}.`, bytes)],
        }
      }
      let compiled = cache.get(query)
      if (!compiled) {
        compiled = compileUncached(query)
        if (cache.size >= cacheSize) cache.clear()
        cache.set(query, compiled)
      }
      return compiled
    },

    /** The refusal of a document whose cost depends on the request's `limit` variables, if it is over. */
    checkRequest(
      compiled: Extract<CompiledQuery, { document: DocumentNode }>,
      variables: Record<string, unknown>,
      operationName?: string,
    ): GraphQLError | undefined {
      if (!compiled.recheck) return undefined
      try {
        const cost = getComplexity({
          schema,
          query: compiled.document,
          variables,
          ...(operationName === undefined ? {} : { operationName }),
          estimators: [requestCost],
          maxQueryNodes: QUERY_LIMITS.complexityNodes,
        })
        return cost > QUERY_LIMITS.complexity ? complexityError(cost) : undefined
      } catch (error) {
        if (isNodesError(error)) return nodesError()
        if (error instanceof GraphQLError) return error
        return new GraphQLError('The query could not be estimated with these variables.')
      }
    },
  }
}

const isNodesError = (error: unknown) =>
  error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)
