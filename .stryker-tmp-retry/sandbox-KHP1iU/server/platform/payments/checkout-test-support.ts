// @ts-nocheck
import type { TestServer } from '../../../tests/support/server'
import { LOCAL_PAYMENTS } from './payments.config'
import { readAnswer } from '../../../tests/support/answer'

/** Request helpers shared by the payment tests. */
export const MERCHANT = LOCAL_PAYMENTS.merchantAccounts[0] ?? ''
export const RETURN_URL = 'http://shop.test/checkout/payment-result?order=1'
export const JSON_WITH_KEY = { 'x-api-key': LOCAL_PAYMENTS.apiKey, 'content-type': 'application/json' }

let counter = 0
export function nextReference(): string {
  counter += 1
  return `order-${process.pid}-${counter}`
}

export function cardPayment(number: string, overrides: Record<string, unknown> = {}) {
  return {
    merchantAccount: MERCHANT,
    reference: nextReference(),
    amount: { value: 249_900, currency: 'CZK' },
    countryCode: 'CZ',
    returnUrl: RETURN_URL,
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${number}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: number.startsWith('3') ? 'test_7373' : 'test_737',
    },
    ...overrides,
  }
}

export async function post(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = JSON_WITH_KEY,
) {
  const response = await fetch(`${server.origin}/platform/payments${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return readAnswer(response)
}
