import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useModalSlot } from '../app/use-modal-slot'
import { lazy, Suspense } from 'react'
import { selectIsMobileMenuOpen, selectIsSearchOpen } from '../../machines/navigation/navigation.machine'
import { localHref } from '../../services/navigation-links'
import { HeaderActions } from './HeaderActions'
import * as styles from './Header.css'
import { MenuIcon, SearchIcon } from './icons'
import { useLayoutLocale, useNavigationActor } from './layout-context'
import { ContentLink } from './ContentLink'
import { MegaMenu } from './MegaMenu'
import { useHydrated } from '../ui/useHydrated'
import { DialogLink } from '../ui/DialogLink'

// Loaded when first opened: neither the search overlay nor the mobile drawer weighs on the entry chunk.
const SearchOverlay = lazy(() =>
  import('../listing/SearchOverlay').then((module) => ({ default: module.SearchOverlay })),
)
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })))

export function Header({ belowTimer }: { belowTimer: boolean }) {
  const { t } = useLingui()
  const locale = useLayoutLocale()
  const navigation = useNavigationActor()
  const closeSearch = () => navigation.send({ type: 'navigation.search.closed' })
  const isSearchOpen = useModalSlot('search', useSelector(navigation, selectIsSearchOpen), closeSearch)
  const isMobileMenuOpen = useSelector(navigation, selectIsMobileMenuOpen)
  const interactive = useHydrated()

  return (
    <header className={[styles.header, belowTimer ? styles.headerBelowTimer : ''].join(' ')}>
      <div className={styles.bar}>
        {/* The menu page before the code has started (and without scripts); the slide-in menu after. */}
        <DialogLink
          href={localHref('/menu', locale)}
          className={[styles.iconButton, styles.menuButton].join(' ')}
          aria-label={t`Menu`}
          expanded={isMobileMenuOpen}
          onOpen={() => navigation.send({ type: 'navigation.mobile.opened' })}
        >
          <MenuIcon />
        </DialogLink>
        <ContentLink href="/" className={styles.logo} aria-label={t`Kestrel home`}>
          Kestrel
        </ContentLink>
        <MegaMenu />
        <ul className={styles.actions}>
          <li>
            {/* The search page without JavaScript; the search overlay once the page is interactive. */}
            <a
              href={localHref('/search', locale)}
              className={styles.iconButton}
              aria-haspopup={interactive ? 'dialog' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                navigation.send({ type: 'navigation.search.opened' })
              }}
            >
              <SearchIcon />
              <span className={styles.visuallyHidden}>{t`Search`}</span>
            </a>
          </li>
          <HeaderActions />
        </ul>
      </div>
      {interactive && (isSearchOpen || isMobileMenuOpen) && (
        <Suspense fallback={null}>
          {isSearchOpen && <SearchOverlay isOpen onClose={closeSearch} />}
          {isMobileMenuOpen && <MobileMenu />}
        </Suspense>
      )}
    </header>
  )
}
