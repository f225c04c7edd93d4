import { localeOfPath, localePrefix } from '@common/market'
import { toInternalPath, toPublicPath } from '@common/slugs'

/** The parts of the account area (spec 2.2), as paths under `/my-account` with English slugs. */
export const ACCOUNT_PARTS = ['profile', 'addresses', 'orders', 'wishlist', 'subscriptions', 'kestrel-club'] as const
export type AccountPart = (typeof ACCOUNT_PARTS)[number]

const WISHLIST = /^(?:\/[a-z]{2})?\/my-account\/wishlist\/?$/

/**
 * Where the account area sends a shopper who is not signed in (spec 6: profile, addresses and orders
 * belong to signed-in customers): to log in, with the page asked for as `next` in its public,
 * localized form (`/přihlášení?next=/můj-účet/adresář`), so signing in comes back to it. The
 * wishlist is the exception: a guest keeps one too, and the header's heart leads there.
 * Null when the page may be shown.
 */
export function accountGuard(pathname: string, search: string, kind: 'none' | 'guest' | 'customer'): string | null {
  if (kind === 'customer') return null
  const internal = toInternalPath(pathname)
  if (WISHLIST.test(internal)) return null
  const prefix = localePrefix[localeOfPath(internal)]
  const logIn = toPublicPath(prefix ? `/${prefix}/log-in` : '/log-in')
  const next = toPublicPath(internal) + (search && search !== '?' ? search : '')
  return `${encodeURI(logIn)}?next=${encodeURIComponent(next)}`
}

/** The internal href of an account part in the locale of `pathname` (`/en/my-account/orders`). */
export function accountHref(pathname: string, part: AccountPart | '' = ''): string {
  const prefix = localePrefix[localeOfPath(toInternalPath(pathname))]
  return `${prefix ? `/${prefix}` : ''}/my-account${part ? `/${part}` : ''}`
}
