import { clearAnnouncer } from '@react-aria/live-announcer'
import { useEffect, useRef } from 'react'
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import * as styles from './Button.css'

export type ButtonProps = AriaButtonProps & styles.ButtonVariants

export function Button({ variant, fullWidth, className, ...props }: ButtonProps) {
  useClearPendingAnnouncementOnUnmount(props.isPending)
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.button({ variant, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    />
  )
}

/**
 * A pending button announces itself by reference to its own id. When the press takes the shopper
 * elsewhere (add to bag opens a dialog, pay opens the confirmation), that announcement would
 * outlive the button and name nothing, so it goes with the button.
 */
function useClearPendingAnnouncementOnUnmount(isPending: boolean | undefined) {
  const wasPending = useRef(false)
  useEffect(() => {
    if (isPending) wasPending.current = true
  }, [isPending])
  useEffect(
    () => () => {
      if (wasPending.current) clearAnnouncer('assertive')
    },
    [],
  )
}
