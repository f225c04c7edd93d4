// @ts-nocheck
import type { SearchRecord } from './record-store'

interface Operation {
  _operation: 'Increment' | 'Decrement' | 'Add' | 'Remove' | 'AddUnique' | 'IncrementFrom' | 'IncrementSet'
  value: unknown
}

/**
 * Applies a partialUpdateObject body: plain attributes replace, built-in operations
 * (`{ _operation: 'Increment', value: 1 }`, Add, Remove, AddUnique, ...) change the current value.
 */
export function applyPartialUpdate(current: SearchRecord, changes: Record<string, unknown>): SearchRecord {
  const next: SearchRecord = { ...current }
  for (const [attribute, change] of Object.entries(changes)) {
    if (attribute === 'objectID') continue
    next[attribute] = isOperation(change) ? operate(current[attribute], change) : change
  }
  return next
}

function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)._operation === 'string'
  )
}

function operate(current: unknown, { _operation: operation, value }: Operation): unknown {
  const number = typeof current === 'number' ? current : 0
  const list = Array.isArray(current) ? current : current === undefined ? [] : [current]
  switch (operation) {
    case 'Increment':
      return number + Number(value)
    case 'Decrement':
      return number - Number(value)
    case 'IncrementFrom':
      return current === value ? number + 1 : current === undefined ? 0 : current
    case 'IncrementSet':
      return typeof current === 'number' && current >= Number(value) ? current : Number(value)
    case 'Add':
      return [...list, value]
    case 'AddUnique':
      return list.some((item) => item === value) ? list : [...list, value]
    case 'Remove':
      return list.filter((item) => item !== value)
    default:
      return value
  }
}
