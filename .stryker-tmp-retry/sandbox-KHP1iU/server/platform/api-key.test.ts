// @ts-nocheck
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readApiKey, sameSecret } from './api-key'
import { documentServiceOptions, LOCAL_DOCUMENTS_API_KEY } from './documents/documents.config'
import { LOCAL_LOYALTY_API_KEY, loyaltyOptions } from './loyalty/loyalty.config'
import { LOCAL_PAYMENTS_MANAGEMENT_API_KEY, paymentManagementOptions } from './payments/management.config'
import { LOCAL_REVIEWS_API_KEY, reviewServiceOptions } from './reviews/reviews.config'

describe('readApiKey', () => {
  it('uses the local key outside production, refuses it in production and refuses short keys', () => {
    expect(readApiKey('SOME_API_KEY', 'kestrel-local-some-key', { NODE_ENV: 'test' }, {})).toBe(
      'kestrel-local-some-key',
    )
    expect(readApiKey('SOME_API_KEY', 'kestrel-local-some-key', { NODE_ENV: 'test' }, { SOME_API_KEY: '' })).toBe(
      'kestrel-local-some-key',
    )
    expect(() => readApiKey('SOME_API_KEY', 'kestrel-local-some-key', { NODE_ENV: 'production' }, {})).toThrow(
      /SOME_API_KEY must be set in production/,
    )
    expect(() =>
      readApiKey('SOME_API_KEY', 'kestrel-local-some-key', { NODE_ENV: 'test' }, { SOME_API_KEY: 'short' }),
    ).toThrow(/at least 16 characters/)
    expect(
      readApiKey(
        'SOME_API_KEY',
        'kestrel-local-some-key',
        { NODE_ENV: 'production' },
        { SOME_API_KEY: 'a-deployment-key-0123456789' },
      ),
    ).toBe('a-deployment-key-0123456789')
  })

  it('is how each stand-in reads its key', () => {
    const readers = [
      [documentServiceOptions, 'DOCUMENTS_API_KEY', LOCAL_DOCUMENTS_API_KEY],
      [loyaltyOptions, 'LOYALTY_API_KEY', LOCAL_LOYALTY_API_KEY],
      [reviewServiceOptions, 'REVIEWS_API_KEY', LOCAL_REVIEWS_API_KEY],
      [paymentManagementOptions, 'PAYMENTS_MANAGEMENT_API_KEY', LOCAL_PAYMENTS_MANAGEMENT_API_KEY],
    ] as const
    for (const [read, variable, local] of readers) {
      expect(read({ NODE_ENV: 'development' }, {}).apiKey).toBe(local)
      expect(() => read({ NODE_ENV: 'production' }, {})).toThrow(new RegExp(`${variable} must be set in production`))
      expect(() => read({ NODE_ENV: 'production' }, { [variable]: local })).toThrow(/must be set in production/)
      expect(read({ NODE_ENV: 'production' }, { [variable]: 'a-deployment-key-0123456789' }).apiKey).toBe(
        'a-deployment-key-0123456789',
      )
    }
  })
})

describe('sameSecret', () => {
  it('is equality of strings', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => sameSecret(a, b) === (a === b)))
    fc.assert(fc.property(fc.string(), (a) => sameSecret(a, a)))
    expect(sameSecret('kestrel-local-documents-key', 'kestrel-local-documents-kez')).toBe(false)
    expect(sameSecret('', 'x')).toBe(false)
  })
})
