import type { ActorRefLike, InspectionEvent } from 'xstate'
import { CHANNEL, safePayload, type ChartsMessage, type SnapshotMessage } from './protocol'

/** The machine an actor runs, when it runs one (promise and callback actors have no chart). */
function machineIdOf(actor: ActorRefLike): string | null {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic
  return logic && typeof logic.id === 'string' && logic.root ? logic.id : null
}

/**
 * An XState inspector (`createActor(machine, { inspect })`) that reports each statechart's state and the
 * events it receives over a BroadcastChannel, to /dev/charts in another tab: nothing leaves the browser.
 */
export function chartsInspector(): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(CHANNEL)
  const tab = Math.random().toString(36).slice(2, 8)
  const latest = new Map<string, SnapshotMessage>()
  const post = (message: ChartsMessage) => {
    try {
      channel.postMessage(message)
    } catch {
      // A payload that cannot be cloned after all: the viewer misses one message, the shop goes on.
    }
  }
  channel.onmessage = ({ data }: MessageEvent<ChartsMessage>) => {
    if (data?.kind === 'hello') for (const message of latest.values()) post(message)
  }
  return (inspection) => {
    const machine = machineIdOf(inspection.actorRef)
    if (!machine) return
    const actor = `${tab}/${inspection.actorRef.sessionId}`
    if (inspection.type === '@xstate.snapshot') {
      const snapshot = inspection.snapshot as { value?: unknown; status?: string }
      const message: SnapshotMessage = {
        kind: 'snapshot',
        actor,
        machine,
        actorId: (inspection.actorRef as { id?: string }).id ?? '',
        tab,
        page: location.pathname,
        value: safePayload(snapshot.value),
        status: snapshot.status ?? 'active',
        at: Date.now(),
      }
      if (message.status === 'active') latest.set(actor, message)
      else latest.delete(actor)
      post(message)
    } else if (inspection.type === '@xstate.event') {
      const event = safePayload(inspection.event) as { type: string } & Record<string, unknown>
      post({ kind: 'event', actor, machine, tab, event, at: Date.now() })
    }
  }
}
