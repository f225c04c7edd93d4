// @ts-nocheck
import { QueryClient } from '@tanstack/react-query'
import { readRetryDelay, shouldRetryRead } from '../machines/retry/retry-policy'

const FIVE_MINUTES = 5 * 60 * 1000

/** The query cache defaults of spec 9; reads retry by the shop's one retry policy (docs/decisions/0009). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
    },
  })
}
