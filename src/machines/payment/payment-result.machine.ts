import { assign, setup } from 'xstate'

type PaymentStatus = 'Paid' | 'Pending' | 'Failed'

const PENDING_CODES = new Set(['Pending', 'Received', 'IdentifyShopper', 'ChallengeShopper'])

/** Spec 4.8: Authorised → Paid; Pending/Received/IdentifyShopper/ChallengeShopper → Pending; else Failed. */
export function mapPaymentResult(resultCode: string | null | undefined): PaymentStatus {
  if (resultCode === 'Authorised') return 'Paid'
  if (resultCode && PENDING_CODES.has(resultCode)) return 'Pending'
  return 'Failed'
}

/** The payment outcome of spec 3.10. */
interface PaymentOutcome {
  orderId: string | null
  resultCode: string
  action: unknown
}

type PaymentResultEvent = { type: 'payment.result.received' } & PaymentOutcome

interface PaymentResultContext {
  outcome: PaymentOutcome | null
}

const assignOutcome = assign<PaymentResultContext, PaymentResultEvent, undefined, PaymentResultEvent, never>({
  outcome: ({ event }) => ({ orderId: event.orderId, resultCode: event.resultCode, action: event.action }),
})

const onResult = [
  { guard: 'isPaid', target: '#paymentResult.paid', actions: 'assignOutcome' },
  { guard: 'isPending', target: '#paymentResult.pending', actions: 'assignOutcome' },
  { target: '#paymentResult.failed', actions: 'assignOutcome' },
] as const

/** Turns payment result codes into the order's payment status; a pending payment may still settle. */
export const paymentResultMachine = setup({
  types: { context: {} as PaymentResultContext, events: {} as PaymentResultEvent },
  guards: {
    isPaid: ({ event }) => mapPaymentResult(event.resultCode) === 'Paid',
    isPending: ({ event }) => mapPaymentResult(event.resultCode) === 'Pending',
  },
  actions: { assignOutcome },
}).createMachine({
  id: 'paymentResult',
  context: { outcome: null },
  initial: 'awaitingResult',
  states: {
    awaitingResult: { on: { 'payment.result.received': [...onResult] } },
    pending: { on: { 'payment.result.received': [...onResult] } },
    paid: { type: 'final' },
    failed: { type: 'final' },
  },
})

export function selectPaymentStatus(snapshot: { value: unknown }): PaymentStatus | null {
  if (snapshot.value === 'paid') return 'Paid'
  if (snapshot.value === 'pending') return 'Pending'
  if (snapshot.value === 'failed') return 'Failed'
  return null
}
