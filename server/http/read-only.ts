/**
 * Requests a handler found to change nothing although their method could (a GraphQL query is a POST): the app's
 * caches need not look for a change after them. Kept by request object, so nothing outlives the request.
 */
const readOnly = new WeakSet<Request>()

/** The handler of `request` read and wrote nothing. */
export function markReadOnly(request: Request): void {
  readOnly.add(request)
}

/** Whether a request may have changed what the shop stores: any method but GET and HEAD, unless marked read-only. */
export function mayHaveWritten(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && !readOnly.has(request)
}
