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

export interface Toast {
  kind: ToastKind
  title: ToastMessage
  description?: ToastMessage
  duration: number
}

type ToastEvent =
  | { type: 'toast.shown'; kind?: ToastKind; title: ToastMessage; description?: ToastMessage; duration?: number }
  | { type: 'toast.dismissed' }
  /** The pointer is over the toast, or the keyboard focus is in it (or in the undo it offers). */
  | { type: 'toast.held' }
  /** The pointer and the focus have left it. */
  | { type: 'toast.released' }

interface ToastContext {
  current: Toast | null
}

function toToast(event: Extract<ToastEvent, { type: 'toast.shown' }>): Toast {
  const kind = event.kind ?? 'default'
  return { kind, title: event.title, description: event.description, duration: event.duration ?? TOAST_DURATIONS[kind] }
}

/**
 * One toast at a time, and always the latest: a new toast takes the place of the one showing and
 * gets its whole duration. An older toast waiting its turn would speak of a change already
 * superseded (a wishlist add shown after the removal that followed it, an error seconds late).
 *
 * A toast does not time out while the shopper holds it (the pointer over it, the focus in it or
 * in its undo): whoever reads slowly or reaches its undo by keyboard gets the time they need
 * (WCAG 2.2.1). Released, it gets its whole duration again.
 */
export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  actions: {
    show: assign(({ event }) => (event.type === 'toast.shown' ? { current: toToast(event) } : {})),
    clear: assign({ current: null }),
  },
  delays: {
    toastDuration: ({ context }) => context.current?.duration ?? TOAST_DURATIONS.default,
  },
}).createMachine({
  id: 'toast',
  context: { current: null },
  initial: 'idle',
  states: {
    idle: { on: { 'toast.shown': { target: 'showing', actions: 'show' } } },
    showing: {
      initial: 'running',
      states: {
        running: {
          after: { toastDuration: { target: '#toast.idle', actions: 'clear' } },
          on: {
            // Re-entered, so the new toast's own time out starts.
            'toast.shown': { target: 'running', reenter: true, actions: 'show' },
            'toast.held': { target: 'held' },
          },
        },
        // The toast the shopper holds, and one that takes its place meanwhile, wait for the release.
        held: {
          on: {
            'toast.shown': { actions: 'show' },
            'toast.released': { target: 'running' },
          },
        },
      },
      on: { 'toast.dismissed': { target: 'idle', actions: 'clear' } },
    },
  },
})

export const selectToast = (snapshot: { context: ToastContext }): Toast | null => snapshot.context.current
