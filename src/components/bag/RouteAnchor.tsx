import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { toPublicPath } from '../../locales/slugs'

export interface RouteAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The router's internal path (English slugs, with the locale prefix). */
  to: string
}

/**
 * A link to a route another area of the shop builds (product, checkout): the public, localized
 * `href` for crawlers and new tabs, client-side navigation on a plain click.
 */
export function RouteAnchor({ to, onClick, children, ...props }: RouteAnchorProps) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href: to })
  }
  return (
    <a {...props} href={toPublicPath(to)} onClick={handleClick}>
      {children}
    </a>
  )
}

