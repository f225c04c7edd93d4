// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { validate } from '../../http/validate'
import { requireApiKey } from '../api-key'
import type { DocumentServiceOptions } from './documents.config'
import { renderOrderPdf } from './order-pdf'
import { renderReturnLabel, returnLabelSchema } from './return-label'
import { orderSummary } from './order-summary'
import { storedOrderSummary } from './stored-orders'

const fileParam = z.object({
  file: z
    .string()
    .regex(
      /^[A-Za-z0-9-]{4,40}\.pdf$/,
      'the document is {orderNumber}.pdf, the order number 4–40 letters, digits or hyphens',
    )
    .transform((file) => file.slice(0, -'.pdf'.length)),
})
const labelParam = z.object({
  file: z.string().regex(/^[A-Za-z0-9-]{4,64}\.pdf$/, 'the label is {returnId}.pdf'),
})
const localeQuery = z.object({
  locale: z.enum(['cs-CZ', 'en'], { message: 'locale must be one of cs-CZ, en' }).default('cs-CZ'),
})

const pdfResponse = (orderNumber: string, bytes: Uint8Array) =>
  new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${orderNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })

/**
 * Order documents as PDF (like a document-generation service): of an order stored on the
 * commerce platform, or of order data posted by the caller. Every call carries the service's
 * API key: the documents hold the shopper's name and addresses.
 */
export function createDocumentRoutes(db: Database, { apiKey }: DocumentServiceOptions): Hono {
  return new Hono()
    .use(
      requireApiKey(apiKey, (c) =>
        c.json({ error: 'A valid API key is required (x-api-key or Authorization: Bearer).' }, 401),
      ),
    )
    .get('/orders/:file', validate('param', fileParam), validate('query', localeQuery), async (c) => {
      const orderNumber = c.req.valid('param').file
      const summary = await storedOrderSummary(db, orderNumber, c.req.valid('query').locale)
      if (!summary) return c.json({ error: `No order ${orderNumber}` }, 404)
      return pdfResponse(orderNumber, await renderOrderPdf(orderNumber, summary))
    })
    .post('/orders/:file', validate('param', fileParam), validate('json', orderSummary), async (c) => {
      const orderNumber = c.req.valid('param').file
      return pdfResponse(orderNumber, await renderOrderPdf(orderNumber, c.req.valid('json')))
    })
    .post('/return-labels/:file', validate('param', labelParam), validate('json', returnLabelSchema), async (c) => {
      const label = c.req.valid('json')
      return pdfResponse(`return-${label.orderNumber}`, await renderReturnLabel(label))
    })
}
