// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { CategoryPage } from '../components/listing/CategoryPage'
import { categoryHead, listingDeps, listingSearchSchema, loaders } from './-components/listing-route'

export const Route = createFileRoute('/{-$locale}/kids/$')({
  validateSearch: listingSearchSchema,
  loaderDeps: listingDeps,
  loader: async ({ context, params, deps }) => (await loaders()).loadCategory(context, 'kids', params._splat, deps),
  head: ({ loaderData }) => categoryHead(loaderData),
  component: CategoryPage,
})
