/**
 * Latency of the local commerce platform over real HTTP: add-to-cart and product-by-sku,
 * p50/p95. Seeds the demo catalog (CATALOG_SCALE, default 1) into a fresh database: in-memory
 * PGlite, or a scratch database on the PostgreSQL server in DATABASE_URL.
 *
 *   npx tsx scripts/bench-commerce.ts
 *   CATALOG_SCALE=10 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-commerce.ts
 */
// @ts-nocheck

import { commerceCatalogSeeder } from '../server/platform/commerce/catalog.seed'
import { commerceClient } from '../server/platform/commerce/testing/client'
import { startTestServer } from '../tests/support/server'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)

// Dropping the scratch PostgreSQL database at the end ends the pool's last idle connection.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (error.code !== '57P01') throw error
})

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const report = (name: string, values: number[]) =>
  console.log(
    `${name.padEnd(16)} n=${values.length}  p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`,
  )

const seeded = performance.now()
const server = await startTestServer({ seeders: [commerceCatalogSeeder] })
console.log(
  `${server.database.kind}, CATALOG_SCALE=${process.env.CATALOG_SCALE ?? 1}: seeded in ${Math.round(performance.now() - seeded)} ms`,
)
try {
  const client = commerceClient(server.origin)
  const db = server.database.db.withTables<{ commerce_inventory: { sku: string; available_quantity: number } }>()
  const skus = (
    await db
      .selectFrom('commerce_inventory')
      .select('sku')
      .where('available_quantity', '>', 0)
      .distinct()
      .limit(2000)
      .execute()
  ).map((row) => row.sku)
  if (skus.length === 0) throw new Error('The catalog has no stock to add to a cart.')
  const pick = (index: number) => skus[(index * 7919) % skus.length]!
  const channel = (await client.gql(await client.serverToken(), '{ channel(key: "CZ-web") { id } }')).data.channel
    .id as string

  const PRODUCT = `query($sku: String!, $channelId: String!) { inStore(key: "CZ-web") { product(sku: $sku) { id key masterData { current {
    name(locale: "cs-CZ") variant(sku: $sku) { sku images { url } attributesRaw { name value }
      price(currency: "CZK", country: "CZ", channelId: $channelId) { value { centAmount } discounted { value { centAmount } } custom { customFieldsRaw { name value } } }
      availability { channels { results { channel { key } availability { isOnStock availableQuantity } } } } } } } } } }`
  const bySku: number[] = []
  let shopperToken = ''
  for (let index = 0; index < ROUNDS; index++) {
    if (index % 50 === 0) shopperToken = (await client.anonymousToken()).access_token
    const started = performance.now()
    const result = await client.gql(shopperToken, PRODUCT, { sku: pick(index), channelId: channel })
    bySku.push(performance.now() - started)
    if (result.errors || !result.data.inStore.product)
      throw new Error(`product-by-sku failed: ${JSON.stringify(result.errors)}`)
  }

  const ADD = `mutation($id: String!, $version: Long!, $sku: String!) { updateMyCart(id: $id, version: $version, storeKey: "CZ-web", actions: [
    { addLineItem: { sku: $sku, quantity: 1, distributionChannel: { key: "CZ-web", typeId: "channel" }, supplyChannel: { key: "CZ-web", typeId: "channel" } } }]) {
    id version totalPrice { centAmount } lineItems { id quantity variant { sku } } } }`
  const addToCart: number[] = []
  let cart: { id: string; version: number } | undefined
  let token = ''
  for (let index = 0; index < ROUNDS; index++) {
    if (index % 10 === 0) {
      token = (await client.anonymousToken()).access_token
      const created = await client.gql(
        token,
        `mutation { createMyCart(draft: { currency: "CZK", country: "CZ", store: { key: "CZ-web", typeId: "store" } }) { id version } }`,
      )
      cart = created.data.createMyCart
    }
    const started = performance.now()
    const result = await client.gql(token, ADD, { id: cart!.id, version: cart!.version, sku: pick(index) })
    addToCart.push(performance.now() - started)
    if (result.errors) throw new Error(`add-to-cart failed: ${JSON.stringify(result.errors)}`)
    cart = result.data.updateMyCart
  }
  report('product-by-sku', bySku)
  report('add-to-cart', addToCart)
} finally {
  await server.close()
}
