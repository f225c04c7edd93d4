import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { toPublicPath } from '@common/slugs'

interface RouterAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The router's internal href: English slugs with the locale prefix, and the search string. */
  to: string
  replace?: boolean
  resetScroll?: boolean
}

/**
 * A native link to a page of the shop: the public, localized `href` for crawlers, new tabs and the
 * page before it is interactive; client-side navigation on a plain click. Keyboard, focus and
 * context menu are the browser's own, so a page of many links costs no hooks per link.
 */
export function RouterAnchor({ to, replace, resetScroll, onClick, children, ...props }: RouterAnchorProps) {
  const router = useRouter()
  const end = to.search(/[?#]/)
  const [path, rest] = end === -1 ? [to, ''] : [to.slice(0, end), to.slice(end)]
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    void router.navigate({
      href: to,
      ...(replace ? { replace } : {}),
      ...(resetScroll === false ? { resetScroll: false } : {}),
    })
  }
  return (
    <a {...props} href={toPublicPath(path) + rest} onClick={handleClick}>
      {children}
    </a>
  )
}
