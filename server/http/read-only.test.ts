import { describe, expect, it } from 'vitest'
import { markReadOnly, mayHaveWritten } from './read-only'

describe('whether a request may have changed what the shop stores', () => {
  it('GET and HEAD never; any other method unless its handler marked it read-only', () => {
    expect(mayHaveWritten(new Request('http://shop.test/'))).toBe(false)
    expect(mayHaveWritten(new Request('http://shop.test/', { method: 'HEAD' }))).toBe(false)
    const query = new Request('http://shop.test/graphql', { method: 'POST', body: '{}' })
    const mutation = new Request('http://shop.test/graphql', { method: 'POST', body: '{}' })
    expect(mayHaveWritten(query)).toBe(true)
    markReadOnly(query)
    expect(mayHaveWritten(query)).toBe(false)
    expect(mayHaveWritten(mutation)).toBe(true)
    expect(mayHaveWritten(new Request('http://shop.test/x', { method: 'DELETE' }))).toBe(true)
  })
})
