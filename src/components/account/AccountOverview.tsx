import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { selectCustomer } from '../../machines/session/session.machine'
import { toInternalPath } from '@common/slugs'
import { useSessionActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useAccountSections } from './AccountLayout'
import { accountHref } from './account-paths'
import * as styles from './Account.css'

/** The account overview (spec 2.7): the shopper's name and a way into every part of the account. */
export function AccountOverview() {
  const { t, i18n } = useLingui()
  const customer = useSelector(useSessionActor(), selectCustomer)
  const pathname = useRouterState({ select: (state) => toInternalPath(state.location.pathname) })
  const sections = useAccountSections()
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ')
  return (
    <section className={styles.main} aria-labelledby="account-heading" data-testid="account-overview">
      <h1 id="account-heading" className={styles.heading}>
        {t`My account`}
      </h1>
      <p data-testid="account-name" aria-live="polite">
        {name ? t`Hello, ${name}` : t`Hello`}
      </p>
      <ul className={styles.tiles}>
        {sections.map(({ part, title, lead }) => (
          <li key={part}>
            <RouterAnchor to={accountHref(pathname, part)} className={styles.tile}>
              <span className={styles.tileTitle}>{i18n._(title)}</span>
              <span className={styles.muted}>{i18n._(lead)}</span>
            </RouterAnchor>
          </li>
        ))}
      </ul>
    </section>
  )
}
