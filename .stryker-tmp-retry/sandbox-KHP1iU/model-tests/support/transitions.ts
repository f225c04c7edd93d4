// @ts-nocheck
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { getStateNodes } from 'xstate/graph'

function guardName(guard: unknown): string {
  if (!guard) return ''
  if (typeof guard === 'string') return ` [${guard}]`
  if (typeof guard === 'function') return ' [inline]'
  const type = (guard as { type?: unknown }).type
  return ` [${typeof type === 'string' ? type : 'guard'}]`
}

/** A stable, readable name for a transition definition: source, event, guard, position, targets. */
export function transitionLabel(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode
  const event = t.eventType === '' ? 'always' : t.eventType
  const siblings = event === 'always' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? [])
  const index = siblings.indexOf(t)
  const targets = t.target?.length ? t.target.map((n: AnyStateNode) => n.id).join(',') : '(self)'
  return `${source.id} —${event}${guardName(t.guard)}${siblings.length > 1 ? ` #${index}` : ''}→ ${targets}`
}

/** Every transition the machine defines, eventless ones and delayed ones included. */
export function machineTransitions(machine: AnyStateMachine): string[] {
  const nodes = new Set<AnyStateNode>([machine.root, ...getStateNodes(machine.root)])
  const labels = new Set<string>()
  for (const node of nodes) {
    for (const list of node.transitions.values()) for (const t of list) labels.add(transitionLabel(t))
    for (const t of node.always ?? []) labels.add(transitionLabel(t))
  }
  return [...labels].sort()
}

export function countStates(machine: AnyStateMachine): number {
  return getStateNodes(machine.root).length
}
