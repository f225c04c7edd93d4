// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { isLocale, localeFromPrefix, localeOfPath } from './market'

describe('market locales', () => {
  it('reads the locale from the path prefix; the default locale has none', () => {
    expect(localeOfPath('/')).toBe('cs-CZ')
    expect(localeOfPath('/vyhledat')).toBe('cs-CZ')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/search')).toBe('en')
    expect(localeOfPath('/english')).toBe('cs-CZ')
  })

  it('knows its locales and prefixes', () => {
    expect(isLocale('en')).toBe(true)
    expect(isLocale('de-DE')).toBe(false)
    expect(localeFromPrefix(undefined)).toBe('cs-CZ')
    expect(localeFromPrefix('en')).toBe('en')
    expect(localeFromPrefix('xx')).toBeUndefined()
  })
})
