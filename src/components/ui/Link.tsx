import { createLink } from '@tanstack/react-router'
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components'
import * as styles from './Link.css'

function StyledLink({ className, ...props }: AriaLinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (custom) => [styles.link, custom].filter(Boolean).join(' '))}
    />
  )
}

/**
 * A router-aware react-aria link: type-checked `to`/`params` from the route tree, keyboard and
 * press handling from react-aria, and the locale prefix carried over by the router's rewrite.
 */
export const Link = createLink(StyledLink)
