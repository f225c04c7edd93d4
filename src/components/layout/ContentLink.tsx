import type { ReactNode } from 'react'
import { Link as AriaLink, type LinkProps } from 'react-aria-components'
import { isExternalHref, localHref } from '../../services/navigation-links'
import { useLayoutLocale } from './layout-context'

interface ContentLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  /** An internal path with English slugs, or an absolute URL. */
  href: string
  children: ReactNode
}

/** A link of the content documents, in the shopper's locale; the router navigates internal ones. */
export function ContentLink({ href, children, ...props }: ContentLinkProps) {
  const locale = useLayoutLocale()
  const external = isExternalHref(href) && !/^(tel|mailto):/.test(href)
  return (
    <AriaLink
      {...props}
      href={localHref(href, locale)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </AriaLink>
  )
}
