// @ts-nocheck
import { readAnswer } from '../support/answer'

/**
 * An outsider's view of the shop: only public HTTP endpoints, the way a browser (or an attacker
 * with one) reaches them. No server internals are imported.
 */

/**
 * A shopper as the shop knows them: the session cookie their browser holds (`cookie`, a `Cookie`
 * header value), and the platform token inside it (`token`), for test data made over the
 * platform's own protocol. The browser's scripts never see either.
 */
export interface Shopper {
  token: string
  cookie: string
}

/** The shopper whose session the answer's `Set-Cookie` carries. */
export function shopperFrom(response: Response): Shopper {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('kestrel_sid='))
  const value = line?.split(';')[0]!.slice('kestrel_sid='.length)
  if (!value) throw new Error(`no session cookie in the answer (${response.status})`)
  // The cookie is no secret to its own browser: it is HttpOnly, so only the page's scripts are kept from it.
  const { a: token } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { a: string }
  return { token, cookie: `kestrel_sid=${value}` }
}

/** A new guest: the shop starts the session with the shopper's first write to its GraphQL endpoint. */
export async function guest(origin: string): Promise<Shopper> {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { __typename }' }),
  })
  if (!response.ok) throw new Error(`guest session: ${response.status} ${await response.text()}`)
  return shopperFrom(response)
}

/** A customer signed in through the shop (the guest cart of `from`'s session merged). */
export async function signIn(
  origin: string,
  credentials: { email: string; password: string },
  from?: Shopper,
): Promise<Shopper & { customerId: string }> {
  const response = await fetch(`${origin}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { cookie: from.cookie } : {}) },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`sign-in ${credentials.email}: ${response.status} ${await response.text()}`)
  const { customerId } = (await response.clone().json()) as { customerId: string }
  return { ...shopperFrom(response), customerId }
}

/** The shopper's GraphQL through the shop, as their browser sends it (the session cookie, no token). */
export async function shopGraphql(
  origin: string,
  cookie: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return readAnswer(response)
}

/** Test data over the platform's own protocol, with the platform token. */
export async function graphql<T = Record<string, unknown>>(
  origin: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${origin}/platform/commerce/kestrel/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> }
  if (body.errors?.length) throw new Error(`graphql: ${body.errors[0]!.message}`)
  return body.data as T
}

/** The shop's API as a shopper's browser calls it (`cookie`), or as a server-side caller with the platform token (`token`). */
export async function api(
  origin: string,
  path: string,
  {
    token,
    cookie,
    body,
    method = 'POST',
  }: { token?: string | undefined; cookie?: string | undefined; body?: unknown; method?: string } = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return readAnswer(response)
}

const CART = 'id version totalPrice { centAmount currencyCode }'

/** SKUs of the commerce fixture with stock on the web channel; orders take them in turn. */
const SKUS = ['1000010138', '1000010139', '1000020238', '1000020239', '1000020240']
let placed = 0

/** A guest's order of `sku` (or of one line for each of several SKUs) with home delivery, placed through the shop's own API. */
export async function placeOrder(
  origin: string,
  shopper: Shopper,
  sku: string | readonly string[] = SKUS[placed++ % SKUS.length]!,
  quantity = 1,
) {
  const lines = (typeof sku === 'string' ? [sku] : sku).map((line) => ({ sku: line, quantity }))
  return placeOrderOf(origin, shopper, { lines })
}

/** An address the shopper types; a store or parcel shop order sends to the place's address under its name. */
type AddressInput = Record<string, string>

const SHOPPER_ADDRESS: AddressInput = {
  firstName: 'Test',
  lastName: 'Shopper',
  streetName: 'Vodičkova 1',
  postalCode: '11000',
  city: 'Praha',
  country: 'CZ',
  email: 'shopper@example.com',
}

/**
 * An order of the shopper's cart with these lines, delivered by `shippingMethod` (home delivery unless
 * named) to `shippingAddress` (the shopper's own unless given), billed to the shopper's address.
 */
export async function placeOrderOf(
  origin: string,
  shopper: Shopper,
  {
    lines,
    shippingMethod = 'HD',
    shippingAddress = SHOPPER_ADDRESS,
  }: { lines: Array<{ sku: string; quantity: number }>; shippingMethod?: string; shippingAddress?: AddressInput },
) {
  type Cart = { id: string; version: number }
  const created = await graphql<{ createMyCart: Cart }>(
    origin,
    shopper.token,
    `mutation { createMyCart(storeKey: "CZ-web", draft: { currency: "CZK", country: "CZ", lineItems: [], shippingAddress: { country: "CZ" } }) { ${CART} } }`,
  )
  const channels = {
    distributionChannel: { key: 'CZ-web', typeId: 'channel' },
    supplyChannel: { key: 'CZ-web', typeId: 'channel' },
  }
  const updated = await graphql<{ updateMyCart: Cart }>(
    origin,
    shopper.token,
    `mutation Fill($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
      updateMyCart(id: $id, version: $version, storeKey: "CZ-web", actions: $actions) { ${CART} } }`,
    {
      id: created.createMyCart.id,
      version: created.createMyCart.version,
      actions: [
        ...lines.map((line) => ({ addLineItem: { sku: line.sku, quantity: line.quantity, ...channels } })),
        { setCustomerEmail: { email: 'shopper@example.com' } },
        { setShippingMethod: { shippingMethod: { key: shippingMethod, typeId: 'shipping-method' } } },
        { setShippingAddress: { address: shippingAddress } },
        { setBillingAddress: { address: SHOPPER_ADDRESS } },
      ],
    },
  )
  const order = await api(origin, '/api/orders', {
    cookie: shopper.cookie,
    body: { cartId: updated.updateMyCart.id, version: updated.updateMyCart.version },
  })
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
  const session = await api(origin, '/api/payment/session', {
    cookie: shopper.cookie,
    body: { orderId, returnPath: `/checkout?order=${orderId}` },
  })
  if (session.status !== 200) throw new Error(`payment session: ${session.status} ${JSON.stringify(session.json)}`)
  return session.json.data as { id: string; reference: string }
}

export function pay(
  origin: string,
  shopper: Shopper,
  orderId: string,
  session: { id: string; reference: string },
  number = cards.authorised,
) {
  return api(origin, '/api/payment/payments', {
    cookie: shopper.cookie,
    body: {
      orderId,
      sessionId: session.id,
      reference: session.reference,
      returnPath: `/checkout?order=${orderId}`,
      paymentMethod: card(number),
    },
  })
}

export async function paymentStateOf(origin: string, shopper: Shopper, orderId: string) {
  const data = await graphql<{
    me: { order: { paymentState: string | null; paymentInfo: { payments: unknown[] } | null } | null }
  }>(
    origin,
    shopper.token,
    'query ($id: String!) { me { order(id: $id) { paymentState paymentInfo { payments { id } } } } }',
    { id: orderId },
  )
  return data.me.order
}
