// @ts-nocheck
import { Hono, type MiddlewareHandler } from 'hono'
import { sameSecret } from '../api-key'
import { decideCardPayment, REFUSALS } from './authorise'
import { checkoutError, ZERO_AMOUNT_MESSAGE } from './errors'
import { paymentMethodsFor } from './methods'
import type { NotificationSender } from './notifications'
import { PAY_LATER, type PaymentServiceOptions } from './payments.config'
import { paymentResponse } from './payment-response'
import { originOf, readBody, selfOriginOf } from './request'
import {
  detailsRequestSchema,
  paymentMethodsRequestSchema,
  paymentRequestSchema,
  sessionRequestSchema,
  walletSignatureRequestSchema,
  type PaymentRequest,
} from './schemas'
import { newPspReference, newToken, type CheckoutStore, type PaymentAttempt } from './store'
import { issueWalletSignature, verifyWalletSignature } from './wallet'

const SESSION_TTL_MS = 60 * 60_000

interface CheckoutDeps {
  store: CheckoutStore
  sender: NotificationSender
  options: PaymentServiceOptions
}

/** The checkout API, version 71: sessions, payment methods, payments and payment details. */
export function createCheckoutApi({ store, sender, options }: CheckoutDeps): Hono {
  const api = new Hono()

  const apiKey: MiddlewareHandler = async (c, next) => {
    if (!sameSecret(c.req.header('x-api-key') ?? '', options.apiKey)) {
      return checkoutError(c, 401, '000', 'HTTP Status Response - Unauthorized', 'security')
    }
    await next()
  }
  api.use('*', apiKey)

  const unknownMerchant = (merchantAccount: string) => !options.merchantAccounts.includes(merchantAccount)

  api.post('/sessions', async (c) => {
    const body = await readBody(c, sessionRequestSchema)
    if (!body.ok) return body.response
    const request = body.data
    if (unknownMerchant(request.merchantAccount))
      return checkoutError(c, 403, '901', 'Invalid Merchant Account', 'security')
    if (request.amount.value === 0) return checkoutError(c, 422, '137', ZERO_AMOUNT_MESSAGE)
    const id = `CS${newPspReference()}`
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
    await store.createSession({
      id,
      merchant_account: request.merchantAccount,
      reference: request.reference,
      amount_value: request.amount.value,
      currency: request.amount.currency,
      country_code: request.countryCode,
      return_url: request.returnUrl,
      shopper_locale: request.shopperLocale ?? null,
      expires_at: expiresAt,
    })
    const sessionData = Buffer.from(JSON.stringify({ id, reference: request.reference, token: newToken() })).toString(
      'base64url',
    )
    return c.json({ ...request, id, sessionData, expiresAt: expiresAt.toISOString(), mode: 'embedded' }, 201)
  })

  api.get('/sessions/:id', async (c) => {
    const session = await store.findSession(c.req.param('id'))
    if (!session) return checkoutError(c, 404, '000', 'Session not found')
    const attempt = await store.latestAttemptOfSession(session.id)
    return c.json({ id: session.id, status: sessionStatus(attempt, session.expires_at) })
  })

  api.post('/paymentMethods', async (c) => {
    const body = await readBody(c, paymentMethodsRequestSchema)
    if (!body.ok) return body.response
    if (unknownMerchant(body.data.merchantAccount))
      return checkoutError(c, 403, '901', 'Invalid Merchant Account', 'security')
    return c.json({ paymentMethods: paymentMethodsFor(body.data.countryCode, body.data.amount) })
  })

  api.post('/walletpay/signature', async (c) => {
    const body = await readBody(c, walletSignatureRequestSchema)
    if (!body.ok) return body.response
    if (unknownMerchant(body.data.merchantAccount))
      return checkoutError(c, 403, '901', 'Invalid Merchant Account', 'security')
    if (body.data.amount.value === 0) return checkoutError(c, 422, '137', ZERO_AMOUNT_MESSAGE)
    return c.json(issueWalletSignature(body.data, options.walletKey))
  })

  api.post('/payments', async (c) => {
    const body = await readBody(c, paymentRequestSchema)
    if (!body.ok) return body.response
    const request = body.data
    if (unknownMerchant(request.merchantAccount))
      return checkoutError(c, 403, '901', 'Invalid Merchant Account', 'security')
    if (request.amount.value === 0) return checkoutError(c, 422, '137', ZERO_AMOUNT_MESSAGE)
    if (request.sessionId) {
      const session = await store.findSession(request.sessionId)
      if (!session) return checkoutError(c, 422, '000', 'sessionId: no such session')
      if (new Date(session.expires_at).getTime() < Date.now())
        return checkoutError(c, 422, '000', 'sessionId: the session has expired')
      const matches =
        session.reference === request.reference &&
        Number(session.amount_value) === request.amount.value &&
        session.currency === request.amount.currency
      if (!matches) return checkoutError(c, 422, '000', 'sessionId: the session is for another reference or amount')
    }
    const decided = decide(request, options)
    if (decided.kind === 'invalid') return checkoutError(c, 422, decided.errorCode, decided.message)

    const attempt = {
      psp_reference: newPspReference(),
      merchant_account: request.merchantAccount,
      reference: request.reference,
      session_id: request.sessionId ?? null,
      amount_value: request.amount.value,
      currency: request.amount.currency,
      method_type: request.paymentMethod.type,
      card_brand: decided.brand ?? null,
      card_last4: decided.last4 ?? null,
      result_code: decided.resultCode,
      refusal_reason: decided.refusalReason ?? null,
      return_url: request.returnUrl,
      action_token: decided.action ? newToken() : null,
      action_outcome: null,
      created_at: new Date(),
      updated_at: new Date(),
    } satisfies PaymentAttempt
    await store.insertAttempt(attempt)
    await sender.announce(attempt, selfOriginOf(c))
    return c.json(paymentResponse(attempt, originOf(c), decided.action, decided.refusalReasonCode))
  })

  api.post('/payments/details', async (c) => {
    const body = await readBody(c, detailsRequestSchema)
    if (!body.ok) return body.response
    const token = body.data.details.threeDSResult ?? body.data.details.redirectResult ?? ''
    const attempt = await store.findByActionToken(token)
    if (!attempt)
      return checkoutError(c, 422, '000', 'Invalid payment details: unknown redirectResult or threeDSResult')
    if (!attempt.action_outcome) {
      return checkoutError(c, 422, '000', 'The shopper has not finished the 3-D Secure check yet')
    }
    const refusal = attempt.action_outcome === 'completed' ? null : REFUSALS.NotAuthenticated
    const resultCode = refusal ? 'Refused' : 'Authorised'
    // A result settles its payment once; sent again it is refused and changes nothing.
    if (!(await store.settle(attempt.psp_reference, resultCode, refusal?.refusalReason ?? null))) {
      return checkoutError(
        c,
        422,
        '000',
        'Invalid payment details: this redirectResult or threeDSResult has already been used',
      )
    }
    const settled = { ...attempt, result_code: resultCode, refusal_reason: refusal?.refusalReason ?? null }
    await sender.announce(settled, selfOriginOf(c))
    return c.json(paymentResponse(settled, originOf(c), undefined, refusal?.refusalReasonCode))
  })

  return api
}

