import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { market, type Locale } from '@common/market'

/** Header of spec 7.2, with the brand word filled in. */
import { LOCALE_HEADER } from '@common/market'
export { LOCALE_HEADER }

export const UNKNOWN_ERROR = 'Unknown error occurred'

export interface ApiClient {
  get<T>(path: string, schema: $ZodType<T>): Promise<T>
  post<T>(path: string, body: unknown, schema: $ZodType<T>): Promise<T>
  put<T>(path: string, body: unknown, schema: $ZodType<T>): Promise<T>
  delete<T>(path: string, body: unknown, schema: $ZodType<T>): Promise<T>
}

interface ApiClientOptions {
  /** Origin of the product's own API: '' in the browser, the server's own origin during SSR. */
  baseUrl: string
  fetch?: typeof fetch
  /** The page's locale, sent with every call: the API answers for its store (spec 1.2). */
  locale?: Locale
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message)
  }
}

/** Spec 8.2: every failure becomes `{ error, status, data }`; status 500 and 'Unknown error occurred' by default. */
interface NormalizedApiError {
  error: string
  status: number
  data: unknown
}

export function normalizeApiError(failure: unknown): NormalizedApiError {
  if (failure instanceof ApiError) return { error: failure.message, status: failure.status, data: failure.data }
  return { error: UNKNOWN_ERROR, status: 500, data: null }
}

function messageOf(body: unknown): string {
  const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown }
  if (typeof error === 'string' && error) return error
  if (typeof message === 'string' && message) return message
  return UNKNOWN_ERROR
}

/**
 * The product's own `/api` (spec 7.2): `data.data` when present, else `data`. The API acts for the
 * shopper by the session cookie that goes with each same-origin request; the page holds no token.
 */
export function createApiClient({
  baseUrl,
  fetch: fetchImpl = fetch,
  locale = market.defaultLocale,
}: ApiClientOptions): ApiClient {
  async function send<T>(method: string, path: string, body: unknown, schema: $ZodType<T>): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', [LOCALE_HEADER]: locale }
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch {
      throw new ApiError(UNKNOWN_ERROR, 500, null)
    }
    const payload: unknown = await response.json().catch(() => null)
    if (!response.ok) throw new ApiError(messageOf(payload), response.status || 500, payload)
    const data = (payload as { data?: unknown } | null)?.data ?? payload
    return z.parse(schema, data)
  }
  return {
    get: (path, schema) => send('GET', path, undefined, schema),
    post: (path, body, schema) => send('POST', path, body, schema),
    put: (path, body, schema) => send('PUT', path, body, schema),
    delete: (path, body, schema) => send('DELETE', path, body, schema),
  }
}
