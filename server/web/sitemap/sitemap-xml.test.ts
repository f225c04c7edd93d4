import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml'

describe('sitemap XML', () => {
  it('escapes the markup characters and leaves out what XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d'e`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;e')
    expect(escapeXml('x\u0000y\u0008z\uD800')).toBe('xyz')
    expect(escapeXml('ženy 👟')).toBe('ženy 👟')
  })

  it('stays well-formed whatever the URLs hold', () => {
    const loc = `https://shop.example/en/stories/a?b=1&c=</loc><script>'"`
    const xml = urlsetXml([{ loc, lastmod: '2025-01-01T00:00:00.000Z', alternates: [{ hreflang: 'en', href: loc }] }])
    expect(XMLValidator.validate(xml)).toBe(true)
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
      urlset: { url: { loc: string; 'xhtml:link': { href: string } } }
    }
    expect(parsed.urlset.url.loc).toBe(loc)
    expect(parsed.urlset.url['xhtml:link'].href).toBe(loc)
    expect(XMLValidator.validate(sitemapIndexXml([{ loc, lastmod: '2025-01-01' }]))).toBe(true)
  })
})
