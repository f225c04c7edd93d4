import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { isQuery } from './operation'

describe('the operation a GraphQL request runs', () => {
  it('is a query when the only or the named operation is one', () => {
    expect(isQuery(parse('{ me { id } }'), undefined)).toBe(true)
    expect(isQuery(parse('query Cart { me { id } }'), undefined)).toBe(true)
    expect(isQuery(parse('query A { me { id } } mutation B { x }'), 'A')).toBe(true)
  })

  it('is not when it is a mutation, or when the document does not say which one runs', () => {
    expect(isQuery(parse('mutation { x }'), undefined)).toBe(false)
    expect(isQuery(parse('query A { me { id } } mutation B { x }'), 'B')).toBe(false)
    expect(isQuery(parse('query A { me { id } } mutation B { x }'), undefined)).toBe(false)
    expect(isQuery(parse('query A { me { id } }'), 'Missing')).toBe(false)
    expect(isQuery(parse('fragment F on Query { me { id } } mutation { x }'), undefined)).toBe(false)
  })
})
