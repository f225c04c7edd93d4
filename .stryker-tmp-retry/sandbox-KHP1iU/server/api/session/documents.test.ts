// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { commerceSchemaSdl } from '../../platform/commerce/graphql/schema.generated'
import * as addresses from '../addresses/addresses.generated'
import * as cart from '../cart/cart.generated'
import * as user from '../user/user.generated'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const referencePath = path.resolve(root, '../shared/reference/commercetools-graphql.graphql')

/** The operations the own API sends with the shopper's token (fragments are sent with their operation). */
const operations = Object.entries({ ...addresses, ...cart, ...user }).flatMap(([name, value]) =>
  value instanceof String && /^\s*(query|mutation)/.test(String(value)) ? [[name, String(value)] as const] : [],
)

describe('the own API’s shopper documents', () => {
  const schemas = [
    ['the local platform', buildSchema(commerceSchemaSdl)] as const,
    ...(existsSync(referencePath)
      ? [
          [
            'the commercetools reference',
            buildSchema(readFileSync(referencePath, 'utf8'), { assumeValidSDL: true }),
          ] as const,
        ]
      : []),
  ]
  it.each(schemas)('validate against %s', (_, schema) => {
    expect(operations.length).toBeGreaterThanOrEqual(4)
    const problems = operations.flatMap(([name, text]) =>
      validate(schema, parse(text)).map((error) => `${name}: ${error.message}`),
    )
    expect(problems).toEqual([])
  })
})
