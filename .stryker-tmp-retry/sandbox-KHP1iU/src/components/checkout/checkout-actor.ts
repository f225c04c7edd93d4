// @ts-nocheck
import type { ActorRefFrom } from 'xstate'
import type { checkoutMachine } from '../../machines/checkout/checkout.machine'

/** The running checkout machine every step renders and sends its events to. */
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>
