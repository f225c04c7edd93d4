// @ts-nocheck
import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent, type RefObject } from 'react'
import * as styles from './Button.css'

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick'> &
  styles.ButtonVariants & {
    /** What a click, a tap, Enter or Space on the button does. */
    onPress?: (event: MouseEvent<HTMLButtonElement>) => void
    isDisabled?: boolean
    /** Waiting for the press's result: the button keeps its focus but takes no further press. */
    isPending?: boolean
  }

/**
 * The shop's button: a native `<button>` (keyboard, focus and form submission from the browser),
 * so it costs no script before the page becomes interactive. A pending button stays focusable,
 * reads as unavailable and says so to a screen reader when it has the focus.
 */
export function Button({
  variant,
  fullWidth,
  className,
  onPress,
  isDisabled,
  isPending,
  type = 'button',
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useAnnouncePending(ref, isPending)
  return (
    <button
      {...props}
      ref={ref}
      type={type === 'submit' && isPending ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending ? 'true' : props['aria-disabled']}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={[styles.button({ variant, fullWidth }), className].filter(Boolean).join(' ')}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault()
          return
        }
        onPress?.(event)
      }}
    />
  )
}

/**
 * A focused button that starts or stops waiting announces it. When the press takes the shopper
 * elsewhere (add to bag opens a dialog, pay opens the confirmation), that announcement would
 * outlive the button and name nothing, so it goes with the button. The announcer loads on first use.
 */
function useAnnouncePending(ref: RefObject<HTMLButtonElement | null>, isPending: boolean | undefined) {
  const wasPending = useRef(Boolean(isPending))
  const announced = useRef(false)
  useEffect(() => {
    const button = ref.current
    const changed = wasPending.current !== Boolean(isPending)
    wasPending.current = Boolean(isPending)
    if (!changed || !button || document.activeElement !== button) return
    const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()
    if (!name) return
    announced.current = true
    void import('@react-aria/live-announcer').then(({ announce }) => announce(name, 'assertive'))
  }, [isPending, ref])
  useEffect(
    () => () => {
      if (announced.current)
        void import('@react-aria/live-announcer').then(({ clearAnnouncer }) => clearAnnouncer('assertive'))
    },
    [],
  )
}
