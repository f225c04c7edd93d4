import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import * as styles from './Button.css'

export type ButtonProps = AriaButtonProps & styles.ButtonVariants

export function Button({ variant, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.button({ variant, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    />
  )
}
