import { ApiError, LOCALE_HEADER, UNKNOWN_ERROR } from './api'
import { marketLocale } from '@common/market'

/** Where the shop's own API serves an order's document (spec 7.3), in the page's language. */
export const orderDocumentPath = (orderId: string, locale: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/document?locale=${marketLocale(locale)}`

/** The order document as a PDF file, asked for with the shopper's own session cookie (the owner only). */
export async function fetchOrderDocument(
  { orderId, locale, baseUrl = '' }: { orderId: string; locale: string; baseUrl?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'application/pdf', [LOCALE_HEADER]: marketLocale(locale) }
  let response: Response
  try {
    response = await fetchImpl(`${baseUrl}${orderDocumentPath(orderId, locale)}`, {
      headers,
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 500, null)
  }
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
    const payload: unknown = await response.json().catch(() => null)
    throw new ApiError(UNKNOWN_ERROR, response.status || 500, payload)
  }
  return response.blob()
}
