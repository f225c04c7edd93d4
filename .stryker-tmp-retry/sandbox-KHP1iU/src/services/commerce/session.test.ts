// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { shopperKindOf } from './session'

describe("the session's kind from the server's readable cookie", () => {
  it('reads guest and customer, and nothing else', () => {
    expect(shopperKindOf('a=b; kestrel_shopper=guest; c=d')).toBe('guest')
    expect(shopperKindOf('kestrel_shopper=customer')).toBe('customer')
    expect(shopperKindOf('kestrel_shopper=admin')).toBe('none')
    expect(shopperKindOf('my_kestrel_shopper=guest')).toBe('none')
    expect(shopperKindOf('kestrel_session=1')).toBe('none')
    expect(shopperKindOf(null)).toBe('none')
    expect(shopperKindOf(undefined)).toBe('none')
  })
})
