// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { readSearchParams } from './params'
import { RecordStore } from './record-store'
import { runSearch, type IndexView } from './search'

function view(records: Record<string, unknown>[], settings: IndexView['settings'] = {}): IndexView {
  const store = new RecordStore(settings.searchableAttributes ?? ['name', 'description'])
  records.forEach((record, index) => store.put({ objectID: String(index + 1), ...record }))
  return { name: 'test', settings, store }
}

const ids = (index: IndexView, body: Record<string, unknown>) =>
  runSearch(index, readSearchParams(body), { paramsString: '' }).hits.map((hit) => hit.objectID)

describe('ranking', () => {
  it('puts records with the query words close together first (proximity)', () => {
    const index = view([{ name: 'leather ankle high winter boot' }, { name: 'soft leather boot' }])
    expect(ids(index, { query: 'leather boot' })).toEqual(['2', '1'])
  })

  it('ranks fewer typos first, then the earlier attribute, then whole words over prefixes', () => {
    const index = view([
      { name: 'Classic loafer', description: 'a boot' },
      { name: 'Winter boat' },
      { name: 'Boot Chelsea' },
      { name: 'Bootcut jeans' },
    ])
    // 3 and 4 match in the name (3 whole, 4 as a prefix), 1 in the description, 2 with a typo
    expect(ids(index, { query: 'boot' })).toEqual(['3', '4', '1', '2'])
  })

  it('applies customRanking after the textual criteria', () => {
    const index = view(
      [
        { name: 'runner', price: 3 },
        { name: 'runner', price: 1 },
        { name: 'runner pro', price: 2 },
      ],
      { customRanking: ['asc(price)'] },
    )
    expect(ids(index, { query: 'runner' })).toEqual(['2', '3', '1'])
  })

  it('finds again a record after it was replaced or deleted', () => {
    const index = view([{ name: 'alpha' }, { name: 'beta' }])
    index.store.put({ objectID: '1', name: 'gamma' })
    index.store.delete('2')
    expect(ids(index, { query: 'alpha' })).toEqual([])
    expect(ids(index, { query: 'gamma', facets: ['name'] })).toEqual(['1'])
    expect(runSearch(index, readSearchParams({ query: '', facets: ['name'] }), { paramsString: '' }).nbHits).toBe(1)
  })
})
