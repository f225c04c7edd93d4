// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const rows = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
export const total = style({
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.xs,
})
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
