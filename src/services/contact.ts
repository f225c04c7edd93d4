import { fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { ContactFailure, ContactRequest } from '../machines/contact/contact-form.machine'
import { ApiError, type ApiClient } from './api'

/** The bot-protection service (the local platform speaks the ALTCHA protocol): its token field's name (spec 7.2). */
const BOT_PROTECTION_TOKEN_FIELD = 'altchaToken'

const answerSchema = z.looseObject({ reference: z.string() })

/** A refused request, named for the form: bot protection, too many requests, or anything else. */
class ContactRequestError extends Error {
  constructor(readonly kind: ContactFailure) {
    super(`Contact request refused (${kind})`)
  }
}

function failureOf(error: unknown): ContactFailure {
  if (!(error instanceof ApiError)) return 'general'
  if (error.status === 429) return 'throttled'
  const code = (error.data as { code?: unknown } | null)?.code
  return code === 'bot_protection_failed' ? 'botProtection' : 'general'
}

/** `POST /api/contact` (spec 3.17): the request's reference, or a failure the form names. */
async function sendContactRequest(api: ApiClient, input: ContactRequest): Promise<{ reference: string }> {
  const { botProtectionToken, ...fields } = input
  try {
    const answer = await api.post(
      '/api/contact',
      { ...fields, [BOT_PROTECTION_TOKEN_FIELD]: botProtectionToken },
      answerSchema,
    )
    return { reference: answer.reference }
  } catch (error) {
    throw new ContactRequestError(failureOf(error))
  }
}

export function contactActors(api: ApiClient, getBotProtectionToken: (action: string) => Promise<string>) {
  return {
    sendContactRequest: fromPromise<{ reference: string }, ContactRequest>(({ input }) =>
      sendContactRequest(api, input),
    ),
    getBotProtectionToken: fromPromise<string, { action: string }>(({ input }) => getBotProtectionToken(input.action)),
  }
}
