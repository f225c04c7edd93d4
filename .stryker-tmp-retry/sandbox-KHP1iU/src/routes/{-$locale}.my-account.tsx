// @ts-nocheck
import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountLayout } from '../components/account/AccountLayout'
import { accountGuard } from '../components/account/account-paths'

/**
 * The account area (spec 2.2): a shopper who is not signed in is sent to log in and comes back
 * afterwards (`?next=`), on the server's first answer as on a navigation in the browser; a guest's
 * wishlist is the one part shown without signing in.
 */
export const Route = createFileRoute('/{-$locale}/my-account')({
  beforeLoad: ({ context, location }) => {
    const kind = context.shop.shopperKind()
    const logIn = accountGuard(location.pathname, location.searchStr, kind)
    if (logIn) throw redirect({ href: logIn, statusCode: 307 })
    return { signedIn: kind === 'customer' }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AccountArea,
})

function AccountArea() {
  const { signedIn } = Route.useRouteContext()
  return <AccountLayout signedIn={signedIn} />
}
