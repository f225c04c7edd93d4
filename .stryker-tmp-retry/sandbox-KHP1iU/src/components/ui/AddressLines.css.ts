// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Two or three fields side by side, one under another on a narrow screen. */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
})
