// @ts-nocheck
import type { SearchRecord } from './engine/record-store'
import type { IndexSettings } from './engine/settings'
import { normalizeWord } from './engine/text'

/** Promotions, collections and merchandised selections: listed, but not what a shopper browses by. */
const PROMOTION_ROOTS = new Set(['sale', 'black-friday', 'cyber-monday', 'new', 'collections'])
const SELECTION_SEGMENTS = new Set(['featured', 'occasions', 'collections', 'iconic', 'technologies', 'trending'])

const TOKEN = /[\p{L}]+/gu
/** Shorter words are not corrected (and too many would look alike). */
const MIN_WORD_LENGTH = 3

export interface SuggestionCategory {
  key: string
  name: Record<string, string>
  parentKey?: string | undefined
}

export const querySuggestionsSettings: IndexSettings = {
  searchableAttributes: ['query', 'unordered(aliases)'],
  attributesForFaceting: ['filterOnly(kind)', 'filterOnly(promotion)', 'filterOnly(depth)'],
  customRanking: ['desc(popularity)'],
  // A misspelt word is what this index is asked about: one typo from three letters, two from six.
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 6,
  attributesToHighlight: [],
}

/**
 * The records of a locale's query-suggestions index, from its product records: one per word of
 * the product and category names (popularity: the products whose name or categories hold it), one
 * per category with products (its name, the names in the other locales as aliases, its path and
 * how many products it lists, its sub-categories included).
 */
export function querySuggestionRecords(
  products: readonly SearchRecord[],
  categories: readonly SuggestionCategory[],
  locale: string,
): SearchRecord[] {
  const byKey = new Map(categories.map((category) => [category.key, category]))
  const chainOf = (key: string): SuggestionCategory[] => {
    const chain: SuggestionCategory[] = []
    for (
      let current = byKey.get(key);
      current && chain.length < 10;
      current = current.parentKey ? byKey.get(current.parentKey) : undefined
    )
      chain.unshift(current)
    return chain
  }

  const wordProducts = new Map<string, { forms: Map<string, number>; products: Set<string> }>()
  const categoryProducts = new Map<string, Set<string>>()
  for (const product of products) {
    const texts = [
      String(product.name ?? ''),
      ...(Array.isArray(product.categoryNames) ? product.categoryNames.map(String) : []),
    ]
    for (const text of texts) {
      for (const [token] of text.matchAll(TOKEN)) {
        if (token.length < MIN_WORD_LENGTH) continue
        const key = normalizeWord(token)
        const form = token.toLocaleLowerCase(locale)
        const entry = wordProducts.get(key) ?? { forms: new Map(), products: new Set() }
        entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1)
        entry.products.add(product.objectID)
        wordProducts.set(key, entry)
      }
    }
    const keys = Array.isArray(product.categoryKeys) ? product.categoryKeys.map(String) : []
    for (const key of keys) {
      for (const category of chainOf(key)) {
        const listed = categoryProducts.get(category.key) ?? new Set()
        listed.add(product.objectID)
        categoryProducts.set(category.key, listed)
      }
    }
  }

  const words = [...wordProducts].map(([key, { forms, products: found }]): SearchRecord => {
    const [form = key] = [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([text]) => text)
    return { objectID: `word:${key}`, kind: 'word', query: form, aliases: [], popularity: found.size }
  })

  const listedCategories = [...categoryProducts].flatMap(([key, found]): SearchRecord[] => {
    const chain = chainOf(key)
    const category = chain.at(-1)
    if (!category || chain.length === 0) return []
    const segments = chain.map((node, index) =>
      index === 0 ? node.key : node.key.slice((chain[index - 1]?.key.length ?? 0) + 1),
    )
    const name = category.name[locale] ?? category.key
    return [
      {
        objectID: `category:${key}`,
        kind: 'category',
        query: name.toLocaleLowerCase(locale),
        aliases: [
          ...new Set(
            Object.entries(category.name)
              .filter(([other]) => other !== locale)
              .map(([, text]) => text.toLowerCase()),
          ),
        ],
        label: chain.map((node) => node.name[locale] ?? node.key).join(' › '),
        path: `/${segments.join('/')}`,
        depth: chain.length,
        promotion:
          PROMOTION_ROOTS.has(segments[0] ?? '') ||
          segments.slice(1).some((segment) => SELECTION_SEGMENTS.has(segment)),
        popularity: found.size,
      },
    ]
  })
  return [...words, ...listedCategories]
}
