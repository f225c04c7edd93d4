import { newStemmer, type Stemmer } from 'snowball-stemmers'
import { normalizeWord } from './text'

/**
 * Word stems for matching inflected forms: `tenisek`, `teniskách` and `tenisky` share one stem,
 * as do `černé`, `černou` and `cerne`. The Snowball stemmers (Czech and English) do the work;
 * each word is stemmed as written and without diacritics (shoppers often type none), and the
 * stems are compared without diacritics. Czech inserts an `e` into some genitive plurals
 * (`tenisky` → `tenisek`, `kabelky` → `kabelek`), which the light Snowball Czech stemmer keeps:
 * that `e` is dropped from a stem ending in `ek`/`ec`. The Czech stemmer knows the adjective
 * endings `ých`/`ými`/`ým` only with their accent, so those are also taken off words typed without.
 */
export const LANGUAGES = ['cs', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

const SNOWBALL_NAMES: Record<Language, string> = { cs: 'czech', en: 'english' }
const stemmers = new Map<Language, Stemmer>()
const cache = new Map<string, readonly string[]>()
const CACHE_LIMIT = 100_000
/** Shorter words are names, sizes or abbreviations: stemming them only adds noise. */
const MIN_LENGTH = 3

function stemmer(language: Language): Stemmer {
  let found = stemmers.get(language)
  if (!found) {
    found = newStemmer(SNOWBALL_NAMES[language])
    stemmers.set(language, found)
  }
  return found
}

/** The index languages an index names that this engine has stemmers for (`cs-CZ` counts as `cs`). */
export function stemmingLanguages(languages: readonly string[] | undefined): Language[] {
  const found = new Set<Language>()
  for (const entry of languages ?? []) {
    const code = entry.trim().toLowerCase().split(/[-_]/)[0]
    if ((LANGUAGES as readonly string[]).includes(code ?? '')) found.add(code as Language)
  }
  return [...found]
}

/** The stems (without diacritics) of one lower-cased word in the given languages. */
export function stemsOf(word: string, languages: readonly Language[]): readonly string[] {
  if (languages.length === 0 || word.length < MIN_LENGTH || /^\d/.test(word)) return []
  const key = `${languages.join(',')}:${word}`
  const cached = cache.get(key)
  if (cached) return cached
  const folded = normalizeWord(word)
  const stems = new Set<string>()
  for (const language of languages) {
    for (const form of folded === word ? [word] : [word, folded]) {
      let stem = normalizeWord(stemmer(language).stem(form))
      if (language === 'cs') stem = czechFolded(stem)
      if (stem.length >= MIN_LENGTH - 1) stems.add(stem)
    }
  }
  const result = [...stems]
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, result)
  return result
}

function czechFolded(stem: string): string {
  const bare = stem.length > 5 ? stem.replace(/(ych|ymi|ym)$/, '') : stem
  return bare.replace(/(?<=[^aeiouy])e([kc])$/, '$1')
}
