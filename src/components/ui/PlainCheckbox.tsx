import type { InputHTMLAttributes, ReactNode } from 'react'
import * as styles from './Choice.css'

type PlainCheckboxProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultChecked'> & {
  isInvalid?: boolean
  children: ReactNode
}

/**
 * A check box with the same look as `Checkbox` (box and tick drawn with CSS), built from a native input
 * inside its label, for forms whose errors come from their statechart: no script before the page is interactive.
 */
export function PlainCheckbox({ isInvalid, children, ...input }: PlainCheckboxProps) {
  return (
    <label className={styles.choice} data-invalid={isInvalid || undefined}>
      <input {...input} type="checkbox" className={styles.hiddenInput} aria-invalid={isInvalid || undefined} />
      <span className={styles.box} aria-hidden="true">
        <span className={styles.tick} />
      </span>
      <span className={styles.text}>{children}</span>
    </label>
  )
}
