// @ts-nocheck
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import type { ApiClient } from '../api'
import { productReviewsSchema, productViewSchema, storesAvailabilitySchema } from '@common/product-schema'

/** Product key of spec 2.2: `{ArticleNumber}-{ColorCode}`. */
export const productKeyOf = (articleNumber: string, colorCode: string): string => `${articleNumber}-${colorCode}`

export function productQueryOptions(api: ApiClient, key: string, locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'product', key, locale],
    queryFn: () =>
      api.get(`/api/products/${encodeURIComponent(key)}?locale=${encodeURIComponent(locale)}`, productViewSchema),
  })
}

export function productReviewsQueryOptions(api: ApiClient, key: string, locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'reviews', key, locale],
    queryFn: () =>
      api.get(
        `/api/products/${encodeURIComponent(key)}/reviews?locale=${encodeURIComponent(locale)}`,
        productReviewsSchema,
      ),
  })
}

export function storesAvailabilityQueryOptions(api: ApiClient, sku: string) {
  return queryOptions({
    queryKey: ['catalog', 'stores-availability', sku],
    queryFn: () => api.get(`/api/stores-availability?sku=${encodeURIComponent(sku)}`, storesAvailabilitySchema),
    staleTime: 60_000,
  })
}

const recommendationsSchema = z.object({
  alsoLike: z.array(z.unknown()),
  similar: z.array(z.unknown()),
  boughtTogether: z.array(z.unknown()),
})

export function recommendationsQueryOptions(api: ApiClient, key: string, locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'recommendations', key, locale],
    queryFn: () =>
      api.get(
        `/api/products/${encodeURIComponent(key)}/recommendations?locale=${encodeURIComponent(locale)}`,
        recommendationsSchema,
      ),
  })
}

const notifyMeAnswer = z.object({ id: z.string(), sku: z.string(), email: z.string(), subscribed: z.boolean() })

interface NotifyMeRequest {
  email: string
  sku: string
  locale: Locale
}

/** Stores a back-in-stock request (POST /api/notify-me). */
export function requestNotifyMe(api: ApiClient, request: NotifyMeRequest) {
  return api.post('/api/notify-me', request, notifyMeAnswer)
}
