import { createFileRoute } from '@tanstack/react-router'
import { MenuPage } from '../components/layout/MenuPage'
import { MENU_TITLE } from '../components/layout/titles'

export const Route = createFileRoute('/{-$locale}/menu')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(MENU_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: MenuPage,
})
