import { WishlistHeartsForm } from '../wishlist/WishlistHeart'
import { useLingui } from '@lingui/react/macro'
import { useLoaderData, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useSelector } from '../app/use-selector'
import { adoptEarlyEdits } from '../app/early-edits'
import { lazy, Suspense, useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { countdownMachine, selectCountdownEnded } from '../../machines/navigation/countdown.machine'
import { navigationMachine } from '../../machines/navigation/navigation.machine'
import { unlocalizedPath } from '../../services/navigation-links'
import { useModalActor } from '../app/shop'
import { PreviewBanner } from '../content/PreviewBanner'
import { CountdownTimer } from './CountdownTimer'
import { Footer } from './Footer'
import { Header } from './Header'
import { NavigationContext, useCurrentPath, useSiteSettings } from './layout-context'
import { PagePathDataSync } from './PagePathDataSync'
import * as styles from './SiteLayout.css'
import { TopBanners } from './TopBanners'

const ContentLinkModal = lazy(() =>
  import('./ContentLinkModal').then((module) => ({ default: module.ContentLinkModal })),
)

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content')
  if (!main) return
  event.preventDefault()
  main.focus()
  main.scrollIntoView()
}

/** The header, the page and the footer each hydrate on their own (see `HydrationPart`). */
const HYDRATION_PARTS = 3

/**
 * A part of the page that hydrates and commits on its own (a Suspense boundary), so no single long
 * task makes the whole page interactive; it reports once it has.
 */
function HydrationPart({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  )
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

/** The site-wide layout of spec 2.5 around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const router = useRouter()
  const navigation = useActorRef(navigationMachine)
  const settings = useSiteSettings()
  const pathname = useCurrentPath()
  const isNavigating = useRouterState({ select: (state) => state.status === 'pending' })
  const modal = useModalActor()
  // Tests and monitoring read `data-hydrated` to know the server's HTML has become interactive: every part has hydrated.
  const hydratedParts = useRef(0)
  const partHydrated = useCallback(() => {
    hydratedParts.current += 1
    if (hydratedParts.current !== HYDRATION_PARTS) return
    adoptEarlyEdits()
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const isBaseModalOpen = useSelector(modal, (s) => s.context.name === 'base')
  const inPreview = useRouteContext({ from: '__root__', select: (context) => context.preview.on })

  // Spec 4.13: menus and the search overlay close once a route change settles.
  useEffect(
    () =>
      router.subscribe(
        'onResolved',
        (event) => event.pathChanged && navigation.send({ type: 'navigation.route.changed' }),
      ),
    [router, navigation],
  )

  const timer = settings.promotionalCountdownTimer
  const renderedAt = useLoaderData({ from: '__root__', select: (data) => data.renderedAt })
  const countdown = useActorRef(countdownMachine, {
    input: { endsAt: timer ? Date.parse(timer.endsAt) : 0, renderedAt },
  })
  const timerEnded = useSelector(countdown, selectCountdownEnded)
  const path = unlocalizedPath(pathname)
  const showsTimer =
    timer !== null &&
    !timerEnded &&
    !timer.hiddenOnPaths.some((hidden) => path === hidden || path.startsWith(`${hidden}/`))

  return (
    <>
      {/* The anchor still works without script; with it, focus moves even when the router handles the hash. */}
      <a href="#main-content" className={styles.skipLink} onClick={skipToContent}>
        {t`Skip to content`}
      </a>
      <RouterProvider navigate={(href) => router.navigate({ href })} useHref={(href) => href}>
        <NavigationContext value={navigation}>
          <TopBanners settings={settings} />
          {showsTimer && timer && <CountdownTimer timer={timer} actor={countdown} />}
          <HydrationPart onHydrated={partHydrated}>
            <Header belowTimer={showsTimer} />
          </HydrationPart>
          <main id="main-content" tabIndex={-1} className={styles.main} aria-busy={isNavigating}>
            <HydrationPart onHydrated={partHydrated}>
              {children}
              <WishlistHeartsForm />
            </HydrationPart>
          </main>
          <HydrationPart onHydrated={partHydrated}>
            <Footer settings={settings} />
          </HydrationPart>
          <PagePathDataSync />
          {inPreview && <PreviewBanner />}
          {isBaseModalOpen && (
            <Suspense fallback={null}>
              <ContentLinkModal />
            </Suspense>
          )}
        </NavigationContext>
      </RouterProvider>
    </>
  )
}
