// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../../tests/support/server'
import { cardPayment, nextReference, post } from '../checkout-test-support'
import { signNotification } from '../hmac'
import { LOCAL_PAYMENTS } from '../payments.config'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  const response = await fetch(`${server.origin}/platform/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  token = ((await response.json()) as { access_token: string }).access_token
})
afterAll(() => server.close())

interface CommercePayment {
  version: number
  transactions: Array<{ type: string; state: string; interactionId: string; amount: { centAmount: number } }>
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server.origin}/platform/commerce/kestrel/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  expect(body.errors).toBeUndefined()
  return body.data
}

const readPayment = async (key: string) =>
  (
    await graphql<{ payment: CommercePayment }>(
      'query ($key: String) { payment(key: $key) { version transactions { type state interactionId amount { centAmount } } } }',
      { key },
    )
  ).payment

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 5_000
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the connector updates the commerce platform over GraphQL', () => {
  it('adds the authorisation to the payment keyed by the merchant reference, once', async () => {
    const key = nextReference()
    await graphql('mutation ($draft: PaymentDraft!) { createPayment(draft: $draft) { id } }', {
      draft: { key, amountPlanned: { centAmount: 249_900, currencyCode: 'CZK' } },
    })
    const payment = cardPayment('4111111111111111', { reference: key })
    const { json } = await post(server, '/v71/payments', payment)
    const updated = await eventually(async () => {
      const current = await readPayment(key)
      return current.transactions.length ? current : undefined
    })
    expect(updated.transactions).toEqual([
      { type: 'Authorization', state: 'Success', interactionId: json.pspReference, amount: { centAmount: 249_900 } },
    ])

    // The provider delivers the same notification again: nothing changes, not even the version.
    const item = {
      pspReference: String(json.pspReference),
      merchantAccountCode: payment.merchantAccount,
      merchantReference: key,
      amount: { value: 249_900, currency: 'CZK' },
      eventCode: 'AUTHORISATION',
      success: 'true',
    }
    const again = {
      live: 'false',
      notificationItems: [
        {
          NotificationRequestItem: {
            ...item,
            additionalData: { hmacSignature: signNotification(item, LOCAL_PAYMENTS.hmacKey) },
          },
        },
      ],
    }
    expect((await post(server, '/connector/notifications', again, { 'content-type': 'application/json' })).text).toBe(
      '[accepted]',
    )
    const after = await readPayment(key)
    expect(after.version).toBe(updated.version)
    expect(after.transactions).toHaveLength(1)

    // A capture of the same payment is a new event: a Charge transaction.
    const capture = { ...item, eventCode: 'CAPTURE' }
    const captureBody = {
      live: 'false',
      notificationItems: [
        {
          NotificationRequestItem: {
            ...capture,
            additionalData: { hmacSignature: signNotification(capture, LOCAL_PAYMENTS.hmacKey) },
          },
        },
      ],
    }
    await post(server, '/connector/notifications', captureBody, { 'content-type': 'application/json' })
    expect((await readPayment(key)).transactions.map((t) => `${t.type}:${t.state}`)).toEqual([
      'Authorization:Success',
      'Charge:Success',
    ])
  })
})
