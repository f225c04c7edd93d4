// @ts-nocheck
import { describe, expect, it } from 'vitest'
import {
  compileFilter,
  parseFacetFilters,
  parseFilterString,
  parseNumericFilters,
  type FilterAccess,
  type FilterNode,
} from './filters'

type Item = Record<string, (string | number | boolean)[]>

const access: FilterAccess<Item> = {
  facet: (attribute, wanted) => (item) =>
    (item[attribute] ?? []).some((value) => String(value).toLowerCase() === wanted),
  numeric: (attribute, test) => (item) =>
    (item[attribute] ?? []).some((value) => typeof value === 'number' && test(value)),
}

const matches = (node: FilterNode | undefined, item: Item) => (node ? compileFilter(node, access)(item) : true)
const boot: Item = { division: ['Women'], type: ['Boots'], price: [3490], sizes: ['38', '39'], hasDiscount: [false] }

describe('filters', () => {
  it('reads OR tighter than AND, as Algolia does', () => {
    expect(parseFilterString('a:1 AND b:2 OR c:3')).toEqual({
      kind: 'and',
      items: [
        { kind: 'facet', attribute: 'a', value: '1' },
        {
          kind: 'or',
          items: [
            { kind: 'facet', attribute: 'b', value: '2' },
            { kind: 'facet', attribute: 'c', value: '3' },
          ],
        },
      ],
    })
  })

  it('evaluates facets case-insensitively, numbers, ranges, NOT and parentheses', () => {
    expect(matches(parseFilterString('division:women AND price >= 3000'), boot)).toBe(true)
    expect(matches(parseFilterString('(division:Men OR type:"Boots") AND NOT hasDiscount:true'), boot)).toBe(true)
    expect(matches(parseFilterString('price:1000 TO 3000'), boot)).toBe(false)
    expect(matches(parseFilterString('price != 3490'), boot)).toBe(false)
    expect(matches(parseFilterString('sizes:39'), boot)).toBe(true)
  })

  it('reads facetFilters as an AND of OR groups with negation', () => {
    expect(matches(parseFacetFilters([['division:Men', 'division:Women'], 'type:Boots']), boot)).toBe(true)
    expect(matches(parseFacetFilters(['division:-Women']), boot)).toBe(false)
    expect(matches(parseFacetFilters('sizes:40'), boot)).toBe(false)
  })

  it('reads numericFilters', () => {
    expect(matches(parseNumericFilters(['price<=3490', ['price<100', 'price>3000']]), boot)).toBe(true)
    expect(matches(parseNumericFilters(['price:3500 TO 5000']), boot)).toBe(false)
  })

  it('names the place of a syntax error', () => {
    expect(() => parseFilterString('price >= AND')).toThrow(
      'filters: Unexpected token word(AND) expected a number at col 10',
    )
    expect(() => parseFilterString('(a:1')).toThrow(/Unexpected end of filter/)
    expect(() => parseFacetFilters(['novalue'])).toThrow(/expected attribute:value/)
    expect(() => parseNumericFilters(['price:cheap'])).toThrow(/Invalid syntax for numeric filter/)
  })
})
