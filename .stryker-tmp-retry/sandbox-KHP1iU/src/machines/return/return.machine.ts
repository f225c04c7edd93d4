// @ts-nocheck
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { ReturnMethod, ReturnReason } from '@common/returns'
import type { TrackedOrder } from '../order-tracking/order-tracking.machine'

/** What may be returned: the order's lines still returnable and how many of each (the shop's answer). */
export interface ReturnInput {
  orderNumber: string
  locale: string
  returnable: Array<{ lineItemId: string; quantity: number }>
  /**
   * The id every send of the return carries, so a double submit or a retry makes one return; made
   * once as the form starts unless given.
   */
  requestId?: string
}

export interface SubmitReturnInput {
  orderNumber: string
  locale: string
  requestId: string
  items: Array<{ lineItemId: string; quantity: number }>
  reason: ReturnReason
  method: ReturnMethod
}

interface ReturnFieldErrors {
  items: 'required' | null
  reason: 'required' | null
  method: 'required' | null
}

interface ReturnContext extends Omit<ReturnInput, 'requestId'> {
  requestId: string
  /** How many of each line the shopper chose (a line not chosen is absent). */
  chosen: Record<string, number>
  reason: ReturnReason | null
  method: ReturnMethod | null
  errors: ReturnFieldErrors | null
  returnId: string | null
}

type ReturnEvent =
  | { type: 'return.started' }
  | { type: 'return.item.toggled'; lineItemId: string }
  | { type: 'return.quantity.changed'; lineItemId: string; quantity: number }
  | { type: 'return.reason.chosen'; reason: ReturnReason }
  | { type: 'return.method.chosen'; method: ReturnMethod }
  | { type: 'return.submitted' }
  | { type: 'return.cancelled' }

type ReturnEmitted = { type: 'return.created'; order: TrackedOrder }

const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

const errorsOf = (context: ReturnContext): ReturnFieldErrors => ({
  items: Object.keys(context.chosen).length ? null : 'required',
  reason: context.reason ? null : 'required',
  method: context.method ? null : 'required',
})

const limitOf = (context: ReturnContext, lineItemId: string) =>
  context.returnable.find((item) => item.lineItemId === lineItemId)?.quantity ?? 0

/**
 * Starting a return (spec 2.7 "start a return"): the shopper chooses items and how many of each, a reason
 * and how the goods come back; the return is sent once (its request id makes a repeat the same return), and
 * the order comes back with it. A refusal (the order no longer takes it) and a failure are told apart.
 */
export const returnMachine = setup({
  types: {
    context: {} as ReturnContext,
    events: {} as ReturnEvent,
    input: {} as ReturnInput,
    emitted: {} as ReturnEmitted,
  },
  actors: {
    submitReturn: fromPromise<{ returnId: string; order: TrackedOrder }, SubmitReturnInput>(async () => {
      throw new Error('submitReturn actor not provided')
    }),
  },
  guards: {
    returnable: ({ context, event }) => 'lineItemId' in event && limitOf(context, event.lineItemId) > 0,
    incomplete: ({ context }) => {
      const errors = errorsOf(context)
      return Boolean(errors.items ?? errors.reason ?? errors.method)
    },
    refused: ({ event }) => statusOf((event as { error?: unknown }).error) === 409,
  },
  actions: {
    toggle: assign({
      chosen: ({ context, event }) => {
        if (event.type !== 'return.item.toggled') return context.chosen
        const { [event.lineItemId]: was, ...rest } = context.chosen
        return was ? rest : { ...context.chosen, [event.lineItemId]: 1 }
      },
    }),
    setQuantity: assign({
      chosen: ({ context, event }) => {
        if (event.type !== 'return.quantity.changed') return context.chosen
        const quantity = Math.min(Math.max(Math.trunc(event.quantity) || 1, 1), limitOf(context, event.lineItemId))
        return { ...context.chosen, [event.lineItemId]: quantity }
      },
    }),
    chooseReason: assign({
      reason: ({ context, event }) => (event.type === 'return.reason.chosen' ? event.reason : context.reason),
    }),
    chooseMethod: assign({
      method: ({ context, event }) => (event.type === 'return.method.chosen' ? event.method : context.method),
    }),
    check: assign({ errors: ({ context }) => errorsOf(context) }),
    recheck: assign({ errors: ({ context }) => (context.errors ? errorsOf(context) : null) }),
    reset: assign({ chosen: {}, reason: null, method: null, errors: null }),
  },
}).createMachine({
  id: 'return',
  context: ({ input }) => ({
    ...input,
    requestId: input.requestId ?? crypto.randomUUID(),
    chosen: {},
    reason: null,
    method: null,
    errors: null,
    returnId: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'return.started': { target: 'editing', actions: 'reset' } },
    },
    editing: {
      on: {
        'return.item.toggled': { guard: 'returnable', actions: ['toggle', 'recheck'] },
        'return.quantity.changed': { guard: 'returnable', actions: 'setQuantity' },
        'return.reason.chosen': { actions: ['chooseReason', 'recheck'] },
        'return.method.chosen': { actions: ['chooseMethod', 'recheck'] },
        'return.submitted': [{ guard: 'incomplete', actions: 'check' }, { target: 'submitting' }],
        'return.cancelled': { target: 'closed' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitReturn',
        src: 'submitReturn',
        input: ({ context }) => ({
          orderNumber: context.orderNumber,
          locale: context.locale,
          requestId: context.requestId,
          items: Object.entries(context.chosen).map(([lineItemId, quantity]) => ({ lineItemId, quantity })),
          reason: context.reason!,
          method: context.method!,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ returnId: ({ event }) => event.output.returnId }),
            emit(({ event }) => ({ type: 'return.created' as const, order: event.output.order })),
          ],
        },
        onError: [{ guard: 'refused', target: 'refused' }, { target: 'failed' }],
      },
    },
    // Sent again, the same request id answers the return made meanwhile, never a second one.
    failed: {
      on: {
        'return.submitted': { target: 'submitting' },
        'return.cancelled': { target: 'closed' },
      },
    },
    refused: {
      on: { 'return.cancelled': { target: 'closed' } },
    },
    done: {},
  },
})

type ReturnSnapshot = SnapshotFrom<typeof returnMachine>

export const selectReturnOpen = (s: ReturnSnapshot): boolean => !s.matches('closed') && !s.matches('done')
export const selectReturnBusy = (s: ReturnSnapshot): boolean => s.hasTag('busy')
export const selectReturnErrors = (s: ReturnSnapshot): ReturnFieldErrors | null =>
  s.matches('editing') ? s.context.errors : null
export const selectReturnChosen = (s: ReturnSnapshot): Record<string, number> => s.context.chosen
export const selectReturnReason = (s: ReturnSnapshot): ReturnReason | null => s.context.reason
export const selectReturnMethod = (s: ReturnSnapshot): ReturnMethod | null => s.context.method
export const selectReturnFailure = (s: ReturnSnapshot): 'refused' | 'failed' | null =>
  s.matches('refused') ? 'refused' : s.matches('failed') ? 'failed' : null
export const selectCreatedReturnId = (s: ReturnSnapshot): string | null =>
  s.matches('done') ? s.context.returnId : null
