// @ts-nocheck
import { SearchError } from './errors'

/**
 * Filters of the Algolia query language: `filters` strings, `facetFilters` and `numericFilters`,
 * all parsed into one tree and compiled to a predicate over a record's values.
 */
export type FilterNode =
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { kind: 'range'; attribute: string; from: number; to: number }

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'
export type Primitive = string | number | boolean
/**
 * How compiled filters test an item: whether any value of an attribute equals a facet value
 * (case-insensitively, as Algolia compares) or passes a numeric test.
 */
export interface FilterAccess<T> {
  facet(attribute: string, lowerCaseValue: string): (item: T) => boolean
  numeric(attribute: string, test: (value: number) => boolean): (item: T) => boolean
}

type Token = { type: 'word' | 'string' | 'op' | 'paren'; text: string; col: number }

const OPERATORS = ['<=', '>=', '!=', '<', '>', '=', ':']

function tokenize(input: string, source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const char = input[i]!
    if (/\s/.test(char)) {
      i++
      continue
    }
    const col = i + 1
    if (char === '(' || char === ')') {
      tokens.push({ type: 'paren', text: char, col })
      i++
    } else if (char === '"' || char === "'") {
      const close = input.indexOf(char, i + 1)
      if (close < 0) throw new SearchError(`${source}: Unterminated string at col ${col}`)
      tokens.push({ type: 'string', text: input.slice(i + 1, close), col })
      i = close + 1
    } else {
      const operator = OPERATORS.find((op) => input.startsWith(op, i))
      if (operator) {
        tokens.push({ type: 'op', text: operator, col })
        i += operator.length
      } else {
        let end = i
        while (end < input.length && !/[\s()"':<>=!]/.test(input[end]!)) end++
        if (end === i) throw new SearchError(`${source}: Unexpected character ${char} at col ${col}`)
        tokens.push({ type: 'word', text: input.slice(i, end), col })
        i = end
      }
    }
  }
  return tokens
}

/**
 * Grammar, as Algolia reads it (OR binds tighter than AND):
 * and := or (AND or)* ; or := unary (OR unary)* ; unary := NOT unary | '(' and ')' | condition
 */
class Parser {
  private position = 0
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parseAll(): FilterNode {
    const node = this.and()
    const rest = this.tokens[this.position]
    if (rest) throw this.unexpected(rest, 'end of filter')
    return node
  }

  condition(): FilterNode {
    const attribute = this.next('attribute')
    if (attribute.type !== 'word' && attribute.type !== 'string') throw this.unexpected(attribute, 'attribute')
    const operator = this.next('operator')
    if (operator.type !== 'op') throw this.unexpected(operator, 'operator')
    const value = this.next('value')
    if (value.type !== 'word' && value.type !== 'string') throw this.unexpected(value, 'value')
    if (operator.text === ':') {
      const to = this.tokens[this.position]
      if (to?.type === 'word' && to.text === 'TO') {
        this.position++
        const upper = this.next('value')
        return { kind: 'range', attribute: attribute.text, from: this.number(value), to: this.number(upper) }
      }
      return { kind: 'facet', attribute: attribute.text, value: value.text }
    }
    return {
      kind: 'numeric',
      attribute: attribute.text,
      operator: operator.text as NumericOperator,
      value: this.number(value),
    }
  }

  private and(): FilterNode {
    const items = [this.or()]
    while (this.peekWord('AND')) {
      this.position++
      items.push(this.or())
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items }
  }

  private or(): FilterNode {
    const items = [this.unary()]
    while (this.peekWord('OR')) {
      this.position++
      items.push(this.unary())
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items }
  }

  private unary(): FilterNode {
    if (this.peekWord('NOT')) {
      this.position++
      return { kind: 'not', item: this.unary() }
    }
    const token = this.tokens[this.position]
    if (token?.type === 'paren' && token.text === '(') {
      this.position++
      const inner = this.and()
      const close = this.next(')')
      if (close.text !== ')') throw this.unexpected(close, ')')
      return inner
    }
    return this.condition()
  }

  private peekWord(word: string): boolean {
    const token = this.tokens[this.position]
    return token?.type === 'word' && token.text === word
  }

  private next(expected: string): Token {
    const token = this.tokens[this.position++]
    if (!token) throw new SearchError(`${this.source}: Unexpected end of filter, expected ${expected}`)
    return token
  }

  private number(token: Token): number {
    const value = Number(token.text)
    if (token.text.trim() === '' || !Number.isFinite(value)) throw this.unexpected(token, 'a number')
    return value
  }

  private unexpected(token: Token, expected: string): SearchError {
    return new SearchError(
      `${this.source}: Unexpected token ${token.type}(${token.text}) expected ${expected} at col ${token.col}`,
    )
  }
}

/** The `filters` parameter: `division:women AND price < 2000 AND NOT hasDiscount:false`. */
export function parseFilterString(input: string): FilterNode | undefined {
  if (input.trim() === '') return undefined
  return new Parser(tokenize(input, 'filters'), 'filters').parseAll()
}

type FilterList = string | readonly (string | readonly string[])[]

/** `facetFilters`: an AND of OR-groups of `attribute:value`; a value starting with `-` negates. */
export function parseFacetFilters(list: FilterList | undefined): FilterNode | undefined {
  return andOfOrs(list, (filter) => {
    const separator = filter.indexOf(':')
    if (separator <= 0)
      throw new SearchError(`facetFilters: Invalid syntax for facet filter "${filter}", expected attribute:value`)
    const attribute = filter
      .slice(0, separator)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    const raw = filter.slice(separator + 1).trim()
    if (raw.startsWith('-')) return { kind: 'not', item: { kind: 'facet', attribute, value: raw.slice(1) } }
    return { kind: 'facet', attribute, value: raw.startsWith('\\-') ? raw.slice(1) : raw }
  })
}

/** `numericFilters`: `price<=1000`, `price:100 TO 500`, in AND-of-OR lists. */
export function parseNumericFilters(list: FilterList | undefined): FilterNode | undefined {
  return andOfOrs(list, (filter) => {
    const node = new Parser(tokenize(filter, 'numericFilters'), 'numericFilters').condition()
    if (node.kind === 'facet') throw new SearchError(`numericFilters: Invalid syntax for numeric filter "${filter}"`)
    return node
  })
}

function andOfOrs(list: FilterList | undefined, parseOne: (filter: string) => FilterNode): FilterNode | undefined {
  if (list === undefined) return undefined
  const groups = typeof list === 'string' ? [list] : list
  const items = groups.map((group): FilterNode => {
    if (typeof group === 'string') return parseOne(group)
    return { kind: 'or', items: group.map(parseOne) }
  })
  return items.length === 0 ? undefined : { kind: 'and', items }
}

export function combineFilters(nodes: readonly (FilterNode | undefined)[]): FilterNode | undefined {
  const items = nodes.filter((node): node is FilterNode => node !== undefined)
  if (items.length === 0) return undefined
  return items.length === 1 ? items[0] : { kind: 'and', items }
}

/** Compiles a filter tree to a predicate; facet values compare case-insensitively, as Algolia does. */
export function compileFilter<T>(node: FilterNode, access: FilterAccess<T>): (item: T) => boolean {
  switch (node.kind) {
    case 'and': {
      const parts = node.items.map((item) => compileFilter(item, access))
      return (item) => parts.every((part) => part(item))
    }
    case 'or': {
      const parts = node.items.map((item) => compileFilter(item, access))
      return (item) => parts.some((part) => part(item))
    }
    case 'not': {
      const inner = compileFilter(node.item, access)
      return (item) => !inner(item)
    }
    case 'facet':
      return access.facet(node.attribute, node.value.toLowerCase())
    case 'range':
      return access.numeric(node.attribute, (value) => value >= node.from && value <= node.to)
    case 'numeric': {
      if (node.operator === '!=') {
        const equal = access.numeric(node.attribute, (value) => value === node.value)
        return (item) => !equal(item)
      }
      return access.numeric(node.attribute, numericTest(node.operator, node.value))
    }
  }
}

function numericTest(operator: NumericOperator, limit: number): (value: number) => boolean {
  switch (operator) {
    case '<':
      return (value) => value < limit
    case '<=':
      return (value) => value <= limit
    case '>':
      return (value) => value > limit
    case '>=':
      return (value) => value >= limit
    default:
      return (value) => value === limit
  }
}
