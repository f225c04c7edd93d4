// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../components/listing/HomePage'
import { loaders } from './-components/listing-route'

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context }) => (await loaders()).loadHome(context),
  head: () => ({ meta: [{ title: 'Kestrel' }] }),
  component: HomePage,
})
