/**
 * Latency of order tracking (spec 2.7 "Order tracking") over real HTTP, p50/p95: the shop's API and
 * local platform on the demo catalog (CATALOG_SCALE, 10 for the numbers in the README) with ORDERS
 * guest orders (default 1,000), then LOOKUPS lookups (default 200) by number and email, half of them
 * found, half a right number with a wrong email. Every answer waits for the lookup's floor (250 ms,
 * so found and not found cannot be told apart by time); the table gives the time beyond it too.
 * Each lookup names its own client address behind one trusted proxy, so the throttles never answer.
 *
 *   CATALOG_SCALE=10 npx tsx scripts/bench-order-tracking.ts
 *   CATALOG_SCALE=10 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-order-tracking.ts
 */
// @ts-nocheck

import { contentSeeder } from '../server/api/content/content.seed'
import { commerceCatalogSeeder } from '../server/platform/commerce/catalog.seed'
import { commerceClient } from '../server/platform/commerce/testing/client'
import { graphql, guest, placeOrder } from '../tests/security/shopper'
import { startTestServer } from '../tests/support/server'

const ORDERS = Number(process.env.ORDERS ?? 1000)
const LOOKUPS = Number(process.env.LOOKUPS ?? 200)
/** The email `placeOrder` gives its orders. */
const EMAIL = 'shopper@example.com'
/** The floor every lookup answers after (server/api/order-tracking/order-tracking.routes.ts). */
const FLOOR_MS = 250
/** Orders placed at once. */
const PARALLEL = 4

// Dropping the scratch PostgreSQL database at the end ends the pool's last idle connection.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (error.code !== '57P01') throw error
})

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${(
    percentile(values, 50) - FLOOR_MS
  ).toFixed(1)} | ${(percentile(values, 95) - FLOOR_MS).toFixed(1)} |`

const started = performance.now()
const server = await startTestServer({
  seeders: [commerceCatalogSeeder, contentSeeder],
  env: { TRUSTED_PROXY_HOPS: '1' },
})
console.log(
  `${server.database.kind}, CATALOG_SCALE=${process.env.CATALOG_SCALE ?? 1}: seeded in ${Math.round(performance.now() - started)} ms`,
)
try {
  const client = commerceClient(server.origin)
  const channel = (await client.gql(await client.serverToken(), '{ channel(key: "CZ-web") { id } }')).data.channel
    .id as string
  const db = server.database.db.withTables<{
    commerce_inventory: { sku: string; supply_channel_id: string; available_quantity: number }
  }>()
  // In stock in the web shop's channel, enough for the orders that take it.
  const skus = (
    await db
      .selectFrom('commerce_inventory')
      .select('sku')
      .where('supply_channel_id', '=', channel)
      .where('available_quantity', '>', 5)
      .distinct()
      .limit(2000)
      .execute()
  ).map((entry) => entry.sku)
  if (skus.length === 0) throw new Error('The catalog has no stock to order.')

  const placing = performance.now()
  const numbers: string[] = []
  for (let batch = 0; batch < ORDERS; batch += PARALLEL) {
    const placed = await Promise.all(
      Array.from({ length: Math.min(PARALLEL, ORDERS - batch) }, async (_, offset) => {
        const shopper = await guest(server.origin)
        const id = await placeOrder(server.origin, shopper, skus[((batch + offset) * 7919) % skus.length]!)
        const data = await graphql<{ me: { order: { orderNumber: string } } }>(
          server.origin,
          shopper.token,
          'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
          { id },
        )
        return data.me.order.orderNumber
      }),
    )
    numbers.push(...placed)
  }
  console.log(`${numbers.length} orders placed in ${Math.round((performance.now() - placing) / 1000)} s`)

  const found: number[] = []
  const notFound: number[] = []
  for (let index = 0; index < LOOKUPS; index++) {
    const right = index % 2 === 0
    const orderNumber = numbers[(index * 7919) % numbers.length]!
    const began = performance.now()
    const response = await fetch(`${server.origin}/api/order-tracking`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({ orderNumber, email: right ? EMAIL : `someone.else.${index}@example.com`, locale: 'en' }),
    })
    await response.arrayBuffer()
    const ms = performance.now() - began
    if (response.status !== (right ? 200 : 404)) throw new Error(`lookup ${index}: ${response.status}`)
    ;(right ? found : notFound).push(ms)
  }
  console.log('| lookup | n | p50 ms | p95 ms | p50 beyond the floor | p95 beyond the floor |')
  console.log('|---|---|---|---|---|---|')
  console.log(row('found', found))
  console.log(row('not found', notFound))
  console.log(row('all', [...found, ...notFound]))
} finally {
  await server.close()
}