type Decision =
  | { kind: 'invalid'; errorCode: string; message: string }
  | {
      kind: 'result'
      resultCode: PaymentAttempt['result_code']
      refusalReason?: string
      refusalReasonCode?: string
      brand?: string
      last4?: string
      action?: 'fingerprint' | 'challenge'
    }

function decide(request: PaymentRequest, options: PaymentServiceOptions): Decision {
  const method = request.paymentMethod
  switch (method.type) {
    case 'scheme':
      return decideCardPayment(method)
    case 'walletpay': {
      const check = verifyWalletSignature(method.walletPayload, method.walletSignature, request, options.walletKey)
      return check.ok
        ? { kind: 'result', resultCode: 'Authorised', brand: 'walletpay' }
        : { kind: 'invalid', errorCode: '172', message: check.reason }
    }
    case 'paylater': {
      const country = request.countryCode ?? ''
      const { value } = request.amount
      if (!PAY_LATER.countries.includes(country) || value < PAY_LATER.minValue || value > PAY_LATER.maxValue) {
        return { kind: 'invalid', errorCode: '905', message: 'Pay later is not available for this country or amount' }
      }
      return { kind: 'result', resultCode: 'Authorised', brand: 'paylater' }
    }
  }
}

function sessionStatus(attempt: PaymentAttempt | undefined, expiresAt: Date): string {
  if (!attempt) return new Date(expiresAt).getTime() < Date.now() ? 'expired' : 'active'
  if (attempt.result_code === 'Authorised') return 'completed'
  if (['Refused', 'Error', 'Cancelled'].includes(attempt.result_code)) return 'refused'
  return 'paymentPending'
}
