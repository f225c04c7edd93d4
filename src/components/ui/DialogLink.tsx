import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useHydrated } from './useHydrated'

interface DialogLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'role' | 'onClick' | 'onKeyDown' | 'aria-expanded'
> {
  /** The public address of what the dialog shows: a page of its own, or a part of this page (`#id`). */
  href: string
  /** Opens the dialog (sends the machine's event). */
  onOpen: () => void
  /** Whether the dialog is open, for the button's `aria-expanded`. */
  expanded?: boolean
  children: ReactNode
}

/**
 * A dialog's button that has a page of its own: until the page is interactive (and without scripts) a link to that
 * page, which needs no code; then the dialog's button (`role="button"`, Enter and the space bar), the link's
 * address still there for a new tab. What the press before the code does no longer waits for the code.
 */
export function DialogLink({ href, onOpen, expanded, children, ...props }: DialogLinkProps) {
  const interactive = useHydrated()
  return (
    <a
      {...props}
      href={href}
      role={interactive ? 'button' : undefined}
      aria-haspopup={interactive ? 'dialog' : undefined}
      aria-expanded={interactive && expanded !== undefined ? expanded : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        onOpen()
      }}
      onKeyDown={(event) => {
        if (event.key !== ' ') return
        event.preventDefault()
        onOpen()
      }}
    >
      {children}
    </a>
  )
}
