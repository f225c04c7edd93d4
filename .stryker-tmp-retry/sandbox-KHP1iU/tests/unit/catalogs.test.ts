// @ts-nocheck
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** msgid → msgstr of a gettext catalog (single-line entries, as Lingui writes them). */
function readCatalog(locale: string): Map<string, string> {
  const folder = new URL(`../../src/locales/${locale}/`, import.meta.url)
  const entries = new Map<string, string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    const text = readFileSync(new URL(file, folder), 'utf8')
    for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm))
      entries.set(`${file}: ${match[1]!}`, match[2]!)
  }
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
