// @ts-nocheck
import { useEffect, useRef, type RefObject } from 'react'

/**
 * 'Load more' for the keyboard: when a list shows more entries than before, the focus moves to the
 * first entry added (each entry is focusable by script, `tabIndex={-1}`). The first entries shown
 * leave the focus where it is.
 */
export function useFocusFirstAdded(list: RefObject<HTMLElement | null>, count: number): void {
  const before = useRef(count)
  useEffect(() => {
    if (before.current > 0 && count > before.current)
      list.current?.querySelectorAll<HTMLElement>(':scope > li')[before.current]?.focus()
    before.current = count
  }, [list, count])
}
