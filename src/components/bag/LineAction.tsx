import type { ComponentProps, ReactNode } from 'react'
import { ShopForm } from '../app/ShopForm'
import { Button } from '../ui/Button'

// The form takes no box of its own: the button lays out with its neighbours as it would without it.
const CONTENTS = { display: 'contents' } as const

/**
 * One action on a bag or wishlist line as a form of its own: it posts before (and without) the scripts; then the
 * button sends the machine's event.
 */
export function LineAction({
  action,
  lineId,
  isDisabled,
  onPress,
  label,
  variant = 'quiet',
  children,
  ...rest
}: {
  action: string
  lineId: string
  isDisabled: boolean
  onPress: () => void
  label: string
  variant?: ComponentProps<typeof Button>['variant']
  children: ReactNode
  'data-focus-on-restore'?: string
}) {
  return (
    <ShopForm action={action} fields={{ line: lineId }} style={CONTENTS}>
      <Button variant={variant} type="submit" isDisabled={isDisabled} onPress={onPress} aria-label={label} {...rest}>
        {children}
      </Button>
    </ShopForm>
  )
}
