// @ts-nocheck
import type { Primitive } from './filters'
import type { Doc } from './record-doc'

// Reading record values: by dotted path with arrays flattened, as text, and as sort keys.

/** The distinct values at a dotted path, arrays flattened: what filters, facets and sorting read. */
export function valuesAt(doc: Doc, path: string): readonly Primitive[] {
  let cached = doc.values.get(path)
  if (!cached) {
    const found: Primitive[] = []
    collect(doc.record, path.split('.'), 0, found)
    cached = found.length > 1 ? [...new Set(found)] : found
    doc.values.set(path, cached)
  }
  return cached
}

function collect(value: unknown, segments: string[], index: number, into: Primitive[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, segments, index, into)
    return
  }
  if (index === segments.length) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') into.push(value)
    return
  }
  if (typeof value === 'object' && value !== null) {
    collect((value as Record<string, unknown>)[segments[index]!], segments, index + 1, into)
  }
}

/** Every string (and number) under a path, for full-text indexing. */
export function textsAt(record: Record<string, unknown>, path: string): string[] {
  const found: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value)
    else if (typeof value === 'number') found.push(String(value))
    else if (Array.isArray(value)) value.forEach(walk)
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk)
  }
  const follow = (value: unknown, segments: string[], index: number): void => {
    if (index === segments.length) return walk(value)
    if (Array.isArray(value)) return value.forEach((item) => follow(item, segments, index))
    if (typeof value === 'object' && value !== null) {
      follow((value as Record<string, unknown>)[segments[index]!], segments, index + 1)
    }
  }
  follow(record, path.split('.'), 0)
  return found
}

export function sortValue(doc: Doc, attribute: string): number | string | undefined {
  const value = valuesAt(doc, attribute)[0]
  if (typeof value === 'boolean') return value ? 1 : 0
  return value
}

export function compareValues(
  left: number | string | undefined,
  right: number | string | undefined,
  direction: 1 | -1,
): number {
  if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1
  if (left === right) return 0
  return (left < right ? -1 : 1) * direction
}
