import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import { localeOfPath, market, type Locale } from '@common/market'
import { paymentStatusOf } from '@common/payment-result'
import { validate } from '../../http/validate'
import { type ApiEnv, requestSales } from '../api-env'
import {
  CreatePaymentDocument,
  MyActiveCartTotalDocument,
  MyOrderForPaymentDocument,
  OrderVersionDocument,
  PaymentByKeyDocument,
  UpdateOrderDocument,
} from '../orders/orders.generated'
import type { OrderUpdateAction } from '../orders/orders.generated'
import { PlatformError } from '../platform-access/platform-access'
import { shopperFailure, shopperQuery, shopperToken } from '../session/shopper-commerce'
import { chargeStateOf, OrderCharges, type Holder } from './order-charges'
import { actionOf, newReference, paymentProvider, providerCall, returnUrlOf } from './payment-provider'
import { queueOrderConfirmation } from '../../mail/outbox'
import { dropRestoredBag, restoreBag } from './retry-bag'

const returnPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s]*$/, 'returnPath must be a path of this shop')
/** Ids of the platform and the provider: letters, digits and hyphens, never control characters. */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id of letters, digits and hyphens')
const reference = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'reference must be a payment reference of this shop')

const sessionRequest = z.object({
  orderId: id.optional(),
  cartId: id.optional(),
  returnPath,
  locale: z.enum(market.locales).optional(),
})
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
/** Pay later: the provider approves the instalments for the order's amount; nothing is typed in. */
const payLaterMethod = z.object({ type: z.literal('paylater') })
const paymentRequest = z.object({
  orderId: id,
  sessionId: id.optional(),
  reference,
  returnPath,
  paymentMethod: z.discriminatedUnion('type', [cardMethod, walletMethod, payLaterMethod]),
})
const walletSignatureRequest = z.object({ orderId: id })
const detailsRequest = z.object({
  orderId: id,
  redirectResult: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'redirectResult must be the result the payment page returned'),
})

interface Money {
  centAmount: number
  currencyCode: string
}
const chargesOf = new WeakMap<object, OrderCharges>()
function charges(c: Context<ApiEnv>): OrderCharges {
  const { db } = c.var.deps
  let found = chargesOf.get(db)
  if (!found) chargesOf.set(db, (found = new OrderCharges(db)))
  return found
}

/** The shopper's own order, or null: another shopper's order is not found (404), never shown. */
async function ownOrder(c: Context<ApiEnv>, token: string, orderId: string) {
  return (await shopperQuery(c, token, MyOrderForPaymentDocument, { id: orderId })).me.order
}

const paid = (orderId: string) => ({ data: { orderId, resultCode: 'Authorised', action: null, refusalReason: null } })

/** An unpaid order cancelled when its time ran out (its stock went back): it is paid no more. */
const cancelled = (c: Context<ApiEnv>) =>
  c.json({ error: 'This order was cancelled because it was not paid in time', code: 'OrderCancelled' }, 409)

/** Why an attempt may not charge an order that another attempt holds. */
function heldAnswer(c: Context<ApiEnv>, orderId: string, holder: Holder | null) {
  if (holder?.state === 'authorised') return c.json(paid(orderId))
  if (holder?.state === 'pending')
    return c.json({ error: 'The payment of this order is being processed', code: 'PaymentPending' }, 409)
  if (!holder)
    return c.json(
      { error: 'This payment reference has already been used; start a new payment', code: 'ReferenceUsed' },
      409,
    )
  return c.json({ error: 'A payment of this order is in progress', code: 'PaymentInProgress' }, 409)
}

/**
 * The payment step (spec 2.7, 7.3 `payment/session`): sessions, card payments and the return from
 * 3-D Secure go through here, so the provider's API key stays on the server. Amounts are read from
 * the shopper's own cart or order, never taken from the browser. An order is charged at most
 * once (`OrderCharges`), and a 3-D Secure result settles only the attempt it was issued to.
 */
