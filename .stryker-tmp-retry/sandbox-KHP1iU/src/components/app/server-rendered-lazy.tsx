// @ts-nocheck
import { lazy, type ComponentType } from 'react'

/**
 * `React.lazy` whose part the server renders into the page itself: the server loads the module
 * once at start, so a render never streams the fallback with a script to swap the content in
 * (a page without scripts would keep the fallback). The browser loads the module on demand, as
 * with `lazy`, and renders it directly once it is there.
 */
export function serverRenderedLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null
  const remember = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  if (typeof window === 'undefined') void remember()
  const Lazy = lazy(remember)
  function ServerRenderedLazy(props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  /**
   * Loads the module now; once it is in, the part renders without suspending. The browser does so
   * before hydrating a page the server rendered the part into: a part still loading while the page
   * hydrates shows its fallback instead of the server's markup as soon as anything above it updates.
   */
  ServerRenderedLazy.preload = () => (loaded ? Promise.resolve() : remember())
  return ServerRenderedLazy
}
