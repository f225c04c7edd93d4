// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '../components/wishlist/WishlistPage'
import { WISHLIST_TITLE } from '../components/bag/titles'

/** Spec 2.2: the wishlist's place is in the account area (Czech `/můj-účet/oblíbené`); a guest has one too. */
export const Route = createFileRoute('/{-$locale}/my-account/wishlist')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(WISHLIST_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: WishlistPage,
})
