// @ts-nocheck
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  hasOrderTrackingFieldErrors,
  normalOrderNumber,
  orderTrackingFieldErrors,
  type OrderLineStatus,
  type OrderTrackingFieldErrors,
  type TrackedOrderType,
  type TrackedShipmentState,
} from '@common/order-tracking'
import type { ReturnMethod, ReturnPaymentState, ReturnReason, ReturnShipmentState } from '@common/returns'

interface TrackingValues {
  orderNumber: string
  email: string
}

interface Money {
  centAmount: number
  currencyCode: string
  fractionDigits: number
}

/** An order as tracking shows it (spec 2.7 "Order tracking", 4.9). */
export interface TrackedOrder {
  orderNumber: string
  createdAt: string
  orderType: TrackedOrderType | null
  items: Array<{
    id: string
    name: string
    sizes: Record<string, string>
    quantity: number
    price: Money | null
    status: OrderLineStatus
  }>
  /** The page of the original order the shopper may open: the account's, or the guest's confirmation. */
  originalOrder: { page: 'account' | 'confirmation'; id: string } | null
  /** The shipment (spec 4.10): its state, when it left and arrived, and its parcels with their tracking. */
  shipment: TrackedShipment
  /** The order's returns (spec 4.10 return states), oldest first. */
  returns: TrackedReturn[]
  /** What may still be returned and until when; null when nothing may. */
  returnable: { until: string; items: Array<{ lineItemId: string; quantity: number }> } | null
  /** Refunds of the order's payment: amount, date and state (spec 4.10 transaction states). */
  refunds: Array<{
    id: string
    amount: Money
    date: string | null
    state: 'Initial' | 'Pending' | 'Success' | 'Failure'
  }>
}

export interface TrackedReturn {
  id: string
  createdAt: string
  method: ReturnMethod
  reason: ReturnReason | null
  trackingId: string | null
  items: Array<{
    lineItemId: string
    quantity: number
    shipmentState: ReturnShipmentState
    paymentState: ReturnPaymentState
  }>
  amount: Money | null
}

export interface TrackedShipment {
  state: TrackedShipmentState | null
  shippedAt: string | null
  deliveredAt: string | null
  parcels: Array<{ trackingId: string; carrier: string; carrierName: string | null; url: string | null }>
}

/** Why a lookup found nothing to show: spec 8.3 "order not found", too many tries, or "server error". */
type TrackingFailure = 'notFound' | 'throttled' | 'serverError'

export interface LookUpInput extends TrackingValues {
  locale: string
}

type OrderTrackingEvent =
  | ({ type: 'tracking.submitted' } & TrackingValues)
  /** The shopper changed a field: once errors show, they follow the typing. */
  | ({ type: 'tracking.edited' } & TrackingValues)
  /** Back to the form for another order. */
  | { type: 'tracking.restarted' }
  /** The order changed here (a return was started): its new state. */
  | { type: 'tracking.order.updated'; order: TrackedOrder }

type OrderTrackingEmitted =
  /** The page remembers the order's number in its address, so a reload reads it again. */
  | { type: 'tracking.shown'; orderNumber: string }
  | { type: 'tracking.cleared' }
  /**
   * A submission the rules turned away: the shopper is sent to the first field in error, once; the
   * typing that follows leaves the focus where the shopper types.
   */
  | { type: 'tracking.refused'; field: keyof TrackingValues }

export interface OrderTrackingInput {
  locale: string
  /** The number of an order this browser session already found (the page's address), read again without asking. */
  remembered: string | null
}

interface OrderTrackingContext extends OrderTrackingInput {
  fieldErrors: OrderTrackingFieldErrors | null
  order: TrackedOrder | null
  /** Seconds until the throttle lets the shopper try again, when it said so. */
  retryAfter: number | null
}

const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

