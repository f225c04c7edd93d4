// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '../components/listing/SearchPage'
import { listingDeps, listingSearchSchema, loaders, searchHead } from './-components/listing-route'

export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: listingSearchSchema,
  loaderDeps: listingDeps,
  loader: async ({ context, deps }) => (await loaders()).loadSearch(context, deps),
  head: ({ match }) => searchHead(match.search),
  component: SearchPage,
})
