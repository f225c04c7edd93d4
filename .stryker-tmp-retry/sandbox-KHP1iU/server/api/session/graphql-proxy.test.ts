// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { proxiedStatus } from './graphql-proxy'

const answer = (status: number, headers: Record<string, string> = {}) => new Response('{}', { status, headers })

describe('the status the page gets for the platform’s', () => {
  it('keeps a platform too busy to finish in time as 503, with when to try again', () => {
    expect(proxiedStatus(answer(503, { 'retry-after': '5' }))).toEqual({ status: 503, retryAfter: '5' })
    expect(proxiedStatus(answer(503))).toEqual({ status: 503, retryAfter: '5' })
  })

  it('answers any other failure of the platform as the gateway’s 502', () => {
    expect(proxiedStatus(answer(500))).toEqual({ status: 502, retryAfter: null })
    expect(proxiedStatus(answer(504))).toEqual({ status: 502, retryAfter: null })
  })

  it('passes the platform’s own answers through', () => {
    expect(proxiedStatus(answer(200))).toEqual({ status: 200, retryAfter: null })
    expect(proxiedStatus(answer(400))).toEqual({ status: 400, retryAfter: null })
    expect(proxiedStatus(answer(401))).toEqual({ status: 401, retryAfter: null })
  })
})
