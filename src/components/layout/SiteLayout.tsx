import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Link as AriaLink } from 'react-aria-components'
import { Link } from '../ui/Link'
import { LocaleSwitcher } from './LocaleSwitcher'
import * as styles from './SiteLayout.css'
import { useLocaleParams } from './useLocaleParams'

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const params = useLocaleParams()
  const isNavigating = useRouterState({ select: (state) => state.status === 'pending' })
  return (
    <>
      <AriaLink href="#main-content" className={styles.skipLink}>
        {t`Skip to content`}
      </AriaLink>
      <header className={styles.header}>
        <Link to="/{-$locale}" params={params} className={styles.logo} aria-label={t`Kestrel home`}>
          Kestrel
        </Link>
        <nav aria-label={t`Main`}>
          <ul className={styles.nav}>
            <li>
              <Link to="/{-$locale}/search" params={params}>
                {t`Search`}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/shopping-bag" params={params}>
                {t`Shopping bag`}
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main} aria-busy={isNavigating}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{t`© Kestrel. Shoes and leather goods since 1923.`}</p>
        <LocaleSwitcher />
      </footer>
    </>
  )
}
