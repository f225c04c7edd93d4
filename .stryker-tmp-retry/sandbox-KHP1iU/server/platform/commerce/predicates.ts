/**
 * A subset of the platform's predicate language, enough for cart, line-item and product
 * discount predicates: `1 = 1`, `true`, comparisons (`= != <> < <= > >=`) of a path with a
 * string, number, boolean or money (`"100.00 CZK"`), `in (...)`, `not in (...)`, `is defined`,
 * `is not defined`, `contains`, `and`, `or`, `not(...)`, parentheses, and the cart functions
 * `lineItemExists(...)`, `lineItemCount(...)`, `lineItemTotal(...)`.
 * A predicate outside this subset is an `InvalidInput` error when parsed.
 */
// @ts-nocheck

import { invalidInput } from './errors'

export type Value =
  string | number | boolean | null | undefined | Value[] | { centAmount: number; currencyCode: string }
/** Resolves a dotted path (and the cart functions) against the thing the predicate is about. */
export interface PredicateScope {
  get(path: string[]): Value
  call?(name: string, inner: Predicate): Value
}
export type Predicate = (scope: PredicateScope) => boolean

type Token = { t: 'str' | 'num' | 'id' | 'op' | 'p'; v: string }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  const re =
    /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)|(<>|!=|<=|>=|=|<|>)|([(),]))/y
  let index = 0
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break
    re.lastIndex = index
    const match = re.exec(source)
    if (!match) throw invalidInput(`Malformed predicate at ${index}: ${source}`)
    index = re.lastIndex
    if (match[1] !== undefined) tokens.push({ t: 'str', v: JSON.parse(match[1]) as string })
    else if (match[2] !== undefined) tokens.push({ t: 'num', v: match[2] })
    else if (match[3] !== undefined) tokens.push({ t: 'id', v: match[3] })
    else if (match[4] !== undefined) tokens.push({ t: 'op', v: match[4] })
    else tokens.push({ t: 'p', v: match[5]! })
  }
  return tokens
}

const MONEY = /^(-?\d+(?:\.\d+)?)\s+([A-Z]{3})$/

function literal(token: Token): Value {
  if (token.t === 'num') return Number(token.v)
  if (token.t === 'id' && (token.v === 'true' || token.v === 'false')) return token.v === 'true'
  if (token.t === 'str') {
    const money = MONEY.exec(token.v)
    if (money) return { centAmount: Math.round(Number(money[1]) * 100), currencyCode: money[2]! }
    return token.v
  }
  throw invalidInput(`Expected a value, found '${token.v}'`)
}

const comparable = (value: Value): string | number | boolean | null | undefined => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value.centAmount
  return value as string | number | boolean | null | undefined
}

function compare(op: string, left: Value, right: Value): boolean {
  if (Array.isArray(left)) return left.some((item) => compare(op, item, right))
  const a = comparable(left)
  const b = comparable(right)
  switch (op) {
    case '=':
      return a === b
    case '!=':
    case '<>':
      return a !== b
    case '<':
      return a != null && b != null && a < b
    case '<=':
      return a != null && b != null && a <= b
    case '>':
      return a != null && b != null && a > b
    default:
      return a != null && b != null && a >= b
  }
}

function parsePredicate(source: string): Predicate {
  const tokens = tokenize(source)
  let position = 0
  const peek = () => tokens[position]
  const next = () => {
    const token = tokens[position++]
    if (!token) throw invalidInput(`Unexpected end of predicate: ${source}`)
    return token
  }
  const expect = (value: string) => {
    const token = next()
    if (token.v !== value) throw invalidInput(`Expected '${value}' in predicate: ${source}`)
  }
  const isWord = (word: string) => peek()?.t === 'id' && peek()!.v.toLowerCase() === word

  function values(): Value[] {
    expect('(')
    const list: Value[] = []
    while (peek()?.v !== ')') {
      list.push(literal(next()))
      if (peek()?.v === ',') next()
    }
    expect(')')
    return list
  }

  function operand(): (scope: PredicateScope) => Value {
    const token = next()
    if (
      token.t === 'id' &&
      peek()?.v === '(' &&
      ['lineitemexists', 'lineitemcount', 'lineitemtotal'].includes(token.v.toLowerCase())
    ) {
      next()
      const inner = or()
      expect(')')
      return (scope) => scope.call?.(token.v, inner) ?? null
    }
    if (token.t === 'id' && token.v !== 'true' && token.v !== 'false') {
      const path = token.v.split('.')
      return (scope) => scope.get(path)
    }
    const value = literal(token)
    return () => value
  }

  function comparison(): Predicate {
    const left = operand()
    if (isWord('is')) {
      next()
      const negated = isWord('not') ? (next(), true) : false
      if (!isWord('defined')) throw invalidInput(`Expected 'defined' in predicate: ${source}`)
      next()
      return (scope) => (left(scope) !== undefined && left(scope) !== null) !== negated
    }
    if (isWord('not') && tokens[position + 1]?.v.toLowerCase() === 'in') {
      position += 2
      const list = values()
      return (scope) => !list.some((value) => compare('=', left(scope), value))
    }
    if (isWord('in')) {
      next()
      const list = values()
      return (scope) => list.some((value) => compare('=', left(scope), value))
    }
    if (isWord('contains')) {
      next()
      const right = operand()
      return (scope) => {
        const value = left(scope)
        return Array.isArray(value) ? value.some((item) => compare('=', item, right(scope))) : false
      }
    }
    const op = peek()
    if (op?.t !== 'op') {
      const only = left
      return (scope) => only(scope) === true
    }
    next()
    const right = operand()
    return (scope) => compare(op.v, left(scope), right(scope))
  }

  function unary(): Predicate {
    if (isWord('not') && tokens[position + 1]?.v === '(') {
      next()
      next()
      const inner = or()
      expect(')')
      return (scope) => !inner(scope)
    }
    if (peek()?.v === '(') {
      next()
      const inner = or()
      expect(')')
      return inner
    }
    return comparison()
  }

  function and(): Predicate {
    let left = unary()
    while (isWord('and')) {
      next()
      const a = left
      const b = unary()
      left = (scope) => a(scope) && b(scope)
    }
    return left
  }

  function or(): Predicate {
    let left = and()
    while (isWord('or')) {
      next()
      const a = left
      const b = and()
      left = (scope) => a(scope) || b(scope)
    }
    return left
  }

  if (tokens.length === 0) return () => true
  const predicate = or()
  if (position !== tokens.length) throw invalidInput(`Unexpected '${tokens[position]!.v}' in predicate: ${source}`)
  return predicate
}

const cache = new Map<string, Predicate>()
/** Parses once per distinct source. */
export function predicate(source: string | undefined | null): Predicate {
  const text = source ?? ''
  let compiled = cache.get(text)
  if (!compiled) {
    compiled = parsePredicate(text)
    if (cache.size < 5000) cache.set(text, compiled)
  }
  return compiled
}
