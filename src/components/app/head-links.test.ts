import { describe, expect, it } from 'vitest'
import { languageLinks, pageTitle } from './head-links'

const origin = 'https://shop.example'

describe('canonical and language links', () => {
  it('point at the localized public paths, cs-CZ without a prefix and x-default to it', () => {
    expect(languageLinks('/search', origin)).toEqual([
      { rel: 'canonical', href: 'https://shop.example/vyhledat' },
      { rel: 'alternate', hrefLang: 'cs-CZ', href: 'https://shop.example/vyhledat' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/en/search' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/vyhledat' },
    ])
  })

  it('keep the English page canonical on itself and handle the home page', () => {
    expect(languageLinks('/en/women/shoes', origin)[0]).toEqual({
      rel: 'canonical',
      href: 'https://shop.example/en/women/shoes',
    })
    expect(languageLinks('/en/women/shoes', origin)[1]!.href).toBe(`https://shop.example${encodeURI('/ženy/obuv')}`)
    expect(languageLinks('/en', origin).map((link) => link.href)).toEqual([
      'https://shop.example/en',
      'https://shop.example/',
      'https://shop.example/en',
      'https://shop.example/',
    ])
  })

  it('name only the languages a page is written in, x-default the first of them without the default', () => {
    expect(languageLinks('/en/stories/workshop', origin, ['en'])).toEqual([
      { rel: 'canonical', href: 'https://shop.example/en/stories/workshop' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/en/stories/workshop' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/en/stories/workshop' },
    ])
  })

  it('are left out on pages of one shopper', () => {
    expect(languageLinks('/checkout', origin)).toEqual([])
    expect(languageLinks('/en/shopping-bag', origin)).toEqual([])
  })

  it('titles pages with the brand', () => {
    expect(pageTitle('Hledat')).toEqual({ title: 'Hledat | Kestrel' })
    expect(pageTitle()).toEqual({ title: 'Kestrel' })
  })
})
