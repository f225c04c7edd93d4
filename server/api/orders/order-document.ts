import type { PlatformAccess } from '../platform-access/platform-access'
import type { Locale } from '@common/market'

/** The document service's key: server side only (order documents hold names and addresses). */
const documentService = {
  apiKey: process.env.DOCUMENTS_API_KEY ?? 'kestrel-local-documents-key',
}

/** The order document (spec 7.3) of an order number, as the document service renders it. */
export async function fetchOrderDocument(
  platform: PlatformAccess,
  orderNumber: string,
  locale: Locale,
): Promise<Response> {
  return fetch(
    `${platform.origin}/platform/documents/orders/${encodeURIComponent(orderNumber)}.pdf?locale=${encodeURIComponent(locale)}`,
    {
      headers: { 'x-api-key': documentService.apiKey },
    },
  )
}
