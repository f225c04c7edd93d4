// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, parse, stripIgnoredCharacters, validate, type GraphQLSchema } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import * as cart from './cart.generated'
import * as customer from './customer.generated'
import * as order from './order.generated'
import * as wishlist from './wishlist.generated'

/** The commercetools reference schema, kept beside the repository (as the platform's conformance test reads it). */
const REFERENCE = path.resolve(process.cwd(), '../shared/reference/commercetools-graphql.graphql')
let schema: GraphQLSchema | null = null

const operations = Object.entries({
  ...prefixed('cart', cart),
  ...prefixed('customer', customer),
  ...prefixed('wishlist', wishlist),
  ...prefixed('order', order),
}).filter(([, text]) => /^\s*(query|mutation)\b/.test(text))

function prefixed(file: string, module: Record<string, unknown>) {
  return Object.fromEntries(
    // The generated documents are String objects (typed document strings).
    Object.entries(module).flatMap(([name, value]) =>
      value instanceof String ? [[`${file}#${name}`, String(value)]] : [],
    ),
  )
}

describe('commerce documents (spec 7.1)', () => {
  beforeAll(() => {
    if (existsSync(REFERENCE)) schema = buildSchema(readFileSync(REFERENCE, 'utf8'))
    else
      console.warn(
        `${REFERENCE} is absent: documents are only parsed here; the platform's conformance test validates them.`,
      )
  })

  it('cover the cart, customer and wishlist calls of spec 7.1 and order creation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35)
    expect(String(cart.CreateMyOrderFromCartDocument)).toContain('createMyOrderFromCart')
  })

  it.each(operations)('%s validates against the commercetools schema', (_, text) => {
    const document = parse(text)
    if (schema) expect(validate(schema, document).map((e) => e.message)).toEqual([])
  })

  it('send id, version, storeKey and locale on every cart and wishlist update', () => {
    const updates = operations.filter(([, text]) => /updateMy(Cart|ShoppingList)\(/.test(text))
    expect(updates.length).toBeGreaterThan(15)
    for (const [, text] of updates)
      expect(stripIgnoredCharacters(text)).toMatch(
        /\(\$id:String!\$version:Long!\$storeKey:KeyReferenceInput\$locale:Locale\b/,
      )
  })

  it('clear the master-data flag on every address change', () => {
    const changes = operations.filter(([, text]) => text.includes('updateMyCustomer('))
    expect(changes).toHaveLength(6)
    for (const [, text] of changes) expect(text).toContain('customer_CF_LastUpdateByMasterData')
  })
})