export const paymentRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next()
    c.header('cache-control', 'no-store')
  })
  .onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ error: error.message }, error.status, { 'cache-control': 'no-store' })
    const failure = shopperFailure(c, error)
    failure.headers.set('cache-control', 'no-store')
    return failure
  })
  .post('/session', validate('json', sessionRequest), async (c) => {
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const request = c.req.valid('json')
    let amount: Money | null = null
    if (request.orderId) {
      const order = await ownOrder(c, token, request.orderId)
      // A paid order is not offered for payment again: the checkout shows its confirmation instead.
      if (order?.paymentState === 'Paid') return c.json({ error: 'This order has been paid', code: 'OrderPaid' }, 409)
      if (order?.orderState === 'Cancelled') return cancelled(c)
      amount = order?.totalPrice ?? null
    } else {
      const cart = (await shopperQuery(c, token, MyActiveCartTotalDocument)).me.activeCart
      amount = cart && (!request.cartId || cart.id === request.cartId) ? cart.totalPrice : null
    }
    if (!amount) return c.json({ error: 'Nothing to pay' }, 404)
    const reference = newReference()
    const answer = await providerCall(c.var.deps.platform, '/sessions', {
      amount: { value: amount.centAmount, currency: amount.currencyCode },
      countryCode: requestSales(c).country,
      merchantAccount: paymentProvider.merchantAccount,
      reference,
      returnUrl: returnUrlOf(c.req.url, request.returnPath),
      shopperLocale: request.locale ?? market.defaultLocale,
    })
    if (answer.status === 422) return c.json({ error: 'zeroAmount', code: answer.body.errorCode }, 422)
    if (answer.status !== 201 && answer.status !== 200)
      return c.json({ error: 'The payment service is not available' }, 502)
    const methods = await paymentOptions(c, { value: amount.centAmount, currency: amount.currencyCode })
    return c.json({
      data: { id: String(answer.body.id), sessionData: String(answer.body.sessionData), reference, methods },
    })
  })
  .post('/payments', validate('json', paymentRequest), async (c) => {
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const request = c.req.valid('json')
    const platform = c.var.deps.platform
    const order = await ownOrder(c, token, request.orderId)
    if (!order) return c.json({ error: 'No such order' }, 404)
    if (order.paymentState === 'Paid') {
      // Its confirmation is queued once: here too, in case the process that marked it paid stopped before queueing.
      await confirmPaid(c, order.id, localeOfPath(request.returnPath))
      return c.json(paid(order.id))
    }
    if (order.orderState === 'Cancelled') return cancelled(c)
    // A reference pays once: a refused attempt is retried with a new session or wallet signature.
    const used = await platform.commerceQuery(PaymentByKeyDocument, {
      key: request.reference,
    })
    if (used.payment) return heldAnswer(c, order.id, null)
    const claim = await charges(c).claim(order.id, request.reference)
    if (!claim.claimed) return heldAnswer(c, order.id, claim.holder)

    const amount = { value: order.totalPrice.centAmount, currency: order.totalPrice.currencyCode }
    try {
      const payment = await platform.commerceQuery(CreatePaymentDocument, {
        draft: {
          key: request.reference,
          amountPlanned: { centAmount: amount.value, currencyCode: amount.currency },
          paymentMethodInfo: { paymentInterface: 'payments', method: request.paymentMethod.type },
        },
      })
      if (!payment.createPayment) throw new Error('The platform created no payment')
      await updateOrder(c, order.id, [{ addPayment: { payment: { id: payment.createPayment.id, typeId: 'payment' } } }])
    } catch (error) {
      // Nothing was charged yet: the order is free for the next attempt.
      await charges(c).settle(order.id, request.reference, 'refused')
      throw error
    }
    const answer = await providerCall(platform, '/payments', {
      amount,
      reference: request.reference,
      merchantAccount: paymentProvider.merchantAccount,
      returnUrl: returnUrlOf(c.req.url, request.returnPath),
      countryCode: requestSales(c).country,
      ...(request.sessionId ? { sessionId: request.sessionId } : {}),
      paymentMethod: request.paymentMethod,
    })
    if (answer.status !== 200) {
      await charges(c).settle(order.id, request.reference, 'refused')
      await restoreBag(c, token, order.id)
      return c.json({ error: String(answer.body.message ?? 'Payment refused'), code: answer.body.errorCode }, 422)
    }
    const resultCode = String(answer.body.resultCode)
    const actionToken =
      typeof (answer.body.action as { token?: unknown } | undefined)?.token === 'string'
        ? (answer.body.action as { token: string }).token
        : null
    await charges(c).settle(order.id, request.reference, chargeStateOf(resultCode), actionToken)
    await updateOrder(c, order.id, [{ changePaymentState: { paymentState: paymentStatusOf(resultCode) } }])
    if (paymentStatusOf(resultCode) === 'Paid') await confirmPaid(c, order.id, localeOfPath(request.returnPath))
    await settleBag(c, token, order.id, resultCode)
    return c.json({
      data: {
        orderId: order.id,
        resultCode,
        action: actionOf(answer.body),
        refusalReason: answer.body.refusalReason ?? null,
      },
    })
  })
  .post('/wallet-signature', validate('json', walletSignatureRequest), async (c) => {
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const order = await ownOrder(c, token, c.req.valid('json').orderId)
    if (!order) return c.json({ error: 'No such order' }, 404)
    const reference = newReference()
    const answer = await providerCall(c.var.deps.platform, '/walletpay/signature', {
      merchantAccount: paymentProvider.merchantAccount,
      reference,
      amount: { value: order.totalPrice.centAmount, currency: order.totalPrice.currencyCode },
    })
    if (answer.status === 422) return c.json({ error: 'zeroAmount', code: answer.body.errorCode }, 422)
    if (answer.status !== 200) return c.json({ error: 'The wallet is not available' }, 502)
    return c.json({
      data: {
        reference,
        walletPayload: String(answer.body.walletPayload),
        walletSignature: String(answer.body.walletSignature),
      },
    })
  })
  .post('/details', validate('json', detailsRequest), async (c) => {
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'A shopper session is required' }, 401)
    const request = c.req.valid('json')
    const order = await ownOrder(c, token, request.orderId)
    if (!order) return c.json({ error: 'No such order' }, 404)
    // The result settles the attempt it was issued to, of this order, once.
    const reference = await charges(c).acceptResult(order.id, request.redirectResult)
    if (!reference)
      return c.json(
        {
          error: 'This payment result does not belong to this order or has already been used',
          code: 'PaymentResultRejected',
        },
        409,
      )
    const answer = await providerCall(c.var.deps.platform, '/payments/details', {
      details: { redirectResult: request.redirectResult },
    })
    const amount = answer.body.amount as { value?: unknown; currency?: unknown } | undefined
    const bound =
      answer.status === 200 &&
      answer.body.merchantReference === reference &&
      amount?.value === order.totalPrice.centAmount &&
      amount.currency === order.totalPrice.currencyCode
    if (!bound) {
      await charges(c).settle(order.id, reference, 'refused')
      await restoreBag(c, token, order.id)
      return c.json({ error: String(answer.body.message ?? 'Payment details refused') }, 422)
    }
    const resultCode = String(answer.body.resultCode)
    await charges(c).settle(
      order.id,
      reference,
      chargeStateOf(resultCode) === 'action' ? 'refused' : chargeStateOf(resultCode),
    )
    await updateOrder(c, order.id, [{ changePaymentState: { paymentState: paymentStatusOf(resultCode) } }])
    if (paymentStatusOf(resultCode) === 'Paid') await confirmPaid(c, order.id, market.defaultLocale)
    await settleBag(c, token, order.id, resultCode)
    return c.json({
      data: { orderId: order.id, resultCode, action: null, refusalReason: answer.body.refusalReason ?? null },
    })
  })

