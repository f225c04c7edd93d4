import { randomBytes } from 'node:crypto'
import type { PlatformAccess } from '../platform-access/platform-access'

/** The payment provider's server-side credentials: they never reach the browser (spec 7.3 `payment/session`). */
export const paymentProvider = {
  apiKey: process.env.PAYMENTS_API_KEY ?? 'kestrel-local-payments',
  merchantAccount: process.env.PAYMENTS_MERCHANT_ACCOUNT ?? 'KestrelECOM',
}

interface ProviderAnswer {
  status: number
  body: Record<string, unknown>
}

/** One call of the provider's checkout API (v71), over HTTP. */
export async function providerCall(platform: PlatformAccess, path: string, body: unknown): Promise<ProviderAnswer> {
  const response = await platform.fetch(`${platform.origin}/platform/payments/v71${path}`, {
    method: 'POST',
    headers: { 'x-api-key': paymentProvider.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown> }
}

/** A fresh merchant reference; the commerce payment carries it as its key (README "Notifications"). */
export const newReference = () => `KP-${randomBytes(6).toString('hex').toUpperCase()}`

/** A path of this shop (never another origin) made absolute on the origin the shopper came from. */
export function returnUrlOf(requestUrl: string, returnPath: string): string {
  return new URL(returnPath, new URL(requestUrl).origin).toString()
}

/** The provider's action URL as a path, so the browser stays on the shop's own origin. */
export function actionOf(body: Record<string, unknown>): { type: string; url: string } | null {
  const action = body.action as { type?: string; url?: string } | undefined
  if (!action?.url) return null
  const url = new URL(action.url)
  return { type: action.type ?? 'redirect', url: `${url.pathname}${url.search}` }
}
