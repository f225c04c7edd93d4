// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { querySuggestionRecords, type SuggestionCategory } from './query-suggestions'

const categories: SuggestionCategory[] = [
  { key: 'women', name: { 'cs-CZ': 'Ženy', en: 'Women' } },
  { key: 'women-shoes', name: { 'cs-CZ': 'Obuv', en: 'Shoes' }, parentKey: 'women' },
  { key: 'women-shoes-sneakers', name: { 'cs-CZ': 'Tenisky', en: 'Sneakers' }, parentKey: 'women-shoes' },
  { key: 'women-featured', name: { 'cs-CZ': 'Výběr', en: 'Selection' }, parentKey: 'women' },
  { key: 'sale', name: { 'cs-CZ': 'Výprodej', en: 'Sale' } },
  { key: 'sale-women', name: { 'cs-CZ': 'Ženy', en: 'Women' }, parentKey: 'sale' },
  { key: 'women-shoes-boots', name: { 'cs-CZ': 'Kotníkové boty', en: 'Boots' }, parentKey: 'women-shoes' },
]

const products = [
  {
    objectID: 'a',
    name: 'Dámské kožené tenisky Aria',
    categoryKeys: ['women-shoes-sneakers', 'sale-women'],
    categoryNames: ['Tenisky', 'Ženy'],
  },
  {
    objectID: 'b',
    name: 'Dámské semišové tenisky Fable',
    categoryKeys: ['women-shoes-sneakers', 'women-featured'],
    categoryNames: ['Tenisky', 'Výběr'],
  },
]

describe('the query-suggestions vocabulary', () => {
  const records = querySuggestionRecords(products, categories, 'cs-CZ')
  const byId = new Map(records.map((record) => [record.objectID, record]))

  it('has the words of the names with their written form and how many products hold them', () => {
    expect(byId.get('word:tenisky')).toMatchObject({ kind: 'word', query: 'tenisky', popularity: 2 })
    expect(byId.get('word:damske')).toMatchObject({ query: 'dámské', popularity: 2 })
    expect(byId.get('word:kozene')).toMatchObject({ query: 'kožené', popularity: 1 })
    expect(byId.get('word:aria')).toMatchObject({ query: 'aria', popularity: 1 })
  })

  it('has each category with products: name, other languages as aliases, path, label, depth, and its products below', () => {
    expect(byId.get('category:women-shoes-sneakers')).toMatchObject({
      kind: 'category',
      query: 'tenisky',
      aliases: ['sneakers'],
      path: '/women/shoes/sneakers',
      label: 'Ženy › Obuv › Tenisky',
      depth: 3,
      promotion: false,
      popularity: 2,
    })
    expect(byId.get('category:women-shoes')).toMatchObject({
      path: '/women/shoes',
      depth: 2,
      popularity: 2,
      promotion: false,
    })
    expect(byId.has('category:women-shoes-boots')).toBe(false)
  })

  it('marks promotions and selections, which are not offered as categories to browse', () => {
    expect(byId.get('category:sale-women')).toMatchObject({ path: '/sale/women', promotion: true })
    expect(byId.get('category:women-featured')).toMatchObject({ path: '/women/featured', promotion: true })
  })
})
