import { Hono } from 'hono'
import { z } from 'zod'
import type { CheckoutStore } from './store'
import { messagePage, threeDSPage } from './threeds-page'

const answerSchema = z.object({ outcome: z.enum(['complete', 'fail']) })

/**
 * The 3-D Secure page the shopper is sent to by a `threeDS2` action. Answering it records the
 * outcome and returns the shopper to the merchant's returnUrl with `redirectResult`, which the
 * merchant then sends to `/payments/details`.
 */
export function createThreeDSPages(store: CheckoutStore): Hono {
  const pages = new Hono()

  pages.get('/:token', async (c) => {
    const attempt = await store.findByActionToken(c.req.param('token'))
    if (!attempt) return c.html(messagePage('Unknown verification', 'This 3-D Secure check does not exist.'), 404)
    if (attempt.action_outcome) {
      return c.html(messagePage('Already answered', 'This 3-D Secure check has been answered already.'), 409)
    }
    return c.html(threeDSPage(attempt, c.req.param('token')))
  })

  pages.post('/:token', async (c) => {
    const token = c.req.param('token')
    const parsed = answerSchema.safeParse(await c.req.parseBody().catch(() => ({})))
    if (!parsed.success) return c.html(messagePage('Choose an answer', 'Press Complete or Fail.'), 400)
    const attempt = await store.findByActionToken(token)
    if (!attempt) return c.html(messagePage('Unknown verification', 'This 3-D Secure check does not exist.'), 404)
    const first = await store.answerAction(token, parsed.data.outcome === 'complete' ? 'completed' : 'failed')
    if (!first) return c.html(messagePage('Already answered', 'This 3-D Secure check has been answered already.'), 409)
    if (!attempt.return_url) return c.html(messagePage('Done', 'You may close this page.'))
    const back = new URL(attempt.return_url)
    back.searchParams.set('redirectResult', token)
    return c.redirect(back.toString(), 303)
  })

  return pages
}
