/** The channel the shop's tabs report their statecharts on, in development, to /dev/charts in the same browser. */
export const CHANNEL = 'kestrel-charts'

/** A running statechart's state, as a tab reports it. */
export interface SnapshotMessage {
  kind: 'snapshot'
  /** Unique per tab and actor: `<tab>/<sessionId>`. */
  actor: string
  /** The machine's id: the chart it is drawn on. */
  machine: string
  /** The actor's id in its system (`x:3`, or the invoke id of a child). */
  actorId: string
  tab: string
  page: string
  value: unknown
  status: string
  at: number
}

/** An event a statechart received, its payload made safe to send (no functions, actors, cycles). */
export interface EventMessage {
  kind: 'event'
  actor: string
  machine: string
  tab: string
  event: { type: string } & Record<string, unknown>
  at: number
}

/** The viewer, as it opens, asks every tab for its statecharts' current states. */
export interface HelloMessage {
  kind: 'hello'
}

export type ChartsMessage = SnapshotMessage | EventMessage | HelloMessage

const MAX_DEPTH = 4
const MAX_ENTRIES = 30
const MAX_TEXT = 200

/**
 * A payload as plain data: functions and actors are named, not sent; errors keep their message; long
 * strings, deep or wide objects are cut; a cycle is marked.
 */
export function safePayload(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value
  if (typeof value === 'undefined') return undefined
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`
  if (typeof value === 'symbol') return value.toString()
  if (value instanceof Error) return { error: value.name, message: value.message }
  if (value instanceof Date) return value.toISOString()
  if (value instanceof RegExp) return String(value)
  const object = value as Record<string, unknown>
  if (typeof object.send === 'function' && typeof object.getSnapshot === 'function')
    return `[actor ${String(object.id ?? '')}]`
  if (seen.has(object)) return '[circular]'
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '[object]'
  seen.add(object)
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ENTRIES).map((item) => safePayload(item, depth + 1, seen))
    return value.length > MAX_ENTRIES ? [...items, `… ${value.length - MAX_ENTRIES} more`] : items
  }
  const entries = Object.entries(object)
  const out: Record<string, unknown> = {}
  for (const [key, item] of entries.slice(0, MAX_ENTRIES)) out[key] = safePayload(item, depth + 1, seen)
  if (entries.length > MAX_ENTRIES) out['…'] = `${entries.length - MAX_ENTRIES} more`
  return out
}
