import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { CREATE_PAYMENT, MY_ACTIVE_CART_TOTAL, MY_ORDER_FOR_PAYMENT, ORDER_VERSION, PAYMENT_BY_KEY, UPDATE_ORDER } from '../orders/orders.documents'
import { bearerOf, shopperQuery } from '../orders/shopper-commerce'
import { actionOf, newReference, paymentProvider, providerCall, returnUrlOf } from './payment-provider'

const returnPath = z.string().max(300).regex(/^\/(?!\/)[^\s]*$/, 'returnPath must be a path of this shop')
const id = z.string().min(1).max(64)

const sessionRequest = z.object({ orderId: id.optional(), cartId: id.optional(), returnPath, locale: z.enum(market.locales).optional() })
const cardMethod = z.object({
  type: z.literal('scheme'),
  number: z.string().regex(/^[0-9 ]{12,23}$/, 'number must be digits'),
  expiryMonth: z.string().regex(/^\d{1,2}$/),
  expiryYear: z.string().regex(/^\d{2,4}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  holderName: z.string().max(80).optional(),
})
/** The wallet's pay button pays with the payload and signature the provider issued for this order (`/wallet-signature`). */
const walletMethod = z.object({
  type: z.literal('walletpay'),
  walletPayload: z.string().min(1).max(2000),
  walletSignature: z.string().min(1).max(200),
})
const paymentRequest = z.object({
  orderId: id,
  sessionId: z.string().max(64).optional(),
  reference: z.string().max(80),
  returnPath,
  paymentMethod: z.discriminatedUnion('type', [cardMethod, walletMethod]),
})
const walletSignatureRequest = z.object({ orderId: id })
const detailsRequest = z.object({ orderId: id, redirectResult: z.string().min(1).max(200) })

interface OrderForPayment {
  me: { order: { id: string; orderNumber: string | null; version: number; paymentState: string | null; totalPrice: { centAmount: number; currencyCode: string } } | null }
}

/** Spec 4.8: the order's payment state from a result code. */
function paymentStateOf(resultCode: string): 'Paid' | 'Pending' | 'Failed' {
  if (resultCode === 'Authorised') return 'Paid'
  if (['Pending', 'Received', 'IdentifyShopper', 'ChallengeShopper'].includes(resultCode)) return 'Pending'
  return 'Failed'
}

/**
 * The payment step (spec 2.7, 7.3 `payment/session`): sessions, card payments and the return from
 * 3-D Secure go through here, so the provider's API key stays on the server. Amounts are read from
 * the shopper's own cart or order, never taken from the browser.
 */
export const paymentRoutes = new Hono<ApiEnv>()
  .post('/session', validate('json', sessionRequest), async (c) => {
    const token = bearerOf(c.req.header('authorization'))
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const request = c.req.valid('json')
    const platform = c.var.deps.platform
    let amount: { centAmount: number; currencyCode: string } | null = null
    if (request.orderId) {
      amount = (await shopperQuery<OrderForPayment>(platform, token, MY_ORDER_FOR_PAYMENT, { id: request.orderId })).me.order?.totalPrice ?? null
    } else {
      const cart = (await shopperQuery<{ me: { activeCart: { id: string; totalPrice: { centAmount: number; currencyCode: string } } | null } }>(platform, token, MY_ACTIVE_CART_TOTAL)).me.activeCart
      amount = cart && (!request.cartId || cart.id === request.cartId) ? cart.totalPrice : null
    }
    if (!amount) return c.json({ error: 'Nothing to pay' }, 404)
    const reference = newReference()
    const answer = await providerCall(platform, '/sessions', {
      amount: { value: amount.centAmount, currency: amount.currencyCode },
      countryCode: market.country,
      merchantAccount: paymentProvider.merchantAccount,
      reference,
      returnUrl: returnUrlOf(c.req.url, request.returnPath),
      shopperLocale: request.locale ?? market.defaultLocale,
    })
    if (answer.status === 422) return c.json({ error: 'zeroAmount', code: answer.body.errorCode }, 422)
    if (answer.status !== 201 && answer.status !== 200) return c.json({ error: 'The payment service is not available' }, 502)
    return c.json({ data: { id: String(answer.body.id), sessionData: String(answer.body.sessionData), reference } })
  })
  .post('/payments', validate('json', paymentRequest), async (c) => {
    const token = bearerOf(c.req.header('authorization'))
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const request = c.req.valid('json')
    const platform = c.var.deps.platform
    const order = (await shopperQuery<OrderForPayment>(platform, token, MY_ORDER_FOR_PAYMENT, { id: request.orderId })).me.order
    if (!order) return c.json({ error: 'No such order' }, 404)
    if (order.paymentState === 'Paid') return c.json({ data: { orderId: order.id, resultCode: 'Authorised', action: null } })
    // A reference pays once: a refused attempt is retried with a new session or wallet signature.
    const used = await platform.commerceQuery<{ payment: { id: string } | null }>(PAYMENT_BY_KEY, { key: request.reference })
    if (used.payment) return c.json({ error: 'This payment reference has already been used; start a new payment' }, 409)
    const amount = { value: order.totalPrice.centAmount, currency: order.totalPrice.currencyCode }
    const payment = await platform.commerceQuery<{ createPayment: { id: string } }>(CREATE_PAYMENT, {
      draft: { key: request.reference, amountPlanned: { centAmount: amount.value, currencyCode: amount.currency }, paymentMethodInfo: { paymentInterface: 'payments', method: request.paymentMethod.type } },
    })
    await updateOrder(platform, order.id, [{ addPayment: { payment: { id: payment.createPayment.id, typeId: 'payment' } } }])
    const answer = await providerCall(platform, '/payments', {
      amount,
      reference: request.reference,
      merchantAccount: paymentProvider.merchantAccount,
      returnUrl: returnUrlOf(c.req.url, request.returnPath),
      countryCode: market.country,
      ...(request.sessionId ? { sessionId: request.sessionId } : {}),
      paymentMethod: request.paymentMethod,
    })
    if (answer.status !== 200) return c.json({ error: String(answer.body.message ?? 'Payment refused'), code: answer.body.errorCode }, 422)
    const resultCode = String(answer.body.resultCode)
    await updateOrder(platform, order.id, [{ changePaymentState: { paymentState: paymentStateOf(resultCode) } }])
    return c.json({ data: { orderId: order.id, resultCode, action: actionOf(answer.body), refusalReason: answer.body.refusalReason ?? null } })
  })
  .post('/wallet-signature', validate('json', walletSignatureRequest), async (c) => {
    const token = bearerOf(c.req.header('authorization'))
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const platform = c.var.deps.platform
    const order = (await shopperQuery<OrderForPayment>(platform, token, MY_ORDER_FOR_PAYMENT, { id: c.req.valid('json').orderId })).me.order
    if (!order) return c.json({ error: 'No such order' }, 404)
    const reference = newReference()
    const answer = await providerCall(platform, '/walletpay/signature', {
      merchantAccount: paymentProvider.merchantAccount,
      reference,
      amount: { value: order.totalPrice.centAmount, currency: order.totalPrice.currencyCode },
    })
    if (answer.status === 422) return c.json({ error: 'zeroAmount', code: answer.body.errorCode }, 422)
    if (answer.status !== 200) return c.json({ error: 'The wallet is not available' }, 502)
    return c.json({ data: { reference, walletPayload: String(answer.body.walletPayload), walletSignature: String(answer.body.walletSignature) } })
  })
  .post('/details', validate('json', detailsRequest), async (c) => {
    const token = bearerOf(c.req.header('authorization'))
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const request = c.req.valid('json')
    const platform = c.var.deps.platform
    const order = (await shopperQuery<OrderForPayment>(platform, token, MY_ORDER_FOR_PAYMENT, { id: request.orderId })).me.order
    if (!order) return c.json({ error: 'No such order' }, 404)
    const answer = await providerCall(platform, '/payments/details', { details: { redirectResult: request.redirectResult } })
    if (answer.status !== 200) return c.json({ error: String(answer.body.message ?? 'Payment details refused') }, 422)
    const resultCode = String(answer.body.resultCode)
    await updateOrder(platform, order.id, [{ changePaymentState: { paymentState: paymentStateOf(resultCode) } }])
    return c.json({ data: { orderId: order.id, resultCode, action: null, refusalReason: answer.body.refusalReason ?? null } })
  })

async function updateOrder(platform: ApiEnv['Variables']['deps']['platform'], orderId: string, actions: unknown[]) {
  const current = await platform.commerceQuery<{ order: { id: string; version: number } }>(ORDER_VERSION, { id: orderId })
  await platform.commerceQuery(UPDATE_ORDER, { id: orderId, version: current.order.version, actions })
}
