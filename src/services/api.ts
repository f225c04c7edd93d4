import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { market } from '@common/market'

/** Header of spec 7.2, with the brand word filled in. */
export const LOCALE_HEADER = 'X-Kestrel-Locale'

export interface ApiClient {
  get<T>(path: string, schema: $ZodType<T>): Promise<T>
}

export interface ApiClientOptions {
  /** Origin of the product's own API: '' in the browser, the server's own origin during SSR. */
  baseUrl: string
  fetch?: typeof fetch
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

/** The product's own `/api` (spec 7.2): `data.data` when present, else `data`. */
export function createApiClient({ baseUrl, fetch: fetchImpl = fetch }: ApiClientOptions): ApiClient {
  return {
    async get(path, schema) {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        headers: { accept: 'application/json', [LOCALE_HEADER]: market.locales[0] },
      })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const message = (body as { error?: unknown } | null)?.error
        throw new ApiError(typeof message === 'string' ? message : 'Unknown error occurred', response.status, body)
      }
      const payload = (body as { data?: unknown } | null)?.data ?? body
      return z.parse(schema, payload)
    },
  }
}
