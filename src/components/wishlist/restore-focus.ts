import type { WishlistLine } from '../../machines/wishlist/wishlist.types'

/** What names a wishlist item across a removal and its undo (the line comes back with a new id). */
export const wishlistLineKey = (line: Pick<WishlistLine, 'productId' | 'sku'>) =>
  `${line.productId ?? ''}/${line.sku ?? ''}`

/** How long the undone removal may take to come back before the focus is left where it is. */
const WAIT_MS = 10_000

/**
 * After an undone removal, the focus goes back to the Remove button of the first item that comes
 * back, where it was before the removal, once the wishlist shows it again. Where no item comes
 * back in view (the heart of a listing was the removal), or the shopper has put the focus somewhere
 * meanwhile, nothing moves.
 */
export function focusRestoredLine(lines: readonly Pick<WishlistLine, 'productId' | 'sku'>[]): void {
  const first = lines[0]
  if (!first) return
  const selector = `[data-line-key="${CSS.escape(wishlistLineKey(first))}"] [data-focus-on-restore]`
  // The undo button has the focus now, and takes it along when it goes.
  const pressed = document.activeElement
  const focus = () => {
    const focused = document.activeElement
    if (focused !== null && focused !== document.body && focused !== pressed) return true
    const target = document.querySelector<HTMLElement>(selector)
    if (!target || target.matches(':disabled')) return false
    target.focus()
    return true
  }
  const observer = new MutationObserver(() => {
    if (focus()) stop()
  })
  const timer = window.setTimeout(() => stop(), WAIT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] })
}
