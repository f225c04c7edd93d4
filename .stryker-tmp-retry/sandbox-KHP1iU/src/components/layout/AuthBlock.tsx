// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '../app/use-selector'
import { selectCustomer, selectIsAuthenticated } from '../../machines/session/session.machine'
import { useSessionActor } from '../app/shop'
import { ContentLink } from './ContentLink'
import * as styles from './MobileMenu.css'
import { useLocaleParams } from './useLocaleParams'

/** 'Logged in as' with Log out, or the Log in and Create account links (spec 2.5, 6). */
export function AuthBlock({ className }: { className?: string }) {
  const { t } = useLingui()
  const session = useSessionActor()
  const router = useRouter()
  const { locale } = useLocaleParams()
  // Spec 4.1: Log out goes to a fixed route (the home page, scrolled to the top) and the signOut dialog follows.
  const logOut = () => {
    session.send({ type: 'session.signOut.requested' })
    void router.navigate({ to: '/{-$locale}', params: { locale } }).then(() => window.scrollTo({ top: 0 }))
  }
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
          <button type="button" className={styles.authButton} onClick={logOut}>
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
