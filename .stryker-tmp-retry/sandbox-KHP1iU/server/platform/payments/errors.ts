// @ts-nocheck
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

type ErrorType = 'validation' | 'security' | 'configuration' | 'internal'

/** The checkout API's error body: `{ status, errorCode, message, errorType }`. */
export function checkoutError(
  c: Context,
  status: ContentfulStatusCode,
  errorCode: string,
  message: string,
  errorType: ErrorType = 'validation',
): Response {
  return c.json({ status, errorCode, message, errorType }, status)
}

export const ZERO_AMOUNT_MESSAGE =
  'Zero-amount orders need no payment: place the order without a payment session or payment'
