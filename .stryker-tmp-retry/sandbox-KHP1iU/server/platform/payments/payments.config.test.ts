// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { LOCAL_PAYMENTS, paymentServiceOptions } from './payments.config'

const HMAC = 'AB'.repeat(32)

describe('the payment stand-in credentials', () => {
  it('uses the local keys outside production', () => {
    expect(paymentServiceOptions({ NODE_ENV: 'development' }, {})).toMatchObject({
      apiKey: LOCAL_PAYMENTS.apiKey,
      hmacKey: LOCAL_PAYMENTS.hmacKey,
      walletKey: LOCAL_PAYMENTS.walletKey,
    })
  })

  it('refuses each public local key in production', () => {
    const own = {
      PAYMENTS_API_KEY: 'a-production-api-key',
      PAYMENTS_HMAC_KEY: HMAC,
      PAYMENTS_WALLET_KEY: 'a-production-wallet-key',
    }
    expect(paymentServiceOptions({ NODE_ENV: 'production' }, own)).toMatchObject({
      apiKey: own.PAYMENTS_API_KEY,
      hmacKey: HMAC,
      walletKey: own.PAYMENTS_WALLET_KEY,
    })
    expect(() => paymentServiceOptions({ NODE_ENV: 'production' }, { ...own, PAYMENTS_API_KEY: '' })).toThrow(
      /PAYMENTS_API_KEY must be set in production/,
    )
    expect(() =>
      paymentServiceOptions(
        { NODE_ENV: 'production' },
        { ...own, PAYMENTS_HMAC_KEY: LOCAL_PAYMENTS.hmacKey.toLowerCase() },
      ),
    ).toThrow(/PAYMENTS_HMAC_KEY must be set/)
    expect(() => paymentServiceOptions({ NODE_ENV: 'production' }, { ...own, PAYMENTS_WALLET_KEY: undefined })).toThrow(
      /PAYMENTS_WALLET_KEY must be set/,
    )
  })

  it('refuses a malformed notification key', () => {
    expect(() => paymentServiceOptions({ NODE_ENV: 'development' }, { PAYMENTS_HMAC_KEY: 'not-hex' })).toThrow(
      /64 hexadecimal digits/,
    )
  })
})
