// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import type { CheckoutStore, PaymentAttempt } from './store'
import { messagePage, pageLanguageOf, threeDSPage, type PageLanguage } from './threeds-page'

const answerSchema = z.object({ outcome: z.enum(['complete', 'fail']) })

/**
 * The 3-D Secure page the shopper is sent to by a `threeDS2` action, in the shopper's language
 * (the payment session's `shopperLocale`). Answering it records the outcome and returns the
 * shopper to the merchant's returnUrl with `redirectResult`, which the merchant then sends to
 * `/payments/details`.
 */
export function createThreeDSPages(store: CheckoutStore): Hono {
  const pages = new Hono()

  const languageOf = async (attempt: PaymentAttempt | undefined): Promise<PageLanguage> =>
    pageLanguageOf(attempt?.session_id ? (await store.findSession(attempt.session_id))?.shopper_locale : null)

  pages.get('/:token', async (c) => {
    const attempt = await store.findByActionToken(c.req.param('token'))
    const language = await languageOf(attempt)
    if (!attempt) return c.html(messagePage('unknown', language), 404)
    if (attempt.action_outcome) return c.html(messagePage('answered', language), 409)
    return c.html(threeDSPage(attempt, c.req.param('token'), language))
  })

  pages.post('/:token', async (c) => {
    const token = c.req.param('token')
    const attempt = await store.findByActionToken(token)
    const language = await languageOf(attempt)
    const parsed = answerSchema.safeParse(await c.req.parseBody().catch(() => ({})))
    if (!parsed.success) return c.html(messagePage('choose', language), 400)
    if (!attempt) return c.html(messagePage('unknown', language), 404)
    const first = await store.answerAction(token, parsed.data.outcome === 'complete' ? 'completed' : 'failed')
    if (!first) return c.html(messagePage('answered', language), 409)
    if (!attempt.return_url) return c.html(messagePage('done', language))
    const back = new URL(attempt.return_url)
    back.searchParams.set('redirectResult', token)
    return c.redirect(back.toString(), 303)
  })

  return pages
}
