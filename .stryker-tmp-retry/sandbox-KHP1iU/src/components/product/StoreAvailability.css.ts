// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const box = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
})
export const title = style({ margin: 0, fontSize: vars.fontSize.md })
export const text = style({ margin: 0, fontSize: vars.fontSize.sm })
export const inStock = style({ color: vars.color.success, fontWeight: 600 })
export const outOfStock = style({ color: vars.color.inkMuted })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '60vh',
  overflowY: 'auto',
})
export const store = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.line}`,
})
export const hours = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
