import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '@common/content-schemas'
import { localePrefix, market, type Locale } from '@common/market'
import {
  breadcrumbChain,
  buildPagePathData,
  PAGE_PATH_DATA_LIMIT,
  parsePagePathData,
  publicPathOf,
  withBuiltPagePathData,
  withPagePath,
} from './page-path-data'

const link = (href: string) => ({ label: href, href })

/** A navigation document as the content API serves it: a menu item with its columns, thumbnails and tiles. */
const navigation: { items: NavigationItem[] } = {
  items: [
    {
      id: 'service',
      primaryLink: { label: 'Service', pageTypeId: 'content', completeSlug: '/customer-service' },
      linkCollections: [
        {
          title: 'Help',
          titleLink: link('/customer-service/faq'),
          links: [
            link('/customer-service/legal-pages/terms-of-use'),
            link('/stories/about-us?utm_source=menu'),
            link('https://example.com/elsewhere'),
            link('/product/boot/123/01'),
          ],
          column: '1',
        },
      ],
      thumbnailLinks: [link('/explore/nordic-line/')],
      thumbnailLinksTiles: [link('/campaigns/autumn-winter#top')],
      fallbackImage: null,
      bottomLinkLabel: null,
      isSalesNavigationItem: false,
    },
  ],
}

const home = (locale: Locale) => (localePrefix[locale] ? `/${localePrefix[locale]}` : '/')

