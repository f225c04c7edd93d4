import { QueryClient } from '@tanstack/react-query'

const FIVE_MINUTES = 5 * 60 * 1000

/** The query cache defaults of spec 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: 3,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
    },
  })
}
