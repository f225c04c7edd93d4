import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/** One state of a chart, in document order, with what its box shows. */
export interface ChartState {
  id: string
  key: string
  parent: string | null
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  initial: boolean
  /** Invoked actors (`invoke: createCart`), tags, description: the lines under the name. */
  notes: string[]
  description: string | null
}

/** One transition of a chart, named as the model tests name it (`model-tests/support/transitions.ts`). */
export interface ChartTransition {
  /** `source —event [guard] #n→ targets`: the key the model reports and the SVG's `data-transition` use. */
  label: string
  source: string
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[]
  event: string
  /** What the arrow says: `after 300 ms`, `done: createCart`, `always`, with `[guard]`. */
  text: string
  guard: string | null
}

export interface ChartGraph {
  id: string
  states: ChartState[]
  transitions: ChartTransition[]
}

/** A guard by name: `promoCodeGiven`, `not(isEmpty)`, `and(a, b)`; `inline` for an anonymous function. */
function guardText(guard: unknown): string | null {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards
    if (Array.isArray(nested)) return `${guard.name || 'guard'}(${nested.map((g) => guardText(g) ?? '?').join(', ')})`
    return 'inline'
  }
  const type = (guard as { type?: unknown }).type
  return typeof type === 'string' ? type : 'guard'
}

/** The guard as the model tests' transition labels write it (kept identical so coverage counts match). */
function labelGuard(guard: unknown): string {
  if (!guard) return ''
  if (typeof guard === 'string') return ` [${guard}]`
  if (typeof guard === 'function') return ' [inline]'
  const type = (guard as { type?: unknown }).type
  return ` [${typeof type === 'string' ? type : 'guard'}]`
}

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode
  const event = t.eventType === '' ? 'always' : t.eventType
  const siblings = event === 'always' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? [])
  const index = siblings.indexOf(t)
  const targets = t.target?.length ? t.target.map((n: AnyStateNode) => n.id).join(',') : '(self)'
  return `${source.id} —${event}${labelGuard(t.guard)}${siblings.length > 1 ? ` #${index}` : ''}→ ${targets}`
}

/** What an event is called on an arrow: timers, actors' completion and failure, eventless. */
function eventText(eventType: string, source: AnyStateNode): string {
  if (eventType === '') return 'always'
  const timer = source.after.find((a: { eventType: string }) => a.eventType === eventType) as
    { delay: unknown } | undefined
  if (timer) return typeof timer.delay === 'number' ? `after ${timer.delay} ms` : `after ${String(timer.delay)}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (doneState) return `done: ${doneState[1]}`
  return eventType
}

function stateNodes(root: AnyStateNode): AnyStateNode[] {
  const nodes: AnyStateNode[] = [root]
  for (const child of Object.values(root.states) as AnyStateNode[]) nodes.push(...stateNodes(child))
  return nodes
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src
  return (src as { id?: string } | null)?.id ?? 'actor'
}

/** The machine as boxes and arrows, in its definition's order: the same machine always gives the same graph. */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes = stateNodes(machine.root)
  const initialIds = new Set<string>()
  for (const node of nodes)
    if (node.type === 'compound') for (const t of node.initial?.target ?? []) initialIds.add((t as AnyStateNode).id)
  const states: ChartState[] = nodes.map((node) => {
    const notes = [
      ...node.invoke.map((i: { id: string; src: unknown }) =>
        i.id === srcName(i.src) ? `invoke ${i.id}` : `invoke ${i.id} (${srcName(i.src)})`,
      ),
      ...[...node.tags].map((tag) => `tag ${tag}`),
    ]
    if (node.type === 'history') notes.push(`history (${(node as { history?: string }).history ?? 'shallow'})`)
    return {
      id: node.id,
      key: node === machine.root ? machine.id : node.key,
      parent: node.parent?.id ?? null,
      type: node.type as ChartState['type'],
      initial: initialIds.has(node.id),
      notes,
      description: node.description ?? null,
    }
  })
  const transitions: ChartTransition[] = []
  for (const node of nodes) {
    const definitions: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    for (const t of definitions) {
      const guard = guardText(t.guard)
      const event = eventText(t.eventType, node)
      transitions.push({
        label: transitionKey(t),
        source: node.id,
        targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
        event: t.eventType === '' ? 'always' : t.eventType,
        text: guard ? `${event} [${guard}]` : event,
        guard,
      })
    }
  }
  return { id: machine.id, states, transitions }
}
