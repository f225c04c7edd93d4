import { createActor, fromPromise, toPromise } from 'xstate'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { retryMachine, type RetryOutput } from '../../machines/retry/retry.machine'
import { tokenNeedsRefresh, type SessionToken } from '../../machines/session/session.types'

export interface CommerceSessionSource {
  getSession(): SessionToken | null
  /** Exchanges a token about to expire for a fresh one. */
  refreshSession(session: SessionToken): Promise<SessionToken>
  /** Starts a guest session on first use, so pages that never call the platform never ask for one. */
  obtainSession?(): Promise<SessionToken | null>
}

export interface CommerceLogger {
  error(message: string, detail?: unknown): void
}

export interface CommerceClientOptions {
  /** `{host}/{projectKey}/graphql` (spec 7.1). */
  endpoint: string
  session: CommerceSessionSource
  logger?: CommerceLogger
  fetch?: typeof fetch
  now?: () => number
  /** Milliseconds between retries; the policy's own delay when omitted. */
  retryDelay?: number
}

export type Variables = Record<string, unknown>

export interface CommerceClient {
  query<T>(document: string, variables: Variables, schema: $ZodType<T>): Promise<T>
  /** A write with optimistic concurrency: retried per spec 8.2, with the platform's current version after a conflict. */
  mutate<T>(document: string, variables: Variables & { version?: number }, schema: $ZodType<T>): Promise<T>
}

export class CommerceResponseError extends Error {}

/**
 * A GraphQL response with errors or a failed status; `response` carries what the retry policy
 * reads (src/machines/retry/retry-policy.ts): the HTTP status and the GraphQL errors.
 */
export class CommerceRequestError extends Error {
  constructor(readonly response: { status: number; errors: unknown[] }) {
    const first = response.errors[0] as { message?: unknown } | undefined
    super(typeof first?.message === 'string' ? first.message : `Commerce answered ${response.status}`)
  }
}

const graphqlBody = z.object({ data: z.optional(z.unknown()), errors: z.optional(z.array(z.unknown())) })

/** The commerce GraphQL client: Bearer token from the session, refreshed within 30 s of expiry. */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const logger = options.logger ?? console
  const now = options.now ?? Date.now
  const baseFetch = options.fetch ?? fetch
  /**
   * One GraphQL POST. A plain request keeps the GraphQL toolchain out of the browser bundle:
   * documents are sent as the strings they are.
   */
  async function request(document: string, variables: Variables, authorization: string): Promise<unknown> {
    const response = await baseFetch(options.endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: document, variables }),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      logger.error('Unparseable commerce GraphQL response', { status: response.status, body: text.slice(0, 200) })
      throw new CommerceRequestError({ status: response.status, errors: [] })
    }
    const body = z.safeParse(graphqlBody, json)
    const errors = body.success ? (body.data.errors ?? []) : []
    if (!response.ok || errors.length > 0 || !body.success) throw new CommerceRequestError({ status: response.status, errors })
    return body.data.data
  }

  async function bearer(): Promise<string> {
    let session = options.session.getSession() ?? (await options.session.obtainSession?.()) ?? null
    if (!session) {
      logger.error('Commerce call without a session')
      throw new CommerceResponseError('No commerce session')
    }
    if (tokenNeedsRefresh(session, now())) session = await options.session.refreshSession(session)
    return `Bearer ${session.accessToken}`
  }

  async function send<T>(document: string, variables: Variables, schema: $ZodType<T>): Promise<T> {
    const data = await request(document, variables, await bearer())
    const parsed = z.safeParse(schema, data)
    if (!parsed.success) {
      logger.error('Unparseable commerce GraphQL response', parsed.error.issues)
      throw new CommerceResponseError('Unexpected commerce response')
    }
    return parsed.data
  }

  return {
    query: send,
    async mutate(document, variables, schema) {
      const machine = retryMachine.provide({
        actors: {
          attempt: fromPromise(({ input }) => send(document, { ...variables, version: input.version ?? variables.version }, schema)),
        },
        ...(options.retryDelay === undefined ? {} : { delays: { retryDelay: options.retryDelay } }),
      })
      const output = (await toPromise(createActor(machine, { input: { version: variables.version } }).start())) as RetryOutput
      if (!output.ok) throw output.error
      return output.data as never
    },
  }
}
