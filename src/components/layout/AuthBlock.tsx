import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { selectCustomer, selectIsAuthenticated } from '../../machines/session/session.machine'
import { useSessionActor } from '../app/shop'
import { ContentLink } from './ContentLink'
import * as styles from './MobileMenu.css'

/** 'Logged in as' with Log out, or the Log in and Create account links (spec 2.5, 6). */
export function AuthBlock({ className }: { className?: string }) {
  const { t } = useLingui()
  const session = useSessionActor()
  const isLoggedIn = useSelector(session, selectIsAuthenticated)
  const name = useSelector(session, (s) => {
    const customer = selectCustomer(s)
    return customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email : ''
  })
  return (
    <div className={[styles.authBlock, className].filter(Boolean).join(' ')}>
      {isLoggedIn ? (
        <>
          <span>{name ? t`Logged in as ${name}` : t`Logged in`}</span>
          <button
            type="button"
            className={styles.authButton}
            onClick={() => session.send({ type: 'session.signOut.requested' })}
          >
            {t`Log out`}
          </button>
        </>
      ) : (
        <>
          <ContentLink href="/log-in">{t`Log in`}</ContentLink>
          <ContentLink href="/create-account">{t`Create account`}</ContentLink>
        </>
      )}
    </div>
  )
}
