import { assign, setup } from 'xstate'

/** A message descriptor or code; components translate it (house style). */
export interface ToastMessage {
  id: string
  values?: Record<string, unknown>
  /** Text the shop already holds in each language (a product's names): shown in the page's. */
  names?: Record<string, string>
}

type ToastKind = 'default' | 'error' | 'newsletterFailure'

/** Spec 8.4: 5000 ms by default, errors 9000 ms, the newsletter failure 2000 ms. */
const TOAST_DURATIONS: Record<ToastKind, number> = { default: 5000, error: 9000, newsletterFailure: 2000 }

export const TOAST_POSITION = 'bottom'

interface Toast {
  kind: ToastKind
  title: ToastMessage
  description?: ToastMessage
  duration: number
}

type ToastEvent =
  | { type: 'toast.shown'; kind?: ToastKind; title: ToastMessage; description?: ToastMessage; duration?: number }
  | { type: 'toast.dismissed' }

interface ToastContext {
  current: Toast | null
  queue: Toast[]
}

function toToast(event: Extract<ToastEvent, { type: 'toast.shown' }>): Toast {
  const kind = event.kind ?? 'default'
  return { kind, title: event.title, description: event.description, duration: event.duration ?? TOAST_DURATIONS[kind] }
}

/** One toast at a time; later ones wait their turn. */
export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    show: assign(({ event }) => (event.type === 'toast.shown' ? { current: toToast(event) } : {})),
    enqueue: assign(({ context, event }) =>
      event.type === 'toast.shown' ? { queue: [...context.queue, toToast(event)] } : {},
    ),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clear: assign({ current: null }),
  },
  delays: {
    toastDuration: ({ context }) => context.current?.duration ?? TOAST_DURATIONS.default,
  },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [] },
  initial: 'idle',
  states: {
    idle: { on: { 'toast.shown': { target: 'showing', actions: 'show' } } },
    showing: {
      after: { toastDuration: 'next' },
      on: {
        'toast.shown': { actions: 'enqueue' },
        'toast.dismissed': 'next',
      },
    },
    next: {
      always: [
        { guard: 'hasQueued', target: 'showing', actions: 'showNext' },
        { target: 'idle', actions: 'clear' },
      ],
    },
  },
})

export const selectToast = (snapshot: { context: ToastContext }): Toast | null => snapshot.context.current
