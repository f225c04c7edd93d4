// @ts-nocheck
import { test, type APIRequestContext, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { RESULT_CARDS } from '../../model-tests/checkout/checkout.model-data'
import type { ModelPath } from '../../model-tests/support/paths'

/** A demo SKU in stock in the web channel (server/platform/commerce/catalog). */
export const IN_STOCK_SKU = '13000304040350'

/**
 * Demo SKUs with over 100 pieces online, one for each spec that places orders of its own (tracking,
 * shipments, returns): none of them runs another, or the checkout's `IN_STOCK_SKU`, out of stock.
 */
export const ORDER_SKUS = {
  tracking: '13000107013380',
  trackingModel: '22000101034420',
  shipment: '51000102163001',
  returns: '26000102378420',
  returnModel: '28000401001390',
} as const

interface Shopper {
  /** The value of the shopper's HttpOnly session cookie, for `useSession` (./fixtures.ts). */
  session: string
  /** Headers that make a request the shopper's own: their session cookie. */
  headers: { cookie: string }
}

/** A guest whose bag is empty: a cart without lines (test data), the session its creation started. */
export async function guestWithEmptyCart(): Promise<Shopper> {
  const { session, headers } = await guestWithCart()
  const response = await fetch(new URL('/api/graphql', test.info().project.use.baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      query: `{ me { activeCart { id version lineItems { id } } } }`,
    }),
  })
  const cart = (
    (await response.json()) as {
      data: { me: { activeCart: { id: string; version: number; lineItems: Array<{ id: string }> } } }
    }
  ).data.me.activeCart
  const removed = await fetch(new URL('/api/graphql', test.info().project.use.baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      query: `mutation { updateMyCart(id: "${cart.id}", version: ${cart.version}, actions: [{ removeLineItem: { lineItemId: "${cart.lineItems[0]!.id}" } }]) { id } }`,
    }),
  })
  if (!removed.ok) throw new Error(`guest with an empty cart: ${removed.status} ${await removed.text()}`)
  return { session, headers }
}

/**
 * A guest with a fresh cart holding one line (test data): the cart is the shopper's first write
 * through the shop's GraphQL endpoint, which starts the session. Sent without a cookie jar, so
 * each call makes a new shopper.
 */
export async function guestWithCart(): Promise<Shopper & { cartId: string; version: number }> {
  const response = await fetch(new URL('/api/graphql', test.info().project.use.baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [{ sku: "${IN_STOCK_SKU}", quantity: 1, distributionChannel: { key: "CZ-web", typeId: "channel" } }], shippingAddress: { country: "CZ" } }) { id version } }`,
    }),
  })
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('kestrel_sid='))
    ?.split(';')[0]!
    .slice('kestrel_sid='.length)
  if (!response.ok || !session) throw new Error(`guest with a cart: ${response.status} ${await response.text()}`)
  const cart = ((await response.json()) as { data: { createMyCart: { id: string; version: number } } }).data
    .createMyCart
  return { session, headers: { cookie: `kestrel_sid=${session}` }, cartId: cart.id, version: cart.version }
}

/**
 * A signed-in shopper of the demo data with a fresh cart of one line: signed in through the shop's
 * API (without a cookie jar), then the cart created as their first write.
 */
export async function customerWithCart(email: string, password: string): Promise<Shopper> {
  const base = test.info().project.use.baseURL
  const signedIn = await fetch(new URL('/api/session/sign-in', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base!).origin },
    body: JSON.stringify({ email, password }),
  })
  const session = signedIn.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('kestrel_sid='))
    ?.split(';')[0]!
    .slice('kestrel_sid='.length)
  if (!signedIn.ok || !session) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`)
  const headers = { cookie: `kestrel_sid=${session}` }
  const created = await fetch(new URL('/api/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base!).origin, ...headers },
    body: JSON.stringify({
      query: `mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [{ sku: "${IN_STOCK_SKU}", quantity: 1, distributionChannel: { key: "CZ-web", typeId: "channel" } }], shippingAddress: { country: "CZ" } }) { id } }`,
    }),
  })
  if (!created.ok) throw new Error(`a customer's cart: ${created.status} ${await created.text()}`)
  return { session, headers }
}

/** An order awaiting payment, made through the shop's own API (the same call the payment step makes). */
export async function guestWithOrder(request: APIRequestContext) {
  const shopper = await guestWithCart()
  const { headers } = shopper
  const order = (await (
    await request.post('/api/orders', { headers, data: { cartId: shopper.cartId, version: shopper.version } })
  ).json()) as { data: { id: string } }
  return { ...shopper, orderId: order.data.id }
}