describe('the breadcrumb map of spec 2.1', () => {
  it('maps a Czech category to itself and its ancestors in Czech slugs, home last', () => {
    const map = buildPagePathData('cs-CZ', navigation)
    expect(map['/ženy/obuv/tenisky']).toEqual(['/ženy/obuv/tenisky', '/ženy/obuv', '/ženy', '/'])
    expect(map['/ženy/obuv']).toEqual(['/ženy/obuv', '/ženy', '/'])
    expect(map['/výprodej/ženy']).toEqual(['/výprodej/ženy', '/výprodej', '/'])
    expect(map['/nove/vše']).toEqual(['/nove/vše', '/nove', '/'])
    expect(map['/péče-o-obuv/pečující-výrobky']).toEqual(['/péče-o-obuv/pečující-výrobky', '/péče-o-obuv', '/'])
    expect(map['/']).toEqual(['/'])
  })

  it('maps the English paths under the /en prefix with English slugs', () => {
    const map = buildPagePathData('en', navigation)
    expect(map['/en/women/shoes']).toEqual(['/en/women/shoes', '/en/women', '/en'])
    expect(map['/en/sale/women']).toEqual(['/en/sale/women', '/en/sale', '/en'])
    expect(map['/en']).toEqual(['/en'])
    expect(map['/ženy']).toBeUndefined()
  })

  it('knows the functional routes of spec 2.2 with their localized slugs', () => {
    const cs = buildPagePathData('cs-CZ', navigation)
    expect(cs['/vyhledat']).toEqual(['/vyhledat', '/'])
    expect(cs['/průvodce/průvodce-velikostmi/ženy']).toEqual([
      '/průvodce/průvodce-velikostmi/ženy',
      '/průvodce/průvodce-velikostmi',
      '/průvodce',
      '/',
    ])
    expect(cs['/můj-účet/adresář']).toEqual(['/můj-účet/adresář', '/můj-účet', '/'])
    expect(cs['/můj-účet/oblíbené']).toEqual(['/můj-účet/oblíbené', '/můj-účet', '/'])
    expect(cs['/můj-účet/kestrel-club']).toEqual(['/můj-účet/kestrel-club', '/můj-účet', '/'])
    const en = buildPagePathData('en', navigation)
    expect(en['/en/create-account/verify']).toEqual(['/en/create-account/verify', '/en/create-account', '/en'])
  })

  it('knows the content pages the navigation links to, and the folders above them', () => {
    const cs = buildPagePathData('cs-CZ', navigation)
    expect(cs['/péče-o-zákazníky/právní-informace/terms-of-use']).toEqual([
      '/péče-o-zákazníky/právní-informace/terms-of-use',
      '/péče-o-zákazníky/právní-informace',
      '/péče-o-zákazníky',
      '/',
    ])
    expect(cs['/péče-o-zákazníky/faq']).toEqual(['/péče-o-zákazníky/faq', '/péče-o-zákazníky', '/'])
    expect(cs['/příběhy/about-us']).toEqual(['/příběhy/about-us', '/příběhy', '/'])
    expect(cs['/objevujte/linie-nordic']).toEqual(['/objevujte/linie-nordic', '/objevujte', '/'])
    expect(cs['/kampaně/podzim-zima']).toEqual(['/kampaně/podzim-zima', '/kampaně', '/'])
    const en = buildPagePathData('en', navigation)
    expect(en['/en/customer-service/faq']).toEqual(['/en/customer-service/faq', '/en/customer-service', '/en'])
  })

  it('holds no path parameters, no product pages, no other sites and no query strings', () => {
    for (const locale of market.locales) {
      const paths = Object.keys(buildPagePathData(locale, navigation))
      expect(paths.filter((path) => /[$[\]?#:]/.test(path))).toEqual([])
      expect(paths.filter((path) => /\/(product|produkt)\//.test(path))).toEqual([])
    }
  })

  it('leads every chain with its own path and ends it at the locale’s home, in every locale of the market', () => {
    for (const locale of market.locales) {
      const map = buildPagePathData(locale, navigation)
      for (const [path, chain] of Object.entries(map)) {
        expect(chain[0]).toBe(path)
        expect(chain.at(-1)).toBe(home(locale))
        // Each ancestor is a known page whose own chain is the rest of this one.
        expect(map[chain[1] ?? path]).toEqual(chain.length > 1 ? chain.slice(1) : chain)
      }
    }
  })

  it('builds the category trees without the navigation, and stays within its bound', () => {
    const map = buildPagePathData('cs-CZ')
    expect(map['/muži/obuv/mokasíny']).toEqual(['/muži/obuv/mokasíny', '/muži/obuv', '/muži', '/'])
    expect(Object.keys(map).length).toBeGreaterThan(100)
    expect(Object.keys(map).length).toBeLessThanOrEqual(PAGE_PATH_DATA_LIMIT)
  })

  it('builds a chain for any internal path, and a public path with the locale’s prefix', () => {
    expect(breadcrumbChain('/women/shoes', 'cs-CZ')).toEqual(['/ženy/obuv', '/ženy', '/'])
    expect(breadcrumbChain('/women/shoes', 'en')).toEqual(['/en/women/shoes', '/en/women', '/en'])
    expect(breadcrumbChain('/', 'en')).toEqual(['/en'])
    expect(publicPathOf('/', 'cs-CZ')).toBe('/')
    expect(publicPathOf('/search', 'en')).toBe('/en/search')
  })
})

describe('the held map', () => {
  const built = buildPagePathData('cs-CZ', navigation)

  it('stays the same object when it already holds every built chain', () => {
    const held = withBuiltPagePathData({}, built)
    expect(held).toEqual(built)
    expect(withBuiltPagePathData(held, buildPagePathData('cs-CZ', navigation))).toBe(held)
  })

  it('is rebuilt for another locale, dropping the other locale’s pages', () => {
    const seen = withPagePath(built, ['/příběhy/craftsmanship', '/příběhy', '/'])
    const english = withBuiltPagePathData(seen, buildPagePathData('en', navigation))
    expect(english['/en/women/shoes']).toEqual(['/en/women/shoes', '/en/women', '/en'])
    expect(Object.keys(english).filter((path) => !path.startsWith('/en'))).toEqual([])
  })

  it('is rebuilt when the navigation changes, keeping the pages of its locale the shopper saw', () => {
    const seen = withPagePath(buildPagePathData('cs-CZ'), ['/příběhy/craftsmanship', '/příběhy', '/'])
    const rebuilt = withBuiltPagePathData(seen, built)
    expect(rebuilt).not.toBe(seen)
    expect(rebuilt['/péče-o-zákazníky/faq']).toEqual(['/péče-o-zákazníky/faq', '/péče-o-zákazníky', '/'])
    expect(rebuilt['/příběhy/craftsmanship']).toEqual(['/příběhy/craftsmanship', '/příběhy', '/'])
  })

  it('adds a seen page once, and none beyond the bound', () => {
    const chain = ['/příběhy/craftsmanship', '/příběhy', '/']
    const once = withPagePath(built, chain)
    expect(once['/příběhy/craftsmanship']).toEqual(chain)
    expect(withPagePath(once, chain)).toBe(once)
    const full = Object.fromEntries(
      Array.from({ length: PAGE_PATH_DATA_LIMIT }, (_, index) => [`/p${index}`, [`/p${index}`, '/']]),
    )
    expect(withPagePath(full, chain)).toBe(full)
  })

  it('reads back only well-formed chains from storage, at most the bound', () => {
    expect(
      parsePagePathData({
        '/ženy': ['/ženy', '/'],
        '/muži': 'Muži',
        '/děti': ['/jinam', '/'],
        '/golf': [],
        '/outdoor': ['outdoor'],
      }),
    ).toEqual({ '/ženy': ['/ženy', '/'] })
    expect(parsePagePathData('nonsense')).toEqual({})
    expect(parsePagePathData(['/ženy'])).toEqual({})
    const many = Object.fromEntries(
      Array.from({ length: PAGE_PATH_DATA_LIMIT + 5 }, (_, index) => [`/p${index}`, [`/p${index}`, '/']]),
    )
    expect(Object.keys(parsePagePathData(many))).toHaveLength(PAGE_PATH_DATA_LIMIT)
  })
})
