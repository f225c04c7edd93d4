// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { botProtectionOptions, LOCAL_ALTCHA_HMAC_KEY } from './bot-protection.config'

describe('botProtectionOptions', () => {
  it('uses the local key outside production and refuses it in production', () => {
    expect(botProtectionOptions({ NODE_ENV: 'development' }, {}).hmacKey).toBe(LOCAL_ALTCHA_HMAC_KEY)
    expect(() => botProtectionOptions({ NODE_ENV: 'production' }, {})).toThrow(/ALTCHA_HMAC_KEY must be set/)
    const key = 'a-deployment-key-0123456789'
    expect(botProtectionOptions({ NODE_ENV: 'production' }, { ALTCHA_HMAC_KEY: key }).hmacKey).toBe(key)
    expect(() => botProtectionOptions({ NODE_ENV: 'production' }, { ALTCHA_HMAC_KEY: 'short' })).toThrow(/at least 16/)
  })
})
