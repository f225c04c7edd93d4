// @ts-nocheck
import type { ReactNode } from 'react'
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components'
import * as styles from './Switch.css'

interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode
}

/** An on/off switch drawn with CSS (track and thumb), its label beside it. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  )
}
