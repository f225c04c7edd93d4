// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { ApiError, type ApiClient } from './api'
import { createQueryClient } from './query-client'
import { addressesQueryOptions, dropCachedUser, profileQueryOptions, userQueryKeys } from './user'

function failingApi() {
  let calls = 0
  const api = {
    get: async () => {
      calls++
      throw new ApiError('Unknown error occurred', 500, null)
    },
  } as unknown as ApiClient
  return { api, calls: () => calls }
}

describe('query cache (spec 9)', () => {
  it('defaults to 5 minutes stale, 3 retries, no refetch on focus or remount', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!
    expect(defaults).toMatchObject({ staleTime: 300_000, refetchOnWindowFocus: false, refetchOnMount: false })
    // Three retries of a failed read, by the shop's retry policy (src/services/query-client.test.ts runs them).
    const retry = defaults.retry as (failureCount: number, error: unknown) => boolean
    expect([0, 1, 2, 3].map((count) => retry(count, new Error('down')))).toEqual([true, true, true, false])
  })

  it('does not retry the profile query', async () => {
    const { api, calls } = failingApi()
    await expect(createQueryClient().fetchQuery(profileQueryOptions(api))).rejects.toThrow()
    expect(calls()).toBe(1)
  })

  it('does not retry the addresses query', async () => {
    const { api, calls } = failingApi()
    await expect(createQueryClient().fetchQuery(addressesQueryOptions(api))).rejects.toThrow()
    expect(calls()).toBe(1)
  })

  it('drops the cached profile and addresses on sign-out', () => {
    const client = createQueryClient()
    client.setQueryData(userQueryKeys.profile, { id: 'c1' })
    client.setQueryData(userQueryKeys.addresses, { id: 'c1', addresses: [] })
    client.setQueryData(['content'], { kept: true })
    dropCachedUser(client)
    expect(client.getQueryData(userQueryKeys.profile)).toBeUndefined()
    expect(client.getQueryData(userQueryKeys.addresses)).toBeUndefined()
    expect(client.getQueryData(['content'])).toEqual({ kept: true })
  })
})
