import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { toPublicPath } from '../../locales/slugs'

export interface RouterAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The router's internal href (English slugs, with the search string). */
  to: string
  replace?: boolean
  resetScroll?: boolean
}

/** A plain link to an internal href: the public (localized) URL for crawlers and no-JS, client navigation otherwise. */
export function RouterAnchor({ to, replace, resetScroll, onClick, children, ...props }: RouterAnchorProps) {
  const router = useRouter()
  const [path = '', rest = ''] = to.split(/(?=[?#])/, 2)
  const href = toPublicPath(path) + rest
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href: to, ...(replace ? { replace } : {}), ...(resetScroll === false ? { resetScroll: false } : {}) })
  }
  return (
    <a {...props} href={href} onClick={handleClick}>
      {children}
    </a>
  )
}
