import { readAnswer } from '../support/answer'

/**
 * An outsider's view of the shop: only public HTTP endpoints, the way a browser (or an attacker
 * with one) reaches them. No server internals are imported.
 */

export interface Shopper {
  token: string
}

export async function guest(origin: string): Promise<Shopper> {
  const response = await fetch(`${origin}/api/session/oauth/kestrel/anonymous/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })
  if (!response.ok) throw new Error(`guest token: ${response.status} ${await response.text()}`)
  return { token: ((await response.json()) as { access_token: string }).access_token }
}

export async function graphql<T = Record<string, unknown>>(origin: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${origin}/platform/commerce/kestrel/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> }
  if (body.errors?.length) throw new Error(`graphql: ${body.errors[0]!.message}`)
  return body.data as T
}

export async function api(origin: string, path: string, { token, body, method = 'POST' }: { token?: string | undefined; body?: unknown; method?: string } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return readAnswer(response)
}

const CART = 'id version totalPrice { centAmount currencyCode }'

/** SKUs of the commerce fixture with stock on the web channel; orders take them in turn. */
const SKUS = ['1000010138', '1000010139', '1000020238', '1000020239', '1000020240']
let placed = 0

/** A guest's order of `sku` with home delivery, placed through the shop's own API. */
export async function placeOrder(origin: string, shopper: Shopper, sku = SKUS[placed++ % SKUS.length]!, quantity = 1) {
  type Cart = { id: string; version: number }
  const created = await graphql<{ createMyCart: Cart }>(
    origin,
    shopper.token,
    `mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [], shippingAddress: { country: "CZ" } }) { ${CART} } }`,
  )
  const address = { firstName: 'Test', lastName: 'Shopper', streetName: 'Vodičkova 1', postalCode: '11000', city: 'Praha', country: 'CZ', email: 'shopper@example.com' }
  const updated = await graphql<{ updateMyCart: Cart }>(
    origin,
    shopper.token,
    `mutation Fill($id: String!, $version: Long!, $sku: String!, $quantity: Long!, $address: AddressInput!) {
      updateMyCart(id: $id, version: $version, storeKey: "CZ-web", actions: [
        { addLineItem: { sku: $sku, quantity: $quantity, distributionChannel: { key: "CZ-web", typeId: "channel" }, supplyChannel: { key: "CZ-web", typeId: "channel" } } },
        { setCustomerEmail: { email: "shopper@example.com" } },
        { setShippingMethod: { shippingMethod: { key: "HD", typeId: "shipping-method" } } },
        { setShippingAddress: { address: $address } },
        { setBillingAddress: { address: $address } }
      ]) { ${CART} } }`,
    { id: created.createMyCart.id, version: created.createMyCart.version, sku, quantity, address },
  )
  const order = await api(origin, '/api/orders', { token: shopper.token, body: { cartId: updated.updateMyCart.id, version: updated.updateMyCart.version } })
  if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.json)}`)
  return (order.json.data as { id: string; orderNumber: string }).id
}

/** Test cards of the payment stand-in (README "Payments test cards"). */
export const cards = {
  authorised: '4111111111111111',
  challenge: '4000000000003220',
  refused: '4000000000000002',
}

export const card = (number: string) => ({ type: 'scheme', number, expiryMonth: '03', expiryYear: '2030', cvc: '737' })

export async function paymentSession(origin: string, shopper: Shopper, orderId: string) {
  const session = await api(origin, '/api/payment/session', { token: shopper.token, body: { orderId, returnPath: `/checkout?order=${orderId}` } })
  if (session.status !== 200) throw new Error(`payment session: ${session.status} ${JSON.stringify(session.json)}`)
  return session.json.data as { id: string; reference: string }
}

export function pay(origin: string, shopper: Shopper, orderId: string, session: { id: string; reference: string }, number = cards.authorised) {
  return api(origin, '/api/payment/payments', {
    token: shopper.token,
    body: { orderId, sessionId: session.id, reference: session.reference, returnPath: `/checkout?order=${orderId}`, paymentMethod: card(number) },
  })
}

export async function paymentStateOf(origin: string, shopper: Shopper, orderId: string) {
  const data = await graphql<{ me: { order: { paymentState: string | null; paymentInfo: { payments: unknown[] } | null } | null } }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { paymentState paymentInfo { payments { id } } } } }',
    { id: orderId },
  )
  return data.me.order
}
