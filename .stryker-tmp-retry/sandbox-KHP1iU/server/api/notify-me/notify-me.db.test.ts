// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceCatalogSeeder } from '../../platform/commerce/catalog.seed'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import type { NotifyMeTables } from './notify-me.tables'

let server: TestServer
const SOLD_OUT_SKU = '28000205094360'

const post = (body: unknown) =>
  fetch(`${server.origin}/api/notify-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const rows = () =>
  server.database.db
    .withTables<NotifyMeTables>()
    .selectFrom('product_notify_me_requests')
    .selectAll()
    .orderBy('id')
    .execute()

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
}, 120_000)
afterAll(() => server.close())

describe('POST /api/notify-me', () => {
  it('stores one back-in-stock request per email and sku', async () => {
    const first = await post({ email: ' Jana.Novakova@Example.com ', sku: SOLD_OUT_SKU, locale: 'cs-CZ' })
    expect(first.status).toBe(201)
    const { data } = (await first.json()) as { data: { id: string; email: string; subscribed: boolean } }
    expect(data).toMatchObject({ email: 'jana.novakova@example.com', subscribed: true })

    const again = await post({ email: 'jana.novakova@example.com', sku: SOLD_OUT_SKU, locale: 'en' })
    expect(again.status).toBe(201)
    expect(((await again.json()) as { data: { id: string } }).data.id).toBe(data.id)

    const stored = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      email: 'jana.novakova@example.com',
      sku: SOLD_OUT_SKU,
      product_key: '280002-05094',
      locale: 'en',
      notified_at: null,
    })

    await post({ email: 'petr.svoboda@example.com', sku: SOLD_OUT_SKU, locale: 'cs-CZ' })
    expect(await rows()).toHaveLength(2)
  })

  it('answers 400 with { error } for bad input and stores nothing', async () => {
    const before = (await rows()).length
    for (const body of [
      { email: 'not-an-email', sku: SOLD_OUT_SKU, locale: 'en' },
      { email: `${'a'.repeat(65)}@example.com`, sku: SOLD_OUT_SKU, locale: 'en' },
      { email: 'a@example.com', sku: 'abc', locale: 'en' },
      { email: 'a@example.com', sku: SOLD_OUT_SKU, locale: 'de' },
      { sku: SOLD_OUT_SKU, locale: 'en' },
    ]) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: expect.any(String) })
    }
    const notJson = await fetch(`${server.origin}/api/notify-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect(await rows()).toHaveLength(before)
  })

  it('answers 404 for a sku the shop does not sell', async () => {
    const response = await post({ email: 'a@example.com', sku: '99999999999999', locale: 'en' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('99999999999999') })
  })
})
