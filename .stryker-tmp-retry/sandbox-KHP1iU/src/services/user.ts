// @ts-nocheck
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { ApiClient } from './api'

const profileSchema = z.looseObject({ id: z.string(), version: z.nullish(z.number()) })

const addressBookSchema = z.looseObject({
  id: z.string(),
  version: z.nullish(z.number()),
  addresses: z.array(z.looseObject({ id: z.string() })),
  defaultShippingAddressId: z.nullish(z.string()),
})

export const userQueryKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
  addresses: ['user', 'addresses'] as const,
}

/** Spec 9: the profile is not retried; spec 4.1: fetched only with a `ucid`. */
export function profileQueryOptions(api: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: userQueryKeys.profile,
    queryFn: () => api.get('/api/user/get-user', profileSchema),
    retry: false,
    enabled,
  })
}

/** Spec 9: addresses are not retried; spec 4.1: fetched only without an `anonymousId`. */
export function addressesQueryOptions(api: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: userQueryKeys.addresses,
    queryFn: () => api.get('/api/addresses/get-addresses', addressBookSchema),
    retry: false,
    enabled,
  })
}

/** Sign-out drops the cached profile and addresses (spec 4.1). */
export function dropCachedUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: userQueryKeys.all })
}
