import { useSyncExternalStore } from 'react'
import { CHANNEL, type ChartsMessage, type EventMessage, type SnapshotMessage } from '../live/protocol'

interface LiveState {
  /** Running statecharts by actor key, as their tabs last reported them. */
  actors: ReadonlyMap<string, SnapshotMessage>
  /** The latest events, newest first. */
  events: readonly EventMessage[]
}

const KEEP_EVENTS = 60

/** The shop's tabs' reports (dev/charts/live/inspector.ts), kept for the page to render. */
export function createLiveStore() {
  let state: LiveState = { actors: new Map(), events: [] }
  const listeners = new Set<() => void>()
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = ({ data }: MessageEvent<ChartsMessage>) => {
    if (data.kind === 'snapshot') {
      const actors = new Map(state.actors)
      if (data.status === 'active') actors.set(data.actor, data)
      else actors.delete(data.actor)
      state = { ...state, actors }
    } else if (data.kind === 'event') {
      state = { ...state, events: [data, ...state.events].slice(0, KEEP_EVENTS) }
    } else return
    listeners.forEach((listener) => listener())
  }
  // Tabs opened before this page tell their current states.
  channel.postMessage({ kind: 'hello' } satisfies ChartsMessage)
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
  }
}

export type LiveStore = ReturnType<typeof createLiveStore>

export const useLive = (store: LiveStore) => useSyncExternalStore(store.subscribe, store.getSnapshot)

/** The state ids a state value makes active: `{ operation: 'idle' }` in `cart` is `cart`, `cart.operation`, `cart.operation.idle`. */
export function activeStateIds(rootId: string, value: unknown): string[] {
  const ids = [rootId]
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') ids.push(`${prefix}.${v}`)
    else if (v && typeof v === 'object')
      for (const [key, child] of Object.entries(v)) {
        ids.push(`${prefix}.${key}`)
        walk(`${prefix}.${key}`, child)
      }
  }
  walk(rootId, value)
  return ids
}

/** A state value in one line: `operation.idle · addedToBagModal.closed`. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return String(value)
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = valueText(child)
      return child && typeof child === 'object' && Object.keys(child).length > 1
        ? `${key}(${inner})`
        : `${key}.${inner}`
    })
    .join(' · ')
}
