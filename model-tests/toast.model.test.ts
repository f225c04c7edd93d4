import { toastMachine } from '../src/machines/toast/toast.machine'
import { describeModel } from './support/model'

describeModel('toast', toastMachine, {
  events: {
    domain: [
      { type: 'toast.shown', title: { id: 'saved' } },
      { type: 'toast.shown', kind: 'error', title: { id: 'error.title' } },
      { type: 'toast.dismissed' },
    ],
  },
  // The queue length is what matters; cap it so the state space stays finite.
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { queue: unknown[]; current: unknown }
    }
    return JSON.stringify([value, Math.min(context.queue.length, 2), context.current !== null])
  },
  requireEveryTransition: false,
})
