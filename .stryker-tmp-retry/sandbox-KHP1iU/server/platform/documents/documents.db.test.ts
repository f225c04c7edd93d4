// @ts-nocheck
import { PDFDocument } from 'pdf-lib'
import { pdfText } from '../../../tests/support/pdf-text'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { commerceCatalogSeeder } from '../commerce/catalog.seed'
import { LOCAL_DOCUMENTS_API_KEY } from './documents.config'
import { postedOrderSummary as posted } from './testing'

let server: TestServer
const url = (path: string) => `${server.origin}/platform/documents${path}`
const KEY = { 'x-api-key': LOCAL_DOCUMENTS_API_KEY }
const get = (path: string) => fetch(url(path), { headers: KEY })
const post = (path: string, body: unknown) =>
  fetch(url(path), {
    method: 'POST',
    headers: { ...KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  server = await startTestServer({ seeders: [commerceCatalogSeeder] })
})
afterAll(() => server.close())

describe('order documents over HTTP', () => {
  it('renders a stored order of the commerce platform as a parseable PDF', async () => {
    const response = await get('/orders/KE260000101.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Objednávka KE260000101')
    const text = await pdfText(bytes)
    expect(text).toContain('Objednávka KE260000101')
    expect(text).toContain('Vinohradská 112')
    expect(text).toContain('3 890,00 Kč')
    const english = await pdfText(new Uint8Array(await (await get('/orders/KE260000101.pdf?locale=en')).arrayBuffer()))
    expect(english).toContain("Women's Aria 2.0 Suede Sneakers")
  })

  it('renders posted order data, paging long orders', async () => {
    const response = await post('/orders/KE-POSTED-1.pdf', posted)
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    expect(text).toContain('Order KE-POSTED-1')
    expect(text).toContain('Chelsea Boots Řemen')
    expect(text).toContain('Shipping: Zásilkovna')
    expect(text).toContain('CZK 5,059.00')
    const many = {
      ...posted,
      lineItems: Array.from({ length: 60 }, (_, index) => ({ ...posted.lineItems[0], sku: String(index) })),
    }
    const long = await PDFDocument.load(
      new Uint8Array(await (await post('/orders/KE-POSTED-2.pdf', many)).arrayBuffer()),
    )
    expect(long.getPageCount()).toBe(3)
  })

  it('answers 401 without the API key, or with a wrong one, and renders nothing', async () => {
    for (const headers of [
      {},
      { 'x-api-key': 'not-the-key-of-this-service' },
      { authorization: 'Bearer not-the-key-of-this-service' },
    ] as Record<string, string>[]) {
      const response = await fetch(url('/orders/KE260000101.pdf'), { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect((await response.json()).error).toMatch(/API key/)
      expect(
        (
          await fetch(url('/orders/KE-POSTED-4.pdf'), {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(posted),
          })
        ).status,
      ).toBe(401)
    }
    expect(
      (await fetch(url('/orders/KE260000101.pdf'), { headers: { authorization: `Bearer ${LOCAL_DOCUMENTS_API_KEY}` } }))
        .status,
    ).toBe(200)
  })

  it('answers unknown orders with 404 and bad input with 400', async () => {
    expect((await get('/orders/KE999999999.pdf')).status).toBe(404)
    expect((await get('/orders/KE260000101.docx')).status).toBe(400)
    expect((await get('/orders/KE260000101.pdf?locale=de')).status).toBe(400)
    const empty = await post('/orders/KE-POSTED-3.pdf', { ...posted, lineItems: [] })
    expect(empty.status).toBe(400)
    expect((await empty.json()).error).toMatch(/at least one line item/)
    const badDate = await post('/orders/KE-POSTED-3.pdf', { ...posted, createdAt: 'yesterday', currency: 'czk' })
    expect((await badDate.json()).error).toMatch(
      /createdAt must be an ISO 8601 date-time.*currency must be an ISO 4217 code/,
    )
  })
})
