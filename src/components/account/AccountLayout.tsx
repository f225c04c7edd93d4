import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { toInternalPath } from '@common/slugs'
import { RouterAnchor } from '../ui/RouterAnchor'
import { accountHref, type AccountPart } from './account-paths'
import { useSiteSettings } from '../layout/layout-context'
import * as styles from './Account.css'

/** The parts of the account area in the order the navigation and the overview list them (spec 2.2, 2.7). */
const ACCOUNT_SECTIONS: ReadonlyArray<{
  part: AccountPart
  title: MessageDescriptor
  lead: MessageDescriptor
  /** Shown only in a market whose loyalty switch is on (spec 1.2). */
  loyalty?: boolean
}> = [
  { part: 'profile', title: msg`Profile`, lead: msg`Your name, contact details and password` },
  { part: 'addresses', title: msg`Address book`, lead: msg`Delivery and billing addresses` },
  { part: 'orders', title: msg`Orders`, lead: msg`Your orders and their documents` },
  { part: 'wishlist', title: msg`Wishlist`, lead: msg`Products you keep for later` },
  { part: 'subscriptions', title: msg`Subscriptions`, lead: msg`Newsletter` },
  { part: 'kestrel-club', title: msg`Kestrel Club`, lead: msg`Your points, tier and membership pass`, loyalty: true },
]

/** The account's parts this market offers: the club only where the loyalty switch is on. */
export function useAccountSections() {
  const withLoyalty = useSiteSettings().marketFeatures.isMarketWithLoyalty
  return ACCOUNT_SECTIONS.filter((section) => !section.loyalty || withLoyalty)
}

/**
 * The account area (spec 2.2 `/my-account`): its navigation beside the part shown. A guest reaches
 * only the wishlist here (the route sends them to log in for the rest), without the navigation.
 */
export function AccountLayout({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useLingui()
  const pathname = useRouterState({ select: (state) => toInternalPath(state.location.pathname) })
  const sections = useAccountSections()
  if (!signedIn) return <Outlet />
  return (
    <div className={styles.layout} data-testid="account-area">
      <nav className={styles.nav} aria-label={t`My account`}>
        <ul className={styles.navList}>
          <li>
            <RouterAnchor
              to={accountHref(pathname)}
              className={styles.navLink}
              aria-current={isCurrent(pathname, accountHref(pathname), true) ? 'page' : undefined}
            >
              {t`Overview`}
            </RouterAnchor>
          </li>
          {sections.map(({ part, title }) => {
            const href = accountHref(pathname, part)
            return (
              <li key={part}>
                <RouterAnchor
                  to={href}
                  className={styles.navLink}
                  aria-current={isCurrent(pathname, href, false) ? 'page' : undefined}
                >
                  {i18n._(title)}
                </RouterAnchor>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  )
}

function isCurrent(pathname: string, href: string, exact: boolean): boolean {
  const path = pathname.replace(/\/$/, '')
  return exact ? path === href : path === href || path.startsWith(`${href}/`)
}
