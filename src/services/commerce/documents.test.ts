import { readFileSync } from 'node:fs'
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import * as cart from './cart.documents'
import * as customer from './customer.documents'
import * as order from './order.documents'
import * as wishlist from './wishlist.documents'

const REFERENCE = '/work/shared/reference/commercetools-graphql.graphql'
let schema: GraphQLSchema

const operations = Object.entries({ ...prefixed('cart', cart), ...prefixed('customer', customer), ...prefixed('wishlist', wishlist), ...prefixed('order', order) })
  .filter(([, text]) => /^\s*(query|mutation)\b/.test(text))

function prefixed(file: string, module: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(module).flatMap(([name, value]) => (typeof value === 'string' ? [[`${file}#${name}`, value]] : [])))
}

describe('commerce documents (spec 7.1)', () => {
  beforeAll(() => {
    schema = buildSchema(readFileSync(REFERENCE, 'utf8'))
  })

  it('cover the cart, customer and wishlist calls of spec 7.1 and order creation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35)
    expect(cart.CREATE_MY_ORDER_FROM_CART).toContain('createMyOrderFromCart')
  })

  it.each(operations)('%s validates against the commercetools schema', (_, text) => {
    expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([])
  })

  it('send id, version, storeKey and locale on every cart and wishlist update', () => {
    const updates = operations.filter(([, text]) => /updateMy(Cart|ShoppingList)\(/.test(text))
    expect(updates.length).toBeGreaterThan(15)
    for (const [, text] of updates) expect(text).toMatch(/\$id: String!, \$version: Long!, \$storeKey: KeyReferenceInput, \$locale: Locale/)
  })

  it('clear the master-data flag on every address change', () => {
    const changes = operations.filter(([, text]) => text.includes('updateMyCustomer('))
    expect(changes).toHaveLength(6)
    for (const [, text] of changes) expect(text).toContain('customer_CF_LastUpdateByMasterData')
  })
})
