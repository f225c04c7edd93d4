// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { BagPage } from '../components/bag/BagPage'
import { BAG_TITLE } from '../components/bag/titles'

export const Route = createFileRoute('/{-$locale}/shopping-bag')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(BAG_TITLE) }, { name: 'robots', content: 'noindex' }] }),
  component: BagPage,
})
