// @ts-nocheck
import type { ReactNode } from 'react'
import {
  FieldError,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components'
import * as styles from './Choice.css'

interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: string
  errorMessage?: string
  children: ReactNode
}

/** A labelled group of radios; required groups get the spec's '* ' label prefix (5.6). */
export function RadioGroup({ label, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group}>
      <Label className={styles.groupLabel}>{props.isRequired ? `* ${label}` : label}</Label>
      {children}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  )
}

interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode
}

/** A radio drawn with CSS (ring and dot), with its label beside it. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.choice}>
      <span className={styles.dot} aria-hidden="true">
        <span className={styles.pip} />
      </span>
      <span className={styles.text}>{children}</span>
    </AriaRadio>
  )
}