/** An order whose card payment went to 3-D Secure and was answered there (complete or fail). */
export async function guestBackFromThreeDS(request: APIRequestContext, outcome: 'complete' | 'fail') {
  const shopper = await guestWithOrder(request)
  const returnPath = `/en/checkout?order=${shopper.orderId}`
  const session = (await (
    await request.post('/api/payment/session', {
      headers: shopper.headers,
      data: { orderId: shopper.orderId, returnPath },
    })
  ).json()) as { data: { id: string; reference: string } }
  const paid = await request.post('/api/payment/payments', {
    headers: shopper.headers,
    data: {
      orderId: shopper.orderId,
      sessionId: session.data.id,
      reference: session.data.reference,
      returnPath,
      paymentMethod: card(RESULT_CARDS.ChallengeShopper!),
    },
  })
  const action = ((await paid.json()) as { data: { action: { url: string } } }).data.action
  const token = action.url.split('/').pop()!
  await request.post(action.url, { form: { outcome }, maxRedirects: 0 })
  return { ...shopper, redirectResult: token }
}

/** Pays an order with the card that is authorised at once, through the shop's own API (test data). */
export async function payOrder(request: APIRequestContext, headers: Record<string, string>, orderId: string) {
  const returnPath = `/en/checkout?order=${orderId}`
  const session = (await (
    await request.post('/api/payment/session', { headers, data: { orderId, returnPath } })
  ).json()) as { data: { id: string; reference: string } }
  await request.post('/api/payment/payments', {
    headers,
    data: {
      orderId,
      sessionId: session.data.id,
      reference: session.data.reference,
      returnPath,
      paymentMethod: card(RESULT_CARDS.Authorised!),
    },
  })
}

/** Pays the order the checkout page shows (its `?order=`), as the shopper the page is signed in as. */
export async function payPageOrder(page: Page): Promise<boolean> {
  const orderId = page.url().startsWith('http') ? new URL(page.url()).searchParams.get('order') : null
  if (!orderId) return false
  // The page's own request context sends the browser's cookies, the session among them.
  await payOrder(page.request, {}, orderId)
  return true
}

export const card = (number: string) => ({ type: 'scheme', number, expiryMonth: '03', expiryYear: '2030', cvc: '737' })

/** The first later step that settles `actor`: its event (done with an output, or an error). */
export function settlementOf(path: ModelPath, from: number, actor: string): EventObject | null {
  for (const step of path.steps.slice(from + 1)) {
    if (step.event.type === `xstate.done.actor.${actor}` || step.event.type === `xstate.error.actor.${actor}`)
      return step.event
  }
  return null
}

/** Which request each actor makes, so a failure can be forced for the step that expects one. */
export const ACTOR_REQUESTS: Record<string, (url: string, body: string) => boolean> = {
  loadCheckout: (url, body) => url.includes('/api/graphql') && body.includes('query CheckoutCart'),
  saveContact: (url, body) => url.includes('/api/graphql') && body.includes('SetCheckoutContact'),
  saveDelivery: (url, body) => url.includes('/api/graphql') && body.includes('SetCheckoutDelivery'),
  validateAddress: (url) => url.includes('/api/checkout/validate-address'),
  createSession: (url) => url.includes('/api/payment/session'),
  createOrder: (url) => url.includes('/api/orders'),
  submitPayment: (url) => url.includes('/api/payment/payments'),
  confirmPayment: (url) => url.includes('/api/payment/details'),
}

/** Fails the next request of `actor` with a server error (the service being down). */
export async function failNext(
  page: Page,
  actor: string,
  answer: { status: number; body: unknown } = { status: 500, body: { error: 'Unavailable' } },
) {
  const matches = ACTOR_REQUESTS[actor]!
  let used = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (!used && request.method() === 'POST' && matches(request.url(), request.postData() ?? '')) {
      used = true
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
    } else await route.fallback()
  })
}

/**
 * Holds the next request of `actor` until the returned function is called: the page's busy state
 * lasts until the test has seen it. A later route (a forced failure) answers the request then.
 */
export async function holdNext(page: Page, actor: string): Promise<() => void> {
  const matches = ACTOR_REQUESTS[actor]
  if (!matches) throw new Error(`No request is known for ${actor}`)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let used = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (!used && request.method() === 'POST' && matches(request.url(), request.postData() ?? '')) {
      used = true
      await released
    }
    await route.fallback()
  })
  return release
}
