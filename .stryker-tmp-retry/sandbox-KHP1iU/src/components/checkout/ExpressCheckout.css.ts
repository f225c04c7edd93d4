// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({ display: 'grid', gap: vars.space.xs, marginBlock: vars.space.md })
export const disclaimer = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, margin: 0 })
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const sheet = style({ display: 'grid', gap: vars.space.md })
export const accounts = style({ display: 'grid', gap: vars.space.xs })
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.ink, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
