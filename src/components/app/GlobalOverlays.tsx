import { lazy, Suspense, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The overlays every page carries, each its own chunk, loaded once the page is interactive so
 * they never weigh on the first render. Add one line per overlay.
 */
const overlays: Array<LazyExoticComponent<ComponentType>> = [
  lazy(() => import('./ToastRegion')),
  lazy(() => import('./CookieBanner')),
  lazy(() => import('../account/AccountModals')),
  lazy(() => import('../bag/BagOverlays')),
]

export function GlobalOverlays() {
  // False on the server and while hydrating, true afterwards.
  const interactive = useSyncExternalStore(subscribeNever, () => true, () => false)
  if (!interactive) return null
  return (
    <Suspense fallback={null}>
      {overlays.map((Overlay, index) => (
        <Overlay key={index} />
      ))}
    </Suspense>
  )
}

const subscribeNever = () => () => undefined
