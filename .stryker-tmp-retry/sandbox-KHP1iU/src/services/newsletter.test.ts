// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createApiClient } from './api'
import { subscribeToNewsletter } from './newsletter'

describe('newsletter subscription call (spec 7.2)', () => {
  it('posts the consent keys, locale and the bot-protection token field, and reads the email back', async () => {
    let sent: unknown
    const api = createApiClient({
      baseUrl: '',
      fetch: async (_url, init) => {
        sent = JSON.parse(String(init?.body))
        return new Response(JSON.stringify({ data: { email: 'eva@example.cz', status: 'subscribed' } }))
      },
    })
    const result = await subscribeToNewsletter(api, {
      email: 'eva@example.cz',
      name: 'Eva',
      newsletterKey: 'newsletter',
      privacyPolicyKey: 'privacyPolicy',
      termsAndConditionsKey: 'termsAndConditions',
      locale: 'cs-CZ',
      botProtectionToken: null,
    })
    expect(result).toEqual({ email: 'eva@example.cz' })
    expect(sent).toEqual({
      email: 'eva@example.cz',
      name: 'Eva',
      newsletterKey: 'newsletter',
      privacyPolicyKey: 'privacyPolicy',
      termsAndConditionsKey: 'termsAndConditions',
      locale: 'cs-CZ',
      altchaToken: null,
    })
  })
})
