// @ts-nocheck
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isExternalHref, routerHref } from '../../services/navigation-links'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useLayoutLocale } from './layout-context'

interface ContentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** An internal path with English slugs, or an absolute URL. */
  href: string
  children: ReactNode
}

/**
 * A link of the content documents (menus, footer, banners), in the shopper's locale: internal ones
 * navigate on the client, other sites open in a new tab. A native anchor, so the hundreds of
 * links in the menus and the footer cost nothing to hydrate.
 */
export function ContentLink({ href, children, ...props }: ContentLinkProps) {
  const locale = useLayoutLocale()
  if (href.startsWith('#') || /^(tel|mailto):/.test(href)) {
    return (
      <a {...props} href={href}>
        {children}
      </a>
    )
  }
  if (isExternalHref(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <RouterAnchor {...props} to={routerHref(href, locale)}>
      {children}
    </RouterAnchor>
  )
}
