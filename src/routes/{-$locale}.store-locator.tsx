import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { StoreLocatorPage } from '../components/store-locator/StoreLocatorPage'
import { storeLocatorHead } from '../components/store-locator/store-head'
import { storeLocatorQueryOptions, storeSearchOf } from '../services/store-locator'

const text = z.optional(z.union([z.string(), z.number()]))

export const Route = createFileRoute('/{-$locale}/store-locator')({
  // `?q=` is the form's field (a town or postal code); `lat`/`lng` the shopper's position, rounded.
  validateSearch: z.object({ q: text, lat: text, lng: text }),
  loaderDeps: ({ search }) => storeSearchOf(search),
  // `renderedAt`: the moment "open now" was worked out for, so the browser hydrates the same text, then
  // moves to its own clock (a cached page may be older).
  loader: async ({ context, deps }) => ({
    answer: await context.queryClient.ensureQueryData(storeLocatorQueryOptions(context.api, deps)),
    renderedAt: Date.now(),
  }),
  head: ({ match, params, loaderData }) =>
    storeLocatorHead(match.context, params, storeSearchOf(match.search), loaderData?.answer),
  component: function StoreLocatorRoute() {
    return <StoreLocatorPage search={Route.useLoaderDeps()} renderedAt={Route.useLoaderData().renderedAt} />
  },
})
