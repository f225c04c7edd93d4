// @ts-nocheck
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import * as styles from './Link.css'

const StyledLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function StyledLink(
  { className, children, ...props },
  ref,
) {
  return (
    <a {...props} ref={ref} className={[styles.link, className].filter(Boolean).join(' ')}>
      {children}
    </a>
  )
})

/**
 * A router-aware link: type-checked `to`/`params` from the route tree, client-side navigation
 * from the router, the locale prefix carried over by the router's rewrite, and a native `<a>`.
 */
export const Link = createLink(StyledLink)
