// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { countryLink, isExternalHref, localHref, unlocalizedPath } from './navigation-links'

describe('localHref', () => {
  it('maps an internal path to the Czech slugs without a prefix', () => {
    expect(localHref('/shopping-bag', 'cs-CZ')).toBe('/nákupní-taška')
    expect(localHref('/women', 'cs-CZ')).toBe('/ženy')
  })

  it('prefixes English paths with /en and keeps the English slugs', () => {
    expect(localHref('/women', 'en')).toBe('/en/women')
    expect(localHref('/', 'en')).toBe('/en')
    expect(localHref('/', 'cs-CZ')).toBe('/')
  })

  it('keeps query strings and passes absolute URLs through', () => {
    expect(localHref('/search?q=boty', 'en')).toBe('/en/search?q=boty')
    expect(localHref('https://www.instagram.com/x', 'cs-CZ')).toBe('https://www.instagram.com/x')
    expect(localHref('tel:+420222111333', 'en')).toBe('tel:+420222111333')
    expect(isExternalHref('mailto:a@b.cz')).toBe(true)
    expect(isExternalHref('/women')).toBe(false)
  })
})

describe('countryLink (spec 2.5)', () => {
  const czech = { id: 'cs-CZ', link: '' }
  const english = { id: 'en', link: '' }
  const germany = { id: 'de-DE', link: 'https://www.kestrel.example/de-DE' }

  it('reads the current path in any locale and slug form', () => {
    expect(unlocalizedPath('/vyhledat')).toBe('/search')
    expect(unlocalizedPath('/en/search')).toBe('/search')
    expect(unlocalizedPath('/en')).toBe('/')
    expect(unlocalizedPath('/%C5%BEeny')).toBe('/women')
  })

  it('links the markets this build serves to the current path in their locale', () => {
    expect(countryLink('/vyhledat', english)).toBe('/en/search')
    expect(countryLink('/en/search', czech)).toBe('/vyhledat')
    expect(countryLink('/en/shopping-bag', czech)).toBe('/nákupní-taška')
    expect(countryLink('/', english)).toBe('/en')
    expect(countryLink('/en', czech)).toBe('/')
  })

  it('links other markets to the same path on their own site', () => {
    expect(countryLink('/vyhledat', germany)).toBe('https://www.kestrel.example/de-DE/search')
    expect(countryLink('/', germany)).toBe('https://www.kestrel.example/de-DE')
  })
})