const providerMethods = z.object({
  paymentMethods: z.array(z.object({ type: z.string(), configuration: z.record(z.string(), z.unknown()).optional() })),
})

/**
 * The ways to pay the payment step offers for this market and amount, as the provider lists them:
 * cards, and pay later in instalments where the provider takes it (its countries and amount range).
 * The wallet's pay button belongs to express checkout. Without an answer, cards alone.
 */
async function paymentOptions(c: Context<ApiEnv>, amount: { value: number; currency: string }) {
  const cards = { type: 'scheme' as const }
  const answer = await providerCall(c.var.deps.platform, '/paymentMethods', {
    merchantAccount: paymentProvider.merchantAccount,
    countryCode: requestSales(c).country,
    amount,
  }).catch(() => null)
  const parsed = answer?.status === 200 ? providerMethods.safeParse(answer.body) : null
  if (!parsed?.success) return [cards]
  const options: Array<{ type: 'scheme' } | { type: 'paylater'; instalments: number }> = []
  for (const method of parsed.data.paymentMethods) {
    if (method.type === 'scheme') options.push(cards)
    const instalments = Number(method.configuration?.instalments)
    if (method.type === 'paylater' && Number.isInteger(instalments) && instalments >= 2)
      options.push({ type: 'paylater', instalments })
  }
  return options.length ? options : [cards]
}

/**
 * Queues the paid order's confirmation mail (once per order, however often the payment is
 * reported); the mail goes out from the outbox, never in this request. It is written in the
 * language of the order's cart when the order has one, else in `locale`.
 */
async function confirmPaid(c: Context<ApiEnv>, orderId: string, locale: Locale) {
  // A mail never holds up an order: the payment's answer does not wait on it, even when it cannot be queued.
  await queueOrderConfirmation(c.var.deps.db, orderId, locale).catch((error: unknown) =>
    console.error(`Order confirmation of ${orderId} not queued: ${(error as Error).message}`),
  )
}

/** The bag follows the payment: given back after a failure, its copy removed once the order is paid. */
async function settleBag(c: Context<ApiEnv>, token: string, orderId: string, resultCode: string) {
  const state = paymentStatusOf(resultCode)
  if (state === 'Failed') await restoreBag(c, token, orderId)
  else if (state === 'Paid') await dropRestoredBag(c, token, orderId)
}

/** An order update with the server's client; a concurrent change of the order is retried on its new version. */
async function updateOrder(c: Context<ApiEnv>, orderId: string, actions: OrderUpdateAction[]) {
  const platform = c.var.deps.platform
  for (let attempt = 1; ; attempt += 1) {
    const { order } = await platform.commerceQuery(OrderVersionDocument, { id: orderId })
    if (!order) throw new Error(`Order ${orderId} is gone`)
    try {
      await platform.commerceQuery(UpdateOrderDocument, { id: orderId, version: order.version, actions })
      return
    } catch (error) {
      const code =
        error instanceof PlatformError
          ? (error.errors[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code
          : undefined
      if (code !== 'ConcurrentModification' || attempt >= 5) throw error
    }
  }
}
