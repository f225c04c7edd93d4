import type { ChartGraph } from './graph'

/** What the machine's source says of a state or a transition: its comments, and the spec rules they cite. */
export interface ChartNote {
  comments: string[]
  /** `2.6`, `5.1`: the spec sections the comments name. */
  rules: string[]
}

export interface ChartNotes {
  machine: ChartNote
  states: Record<string, ChartNote>
  /** By transition label (as in the SVG's `data-transition`). */
  transitions: Record<string, ChartNote>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The comment lines right above the line that holds `index`. */
function commentsAbove(source: string, index: number): string[] {
  const lines = source.slice(0, index).split('\n')
  lines.pop()
  const found: string[] = []
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim()
    if (line.startsWith('//')) found.unshift(line.replace(/^\/\/\s?/, ''))
    else if (line.startsWith('*') || line.startsWith('/**') || line.endsWith('*/'))
      found.unshift(line.replace(/^\/\*\*|\*\/$|^\*/g, '').trim())
    else break
  }
  const text = found.filter(Boolean).join(' ')
  return text ? [text] : []
}

function note(comments: string[]): ChartNote {
  const rules = new Set<string>()
  for (const comment of comments)
    for (const match of comment.matchAll(/\bspec(?:'s)?\s+((?:\d+(?:\.\d+)*)(?:(?:,|\s+and)\s+\d+(?:\.\d+)*)*)/gi))
      for (const rule of match[1]!.split(/,|\s+and\s+/)) rules.add(rule.trim())
  return { comments, rules: [...rules] }
}

/**
 * Reads the notes from the machine's source: the comment above a state's key, above an event's key inside
 * its state, above `export const <name>` for the machine. Machines carry no rule data of their own, so the
 * source's comments are the record; a state without a comment has none.
 */
export function chartNotes(source: string, graph: ChartGraph, exportName: string): ChartNotes {
  const declaration = source.search(new RegExp(`export const ${escapeRegExp(exportName)}\\b`))
  const start = Math.max(0, source.indexOf('createMachine(', Math.max(0, declaration)))
  const positions = new Map<string, number>()
  let cursor = start
  for (const state of graph.states.slice(1)) {
    const from = Math.max(positions.get(state.parent ?? '') ?? start, cursor)
    const key = escapeRegExp(state.key)
    const pattern = new RegExp(`\\n[ \\t]*(?:'${key}'|"${key}"|${key})\\s*:\\s*\\{`, 'g')
    pattern.lastIndex = from
    const match = pattern.exec(source)
    if (!match) continue
    positions.set(state.id, match.index + 1)
    cursor = match.index + 1
  }
  const states: Record<string, ChartNote> = {}
  for (const [id, at] of positions) states[id] = note(commentsAbove(source, at))
  const ordered = [...positions.values()].sort((a, b) => a - b)
  const spanOf = (id: string): [number, number] => {
    const from = id === graph.id ? start : (positions.get(id) ?? -1)
    if (from < 0) return [0, 0]
    const descendants = graph.states.filter((s) => s.id.startsWith(`${id}.`)).map((s) => positions.get(s.id) ?? 0)
    const to =
      id === graph.id
        ? (ordered[0] ?? source.length)
        : (ordered.find((p) => p > from && !descendants.includes(p)) ?? source.length)
    return [from, to]
  }
  const transitions: Record<string, ChartNote> = {}
  for (const t of graph.transitions) {
    const [from, to] = spanOf(t.source)
    const span = source.slice(from, to)
    const key = t.event.startsWith('xstate.done.')
      ? 'onDone'
      : t.event.startsWith('xstate.error.')
        ? 'onError'
        : t.event.startsWith('xstate.after.')
          ? 'after'
          : t.event
    const found = new RegExp(`(?:'${escapeRegExp(key)}'|\\b${escapeRegExp(key)}\\b)\\s*:`).exec(span)
    transitions[t.label] = note(found ? commentsAbove(source, from + found.index) : [])
  }
  return { machine: note(commentsAbove(source, Math.max(0, declaration))), states, transitions }
}
