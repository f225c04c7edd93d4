import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '../components/wishlist/WishlistPage'
import { WISHLIST_TITLE } from '../components/bag/titles'

export const Route = createFileRoute('/{-$locale}/wishlist')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(WISHLIST_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: WishlistPage,
})
