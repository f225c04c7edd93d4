// @ts-nocheck
import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { SubscribeInput } from '../machines/newsletter/newsletter.machine'
import type { ApiClient } from './api'

/** The bot-protection service (the local platform speaks the ALTCHA protocol). */
const BOT_PROTECTION_SERVICE = 'altcha'

/** Spec 7.2: the token field's name is derived from the service's name. */
const BOT_PROTECTION_TOKEN_FIELD = `${BOT_PROTECTION_SERVICE}Token`

const subscriptionSchema = z.looseObject({ email: z.string() })

/** `POST /api/email-subscription` (spec 7.2); the client reads the email back. */
export async function subscribeToNewsletter(api: ApiClient, input: SubscribeInput): Promise<{ email: string }> {
  const { botProtectionToken, ...fields } = input
  const result = await api.post(
    '/api/email-subscription',
    { ...fields, [BOT_PROTECTION_TOKEN_FIELD]: botProtectionToken },
    subscriptionSchema,
  )
  return { email: result.email }
}

export function newsletterActors(api: ApiClient, getBotProtectionToken: (action: string) => Promise<string>) {
  return {
    subscribe: fromPromise<{ email: string }, SubscribeInput>(({ input }) => subscribeToNewsletter(api, input)),
    getBotProtectionToken: fromPromise<string, { action: string }>(({ input }) => getBotProtectionToken(input.action)),
  }
}
