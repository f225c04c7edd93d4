// @ts-nocheck
import type { ReactNode } from 'react'
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import * as styles from './Choice.css'

interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode
}

/** A check box drawn with CSS (box and tick), with its label beside it. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.choice}>
      <span className={styles.box} aria-hidden="true">
        <span className={styles.tick} />
      </span>
      <span className={styles.text}>{children}</span>
    </AriaCheckbox>
  )
}
