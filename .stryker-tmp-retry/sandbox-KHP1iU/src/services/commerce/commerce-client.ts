// @ts-nocheck
import { createActor, fromPromise, toPromise } from 'xstate'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { AnyTypedDocument, VariablesOf } from '@common/graphql/typed-document'
import { retryMachine, type RetryOutput } from '../../machines/retry/retry.machine'

/** The shop's GraphQL endpoint for the shopper (server/api/session/graphql-proxy.ts): the session travels in its cookie. */
export const SHOPPER_GRAPHQL_PATH = '/api/graphql'

/**
 * What the client knows of the shopper's session: the browser holds no token, only whether a
 * session exists (the server's readable cookie), and hears after each answer, which may have
 * started a guest session (a first write) or ended one.
 */
interface CommerceSessionWatch {
  hasSession(): boolean
  answered?(status: number): void
}

interface CommerceLogger {
  error(message: string, detail?: unknown): void
}

interface CommerceClientOptions {
  /** The shop's `/api/graphql` (or, for a server-side caller, a GraphQL endpoint its `fetch` authorizes). */
  endpoint: string
  session?: CommerceSessionWatch
  logger?: CommerceLogger
  fetch?: typeof fetch
  /** Milliseconds between retries; the policy's own delay when omitted. */
  retryDelay?: number
}

export type Variables = Record<string, unknown>

/**
 * The client runs the shop's typed documents (`*.graphql` beside their callers, `npm run codegen`):
 * their variables are checked by the type checker, and the answer by the caller's schema at run time.
 */
export interface CommerceClient {
  query<D extends AnyTypedDocument, T>(document: D, variables: VariablesOf<D>, schema: $ZodType<T>): Promise<T>
  /** A write with optimistic concurrency: retried per spec 8.2, with the platform's current version after a conflict. */
  mutate<D extends AnyTypedDocument, T>(
    document: D,
    variables: VariablesOf<D> & { version?: number },
    schema: $ZodType<T>,
  ): Promise<T>
}

/** What every cart and wishlist update sends besides its own variables (spec 7.1): added when it is sent. */
type UpdateScope = 'id' | 'version' | 'storeKey' | 'locale'

/** One update of a cart or wishlist: a document with its own variables, checked against each other. */
export interface UpdateRequest {
  document: AnyTypedDocument
  variables: Variables
}

export function updateRequest<D extends AnyTypedDocument>(
  document: D,
  variables: Omit<VariablesOf<D>, UpdateScope>,
): UpdateRequest {
  return { document, variables }
}

class CommerceResponseError extends Error {}

/**
 * A GraphQL response with errors or a failed status; `response` carries what the retry policy
 * reads (src/machines/retry/retry-policy.ts): the HTTP status and the GraphQL errors.
 */
class CommerceRequestError extends Error {
  constructor(readonly response: { status: number; errors: unknown[] }) {
    const first = response.errors[0] as { message?: unknown } | undefined
    super(typeof first?.message === 'string' ? first.message : `Commerce answered ${response.status}`)
  }
}

/** A document whose operation is a write (some writes go through `query`: they are not retried). */
const WRITE = /(?:^|\})\s*mutation\b/

const graphqlBody = z.object({ data: z.optional(z.unknown()), errors: z.optional(z.array(z.unknown())) })

/**
 * The commerce GraphQL client: documents posted to the shop's endpoint, which runs them with the
 * session of the shopper's cookie; no token in the browser. Without a session the first write
 * starts one on the server, so the client sends it alone: two first writes in parallel would
 * start two guest sessions (two carts), so a second write waits for the first to answer.
 */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const logger = options.logger ?? console
  const baseFetch = options.fetch ?? fetch
  let firstWrite: Promise<unknown> | null = null

  /**
   * One GraphQL POST. A plain request keeps the GraphQL toolchain out of the browser bundle:
   * documents are sent as the strings they are.
   */
  async function request(document: string, variables: Variables): Promise<unknown> {
    const response = await baseFetch(options.endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: document, variables }),
    })
    options.session?.answered?.(response.status)
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
    if (!response.ok || errors.length > 0 || !body.success)
      throw new CommerceRequestError({ status: response.status, errors })
    return body.data.data
  }

  async function post(document: string, variables: Variables): Promise<unknown> {
    const session = options.session
    if (!WRITE.test(document) || !session || session.hasSession()) return request(document, variables)
    while (firstWrite) await firstWrite.catch(() => undefined)
    if (session.hasSession()) return request(document, variables)
    const pending = request(document, variables)
    firstWrite = pending
    try {
      return await pending
    } finally {
      if (firstWrite === pending) firstWrite = null
    }
  }

  async function send<T>(document: AnyTypedDocument, variables: Variables, schema: $ZodType<T>): Promise<T> {
    const data = await post(String(document), variables)
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
          attempt: fromPromise(({ input }) =>
            send(document, { ...variables, version: input.version ?? variables.version }, schema),
          ),
        },
        ...(options.retryDelay === undefined ? {} : { delays: { retryDelay: options.retryDelay } }),
      })
      const output = (await toPromise(
        createActor(machine, { input: { version: variables.version } }).start(),
      )) as RetryOutput
      if (!output.ok) throw output.error
      return output.data as never
    },
  }
}
