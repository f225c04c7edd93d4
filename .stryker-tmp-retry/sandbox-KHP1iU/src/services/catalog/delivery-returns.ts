// @ts-nocheck
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import type { ApiClient } from '../api'

/** The product page's delivery and returns texts of the site settings (spec 3.22), when editors set them. */
const deliveryReturnsSchema = z.object({
  deliveryAndReturns: z.catch(z.nullable(z.object({ delivery: z.string(), returns: z.string() })), null),
})

export function deliveryReturnsQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'delivery-returns', locale],
    queryFn: async () =>
      (await api.get(`/api/content/site-settings?locale=${encodeURIComponent(locale)}`, deliveryReturnsSchema))
        .deliveryAndReturns,
  })
}
