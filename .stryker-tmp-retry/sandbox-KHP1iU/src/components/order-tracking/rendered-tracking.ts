// @ts-nocheck
import type { OrderTrackingFieldError, OrderTrackingFieldErrors } from '@common/order-tracking'

const FIELD_ERRORS: ReadonlySet<string> = new Set<OrderTrackingFieldError>([
  'required',
  'orderNumberInvalid',
  'orderNumberTooLong',
  'emailTooLong',
  'email',
])

/**
 * A plain-HTML lookup's refusal as the page shows it before (or without) its scripts, read from the flag the
 * server answered with (`FORM_FLAGS.trackingError`): the lookup's failure, or the fields' errors.
 */
export function renderedTracking(flag: string | null | undefined): {
  failure: 'notFound' | 'throttled' | 'serverError' | null
  retryAfter: number | null
  fieldErrors: OrderTrackingFieldErrors | null
} {
  const none = { failure: null, retryAfter: null, fieldErrors: null }
  if (!flag) return none
  if (flag === 'notFound' || flag === 'serverError') return { ...none, failure: flag }
  const throttled = /^throttled(?::(\d{1,6}))?$/.exec(flag)
  if (throttled) return { ...none, failure: 'throttled', retryAfter: throttled[1] ? Number(throttled[1]) : null }
  const fieldErrors: OrderTrackingFieldErrors = { orderNumber: null, email: null }
  for (const pair of flag.split('|')) {
    const [field, code = ''] = pair.split(':')
    if ((field === 'orderNumber' || field === 'email') && FIELD_ERRORS.has(code))
      fieldErrors[field] = code as OrderTrackingFieldError
  }
  return fieldErrors.orderNumber || fieldErrors.email ? { ...none, fieldErrors } : none
}
