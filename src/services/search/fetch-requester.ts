import type { Requester } from '@algolia/client-common'

/** Algolia's requester over a given `fetch`: the request as Algolia's clients build it, the answer as text. */
export function fetchRequester(fetchImpl: typeof fetch): Requester {
  return {
    async send(request) {
      try {
        const response = await fetchImpl(request.url, {
          method: request.method,
          headers: request.headers,
          body: (request.data ?? null) as BodyInit | null,
          redirect: 'manual',
          signal: AbortSignal.timeout(request.connectTimeout + request.responseTimeout),
        })
        return { status: response.status, content: await response.text(), isTimedOut: false }
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
        return {
          status: 0,
          content: error instanceof Error ? error.message : 'Network request failed',
          isTimedOut: timedOut,
        }
      }
    },
  }
}
