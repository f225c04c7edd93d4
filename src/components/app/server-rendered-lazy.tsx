import { lazy, type ComponentType } from 'react'

/**
 * `React.lazy` whose part the server renders into the page itself: the server loads the module
 * once at start, so a render never streams the fallback with a script to swap the content in
 * (a page without scripts would keep the fallback). The browser loads the module on demand, as
 * with `lazy`, and renders it directly once it is there.
 */
export function serverRenderedLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
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
  return ServerRenderedLazy
}
