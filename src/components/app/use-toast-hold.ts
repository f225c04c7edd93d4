import { useRef, type FocusEvent } from 'react'
import type { ToastActor } from './shop-runtime'

/**
 * Props for a part of the notifications (the toast, the undo it offers): while the pointer is over
 * it or the focus is in it, the toast machine holds the toast (it does not time out).
 */
export function useToastHold(toastActor: ToastActor) {
  const inside = useRef({ pointer: false, focus: false })
  const update = (change: Partial<typeof inside.current>) => {
    const before = inside.current.pointer || inside.current.focus
    inside.current = { ...inside.current, ...change }
    const after = inside.current.pointer || inside.current.focus
    if (after !== before) toastActor.send({ type: after ? 'toast.held' : 'toast.released' })
  }
  return {
    onPointerEnter: () => update({ pointer: true }),
    onPointerLeave: () => update({ pointer: false }),
    onFocus: () => update({ focus: true }),
    // Focus moving between its own controls stays inside.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) update({ focus: false })
    },
  }
}
