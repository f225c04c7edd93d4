// @ts-nocheck
import type { Context } from 'hono'
import { z } from 'zod'
import { localeOfPath } from '../../../common/market'
import {
  hasOrderTrackingFieldErrors,
  normalOrderNumber,
  orderTrackingFieldErrors,
} from '../../../common/order-tracking'
import { FORM_FLAGS, withFlags } from '../../../common/shop-forms'
import type { ApiEnv } from '../../api/api-env'
import { trackOrder, type TrackingOutcome } from '../../api/order-tracking/order-tracking.routes'
import type { FormEnv } from './form-env'
import { formProblemPage } from './problem-page'

const trackingForm = z.object({ orderNumber: z.string().max(200).default(''), email: z.string().max(400).default('') })

/**
 * Order tracking's form as a plain-HTML post (issue 18): the form's own checks, then the API's lookup with
 * its throttles and its one answer for a wrong number or email; a found order sends the browser to the
 * tracking page showing it (the lookup remembered it for the browser session), a refusal back to the form
 * with the message the page shows with scripts.
 */
export async function orderTrackingPost(c: Context<FormEnv>) {
  const parsed = trackingForm.safeParse(c.var.form)
  if (!parsed.success)
    return formProblemPage(c, 400, 'The form was not filled in correctly. Please go back and try again.', c.var.back)
  const values = parsed.data
  const errors = orderTrackingFieldErrors(values)
  if (hasOrderTrackingFieldErrors(errors)) {
    const pairs = Object.entries(errors).flatMap(([field, code]) => (code ? [`${field}:${code}`] : []))
    return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.trackingError]: pairs.join('|') }), 303)
  }
  const locale = localeOfPath(new URL(c.var.back, 'http://shop.invalid').pathname)
  let outcome: TrackingOutcome
  try {
    outcome = await trackOrder(c as unknown as Context<ApiEnv>, {
      orderNumber: values.orderNumber.trim(),
      email: values.email.trim(),
      locale,
    })
  } catch (failure) {
    console.error('order tracking form failed:', failure instanceof Error ? failure.name : 'unknown error')
    outcome = { kind: 'unavailable' }
  }
  if (outcome.kind === 'found') {
    const page = new URL(c.var.back, 'http://shop.invalid')
    page.searchParams.delete('items')
    page.searchParams.set('order', normalOrderNumber(outcome.order.orderNumber))
    return c.redirect(`${page.pathname}${page.search}`, 303)
  }
  const flag =
    outcome.kind === 'throttled'
      ? `throttled:${outcome.retryAfter}`
      : outcome.kind === 'notFound'
        ? 'notFound'
        : 'serverError'
  return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.trackingError]: flag }), 303)
}
