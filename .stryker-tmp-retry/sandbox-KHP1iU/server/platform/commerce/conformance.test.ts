// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLEnumType,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { buildDemoCatalog } from './catalog/demo-catalog'
import { commerceSchemaSdl } from './graphql/schema.generated'
import { documentFiles } from './testing/document-files'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const referencePath = path.resolve(root, '../shared/reference/commercetools-graphql.graphql')
const hasReference = existsSync(referencePath)
if (!hasReference) console.warn(`Skipping the commerce conformance tests: ${referencePath} is absent.`)

function asDocument(value: unknown): DocumentNode | undefined {
  // The generated documents are String objects (typed document strings).
  const text = typeof value === 'string' || value instanceof String ? String(value) : null
  if (text !== null && /^\s*(#[^\n]*\n\s*)*(query|mutation|subscription|fragment|\{)/.test(text)) return parse(text)
  if (value && typeof value === 'object' && (value as { kind?: string }).kind === Kind.DOCUMENT)
    return parse(print(value as DocumentNode))
  return undefined
}

describe.runIf(hasReference)('the local commerce schema', () => {
  const reference = hasReference
    ? buildSchema(readFileSync(referencePath, 'utf8'), { assumeValidSDL: true })
    : (undefined as unknown as GraphQLSchema)
  const local = buildSchema(commerceSchemaSdl)

  it('is a subset of the platform schema: every type, field and argument with the same type', () => {
    const problems: string[] = []
    for (const type of Object.values(local.getTypeMap())) {
      if (type.name.startsWith('__')) continue
      const theirs = reference.getType(type.name)
      if (!theirs) {
        problems.push(`type ${type.name} is not in the reference`)
        continue
      }
      if (theirs.constructor !== type.constructor) problems.push(`${type.name} is a different kind of type`)
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        const theirFields = (theirs as typeof type).getFields() as Record<
          string,
          { type: unknown; args?: ReadonlyArray<{ name: string; type: unknown }> }
        >
        for (const field of Object.values(type.getFields())) {
          const their = theirFields[field.name]
          if (!their) {
            problems.push(`${type.name}.${field.name} is not in the reference`)
            continue
          }
          if (String(their.type) !== String(field.type))
            problems.push(`${type.name}.${field.name}: ${String(field.type)} ≠ ${String(their.type)}`)
          for (const arg of 'args' in field ? field.args : []) {
            const theirArg = their.args?.find((candidate) => candidate.name === arg.name)
            if (!theirArg) problems.push(`${type.name}.${field.name}(${arg.name}) is not in the reference`)
            else if (String(theirArg.type) !== String(arg.type))
              problems.push(`${type.name}.${field.name}(${arg.name}): ${String(arg.type)} ≠ ${String(theirArg.type)}`)
          }
        }
      }
      if (isObjectType(type)) {
        for (const iface of type.getInterfaces()) {
          if (!(theirs as typeof type).getInterfaces().some((candidate) => candidate.name === iface.name))
            problems.push(`${type.name} does not implement ${iface.name} there`)
        }
      }
    }
    expect(problems).toEqual([])
    expect(getNamedType(local.getQueryType()!.getFields().me!.type).name).toBe('Me')
  })

  async function storefrontDocuments() {
    // The app's documents and the ones the product API sends with the shopper's or its own token.
    const files = [
      ...(await documentFiles(path.join(root, 'src', 'services'))),
      ...(await documentFiles(path.join(root, 'server', 'api'))),
      ...(await documentFiles(path.join(root, 'server', 'web'))),
      ...(await documentFiles(path.join(root, 'server', 'mail'))),
    ]
    if (files.length === 0) console.warn('No *.generated.ts files yet: nothing to validate.')
    const documents: Array<{ name: string; document: DocumentNode }> = []
    for (const file of files) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        const document = asDocument(value)
        if (document) documents.push({ name: `${path.relative(root, file)}#${name}`, document })
      }
    }
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const { document } of documents) {
      for (const definition of document.definitions)
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    }
    const checked: Array<{ name: string; document: DocumentNode; rules: typeof specifiedRules }> = []
    for (const { name, document } of documents) {
      const hasOperation = document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      const defined = new Set(
        document.definitions.flatMap((definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
        ),
      )
      // Fragments composed into an operation by the client are added the way the client would.
      const used = new Set<string>()
      const collect = (text: string) => {
        for (const match of text.matchAll(/\.\.\.\s*([_A-Za-z]\w*)/g)) {
          if (match[1] !== 'on' && !used.has(match[1]!) && !defined.has(match[1]!) && fragments.has(match[1]!)) {
            used.add(match[1]!)
            collect(print(fragments.get(match[1]!)!))
          }
        }
      }
      collect(print(document))
      const full = {
        ...document,
        definitions: [...document.definitions, ...[...used].map((fragment) => fragments.get(fragment)!)],
      }
      const rules = hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule)
      checked.push({ name, document: full, rules })
    }
    return checked
  }

  it('every GraphQL document the storefront sends validates against the platform schema', async () => {
    const problems = (await storefrontDocuments()).flatMap(({ name, document, rules }) =>
      validate(reference, document, rules).map((error) => `${name}: ${error.message}`),
    )
    expect(problems).toEqual([])
  })

  it('the local platform serves every GraphQL document the storefront sends', async () => {
    const problems = (await storefrontDocuments()).flatMap(({ name, document, rules }) =>
      validate(local, document, rules).map((error) => `${name}: ${error.message}`),
    )
    expect(problems).toEqual([])
  })
})

describe('the demo orders', () => {
  const local = buildSchema(commerceSchemaSdl)
  const values = (name: string) => (local.getType(name) as GraphQLEnumType).getValues().map((value) => value.name)

  it('hold only states the schema can answer with: a value outside its enum fails the whole order list', () => {
    const orders = buildDemoCatalog({ scale: 1 }).orders
    expect(orders.length).toBeGreaterThan(0)
    for (const order of orders) {
      expect(values('OrderState'), order.orderNumber).toContain(order.orderState)
      expect(values('PaymentState'), order.orderNumber).toContain(order.paymentState)
      if (order.shipmentState !== undefined)
        expect(values('ShipmentState'), order.orderNumber).toContain(order.shipmentState)
    }
  })
})
