/**
 * The shop's one retry policy (spec 8.2, 9; docs/decisions/0009). Writes go through the retry
 * machine; reads through the query cache, whose `retry` and `retryDelay` are the functions below.
 * Errors are read structurally (`response.status` and `response.errors` as the commerce client's
 * errors carry them, `status` as the API client's do) so machines stay free of service imports.
 */
const MAX_CONFLICT_RETRIES = 2
const MAX_TRANSIENT_RETRIES = 3
/** Spec 9: the query cache retries a read three times. */
const MAX_READ_RETRIES = 3
const TRANSIENT_STATUSES = new Set<unknown>([502, 503, 504])
/** The wait before retry number `n` grows by this much per retry. */
const RETRY_STEP_MS = 200

export type RetryKind = 'conflict' | 'transient'

/** What a failed write is: the platform's current version comes with a conflict, when it says it. */
interface FailureClass {
  kind: RetryKind | 'fatal'
  currentVersion?: number
}

interface GraphqlErrorLike {
  extensions?: { code?: unknown; currentVersion?: unknown }
}

interface ErrorLike {
  response?: { status?: unknown; errors?: unknown }
  status?: unknown
}

function errorsOf(error: unknown): GraphqlErrorLike[] {
  const errors = (error as ErrorLike | null)?.response?.errors
  return Array.isArray(errors) ? (errors as GraphqlErrorLike[]) : []
}

export function classifyFailure(error: unknown): FailureClass {
  const errors = errorsOf(error)
  const conflict = errors.map((e) => e.extensions).find((extensions) => extensions?.code === 'ConcurrentModification')
  if (conflict) {
    const version = conflict.currentVersion
    return typeof version === 'number' ? { kind: 'conflict', currentVersion: version } : { kind: 'conflict' }
  }
  const status = (error as ErrorLike | null)?.response?.status
  if (TRANSIENT_STATUSES.has(status) && errors.length > 0) return { kind: 'transient' }
  return { kind: 'fatal' }
}

export const retryBudget: Record<RetryKind, number> = {
  conflict: MAX_CONFLICT_RETRIES,
  transient: MAX_TRANSIENT_RETRIES,
}

/** The wait before retry number `retry` (1, 2, 3 …), for writes and reads alike. */
export const retryDelayMs = (retry: number): number => RETRY_STEP_MS * Math.max(1, retry)

/** An HTTP status of the client's own making (4xx): the server has answered, and asking again changes nothing. */
function isAnswer(error: unknown): boolean {
  const failure = error as ErrorLike | null
  const status = failure?.response?.status ?? failure?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/**
 * Whether a failed read is asked again (React Query's `retry`): up to three times, unless the
 * server answered (a 4xx such as a missing product). A read changes nothing, so a 500 or a lost
 * connection is worth another try, which a write (the retry machine) is not.
 */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_READ_RETRIES && !isAnswer(error)

/** React Query's `retryDelay`: it counts failures from 0, the policy counts retries from 1. */
export const readRetryDelay = (failureCount: number): number => retryDelayMs(failureCount + 1)
