// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { SubscriptionState } from '../machines/account/subscriptions.machine'
import type { ApiClient } from './api'

const stateSchema = z.object({
  customerId: z.string(),
  newsletter: z.boolean(),
  activeConsentTypes: z.array(z.number()),
})

/** The subscriptions machine's actors over the shop's API (`/api/subscriptions`). */
export function subscriptionsActors(api: ApiClient, locale: string) {
  return {
    loadSubscriptions: fromPromise<SubscriptionState, void>(() => api.get('/api/subscriptions', stateSchema)),
    saveNewsletter: fromPromise<SubscriptionState, { subscribed: boolean }>(({ input }) =>
      api.put('/api/subscriptions', { newsletter: input.subscribed, locale }, stateSchema),
    ),
  }
}
