/**
 * Which commerce failures are worth another attempt (spec 8.2). The error is read
 * structurally (`response.status` and `response.errors`, as the commerce client's errors carry them) so machines stay free of
 * service imports.
 */
const MAX_CONFLICT_RETRIES = 2
const MAX_TRANSIENT_RETRIES = 3
const TRANSIENT_STATUSES = new Set([502, 503, 504])

export type RetryKind = 'conflict' | 'transient'

type FailureClass = { kind: 'conflict'; currentVersion: number | undefined } | { kind: 'transient' } | { kind: 'fatal' }

interface GraphqlErrorLike {
  extensions?: { code?: unknown; currentVersion?: unknown }
}

interface ErrorLike {
  response?: { status?: unknown; errors?: unknown }
}

function errorsOf(error: unknown): GraphqlErrorLike[] {
  const errors = (error as ErrorLike | null)?.response?.errors
  return Array.isArray(errors) ? (errors as GraphqlErrorLike[]) : []
}

export function classifyFailure(error: unknown): FailureClass {
  const errors = errorsOf(error)
  const conflict = errors.find((e) => e?.extensions?.code === 'ConcurrentModification')
  if (conflict) {
    const version = conflict.extensions?.currentVersion
    return { kind: 'conflict', currentVersion: typeof version === 'number' ? version : undefined }
  }
  const status = (error as ErrorLike | null)?.response?.status
  if (typeof status === 'number' && TRANSIENT_STATUSES.has(status) && errors.length > 0) return { kind: 'transient' }
  return { kind: 'fatal' }
}

export const retryBudget: Record<RetryKind, number> = {
  conflict: MAX_CONFLICT_RETRIES,
  transient: MAX_TRANSIENT_RETRIES,
}
