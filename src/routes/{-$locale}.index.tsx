import { createFileRoute } from '@tanstack/react-router'
import { homeHead } from '../components/app/structured-data'
import { HomePage } from '../components/listing/HomePage'
import { homeDescription } from '../components/listing/meta-descriptions'
import { loaders } from './-components/listing-route'

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context }) => (await loaders()).loadHome(context),
  head: ({ match }) => homeHead(match.context.siteOrigin, match.context.locale, homeDescription(match.context.i18n)),
  component: HomePage,
})
