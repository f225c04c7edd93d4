import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocalCurrency } from './local-amounts'

describe('amounts of the English seed texts', () => {
  it('stay in crowns for a locale of the Czech store', () => {
    const banner = { messages: ['Free delivery over CZK 1,500'] }
    expect(inLocalCurrency(banner, 'en')).toEqual(banner)
  })

  describe('in reading C (spec 1.2), where each locale buys in its store’s currency', () => {
    let local: typeof inLocalCurrency
    beforeAll(async () => {
      vi.stubEnv('MARKET_READING', 'C')
      vi.resetModules()
      local = (await import('./local-amounts')).inLocalCurrency
    })
    afterAll(() => {
      vi.unstubAllEnvs()
      vi.resetModules()
    })

    it('are the store’s, at the rates its prices and delivery are set at', () => {
      const texts = { messages: ['Free delivery over CZK 1,500', 'Home delivery: CZK 99, in 1–3 working days.'] }
      expect(local(texts, 'de-AT').messages).toEqual([
        'Free delivery over €\u00a059,95',
        'Home delivery: €\u00a03,95, in 1–3 working days.',
      ])
      expect(local(texts, 'pl-PL').messages[0]).toBe('Free delivery over 258,95\u00a0zł')
      expect(local(texts, 'ja-JP').messages[0]).toBe('Free delivery over ￥9,670')
      expect(local(texts, 'cs-CZ')).toEqual(texts)
    })
  })
})
