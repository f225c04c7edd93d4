// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { renderedTracking } from './rendered-tracking'

describe('a plain-HTML lookup’s refusal, as the page shows it', () => {
  it('reads the lookup’s failures, with the seconds a throttle asks to wait', () => {
    expect(renderedTracking('notFound')).toEqual({ failure: 'notFound', retryAfter: null, fieldErrors: null })
    expect(renderedTracking('serverError').failure).toBe('serverError')
    expect(renderedTracking('throttled:60')).toEqual({ failure: 'throttled', retryAfter: 60, fieldErrors: null })
    expect(renderedTracking('throttled')).toEqual({ failure: 'throttled', retryAfter: null, fieldErrors: null })
  })

  it('reads the fields’ errors the form knows, and nothing else', () => {
    expect(renderedTracking('orderNumber:required|email:emailTooLong').fieldErrors).toEqual({
      orderNumber: 'required',
      email: 'emailTooLong',
    })
    expect(renderedTracking('email:email').fieldErrors).toEqual({ orderNumber: null, email: 'email' })
    for (const flag of [null, undefined, '', 'other', 'orderNumber:nope', 'toString:required', 'throttled:x'])
      expect(renderedTracking(flag)).toEqual({ failure: null, retryAfter: null, fieldErrors: null })
  })
})
