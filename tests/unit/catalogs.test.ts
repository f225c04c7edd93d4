import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** msgid → msgstr of a gettext catalog (single-line entries, as Lingui writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8')
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) entries.set(match[1]!, match[2]!)
  return entries
}

describe('translation catalogs', () => {
  it('hold the same messages in cs-CZ and en', () => {
    expect([...readCatalog('cs-CZ').keys()].sort()).toEqual([...readCatalog('en').keys()].sort())
  })

  it('translate every message into Czech', () => {
    const untranslated = [...readCatalog('cs-CZ')].filter(([, translation]) => translation === '').map(([id]) => id)
    expect(untranslated).toEqual([])
  })
})
