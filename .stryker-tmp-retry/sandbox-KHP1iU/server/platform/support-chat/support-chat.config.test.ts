// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { LOCAL_SUPPORT_CHAT_API_KEY, LOCAL_SUPPORT_CHAT_SECRET, supportChatOptions } from './support-chat.routes'

describe('supportChatOptions', () => {
  it('uses the local secret outside production and refuses it in production', () => {
    expect(supportChatOptions({ NODE_ENV: 'test' }, {}).secret).toBe(LOCAL_SUPPORT_CHAT_SECRET)
    expect(() => supportChatOptions({ NODE_ENV: 'production' }, {})).toThrow(/SUPPORT_CHAT_SECRET must be set/)
    const secret = 'a-deployment-secret-0123456789'
    const apiKey = 'a-deployment-api-key-0123456789'
    expect(
      supportChatOptions({ NODE_ENV: 'production' }, { SUPPORT_CHAT_SECRET: secret, SUPPORT_CHAT_API_KEY: apiKey }),
    ).toEqual({ secret, apiKey })
  })

  it('uses the local API key outside production and refuses it in production', () => {
    expect(supportChatOptions({ NODE_ENV: 'test' }, {}).apiKey).toBe(LOCAL_SUPPORT_CHAT_API_KEY)
    const secret = 'a-deployment-secret-0123456789'
    expect(() => supportChatOptions({ NODE_ENV: 'production' }, { SUPPORT_CHAT_SECRET: secret })).toThrow(
      /SUPPORT_CHAT_API_KEY must be set/,
    )
    expect(() => supportChatOptions({ NODE_ENV: 'test' }, { SUPPORT_CHAT_API_KEY: 'short' })).toThrow(
      /at least 16 characters/,
    )
  })
})