/** The order tracking form (spec 2.7, 5.3, 8.3) and its call of the shop's API. */
export const orderTrackingMachine = setup({
  types: {
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
    input: {} as OrderTrackingInput,
    emitted: {} as OrderTrackingEmitted,
  },
  actors: {
    lookUp: fromPromise<TrackedOrder, LookUpInput>(async () => {
      throw new Error('lookUp actor not provided')
    }),
    readRemembered: fromPromise<TrackedOrder, { orderNumber: string; locale: string }>(async () => {
      throw new Error('readRemembered actor not provided')
    }),
  },
  guards: {
    hasRemembered: ({ context }) => context.remembered !== null,
    submissionInvalid: ({ event }) =>
      event.type === 'tracking.submitted' && hasOrderTrackingFieldErrors(orderTrackingFieldErrors(event)),
    editFixesAll: ({ event }) =>
      event.type === 'tracking.edited' && !hasOrderTrackingFieldErrors(orderTrackingFieldErrors(event)),
    notFound: ({ event }) => statusOf((event as { error?: unknown }).error) === 404,
    throttled: ({ event }) => statusOf((event as { error?: unknown }).error) === 429,
  },
  actions: {
    checkFields: assign({
      fieldErrors: ({ event }) =>
        event.type === 'tracking.submitted' || event.type === 'tracking.edited'
          ? orderTrackingFieldErrors(event)
          : null,
    }),
    clearFieldErrors: assign({ fieldErrors: null }),
    sendToFirstFieldInError: emit(({ event }) => ({
      type: 'tracking.refused' as const,
      // Only a submission sends it: the event carries the values sent.
      field: orderTrackingFieldErrors(event as unknown as TrackingValues).orderNumber
        ? ('orderNumber' as const)
        : ('email' as const),
    })),
    forget: assign({ order: null, remembered: null }),
  },
}).createMachine({
  id: 'orderTracking',
  context: ({ input }) => ({ ...input, fieldErrors: null, order: null, retryAfter: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasRemembered', target: 'restoring' }, { target: 'form' }] },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'readRemembered',
        src: 'readRemembered',
        input: ({ context }) => ({ orderNumber: context.remembered ?? '', locale: context.locale }),
        onDone: { target: 'found', actions: assign({ order: ({ event }) => event.output }) },
        // The browser session no longer holds the order: the form asks again, and the address forgets it.
        onError: { target: 'form', actions: ['forget', emit({ type: 'tracking.cleared' })] },
      },
    },
    form: {
      initial: 'idle',
      on: {
        'tracking.submitted': [
          { guard: 'submissionInvalid', target: '.invalid', actions: ['checkFields', 'sendToFirstFieldInError'] },
          { target: 'submitting', actions: 'clearFieldErrors' },
        ],
      },
      states: {
        idle: {},
        invalid: {
          on: {
            'tracking.edited': [
              { guard: 'editFixesAll', target: 'idle', actions: 'clearFieldErrors' },
              { actions: 'checkFields' },
            ],
          },
        },
        notFound: {},
        throttled: {},
        failed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context, event }) => {
          const values = event as unknown as TrackingValues
          return { orderNumber: values.orderNumber.trim(), email: values.email.trim(), locale: context.locale }
        },
        onDone: {
          target: 'found',
          actions: [
            assign({ order: ({ event }) => event.output, retryAfter: null }),
            emit(({ event }) => ({
              type: 'tracking.shown' as const,
              orderNumber: normalOrderNumber(event.output.orderNumber),
            })),
          ],
        },
        onError: [
          { guard: 'notFound', target: 'form.notFound' },
          {
            guard: 'throttled',
            target: 'form.throttled',
            actions: assign({
              retryAfter: ({ event }) => {
                const seconds = Number((event.error as { retryAfter?: unknown } | null)?.retryAfter)
                return Number.isFinite(seconds) && seconds > 0 ? seconds : null
              },
            }),
          },
          { target: 'form.failed' },
        ],
      },
    },
    found: {
      on: {
        'tracking.restarted': { target: 'form', actions: ['forget', emit({ type: 'tracking.cleared' })] },
        'tracking.order.updated': {
          actions: assign({ order: ({ event }) => event.order }),
        },
      },
    },
  },
})

type OrderTrackingSnapshot = SnapshotFrom<typeof orderTrackingMachine>

export const selectTrackedOrder = (s: OrderTrackingSnapshot): TrackedOrder | null =>
  s.matches('found') ? s.context.order : null
export const selectTrackingBusy = (s: OrderTrackingSnapshot): boolean => s.hasTag('busy')
export const selectTrackingFieldErrors = (s: OrderTrackingSnapshot): OrderTrackingFieldErrors | null =>
  s.matches({ form: 'invalid' }) ? s.context.fieldErrors : null
/** The form's message after a lookup (spec 8.3): order not found, too many tries, or server error. */
export const selectTrackingFailure = (s: OrderTrackingSnapshot): TrackingFailure | null =>
  s.matches({ form: 'notFound' })
    ? 'notFound'
    : s.matches({ form: 'throttled' })
      ? 'throttled'
      : s.matches({ form: 'failed' })
        ? 'serverError'
        : null
export const selectTrackingRetryAfter = (s: OrderTrackingSnapshot): number | null =>
  s.matches({ form: 'throttled' }) ? s.context.retryAfter : null
