// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })
export const label = style({ fontWeight: 600 })
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const conventions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, fontSize: vars.fontSize.sm })

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  minWidth: 56,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  background: vars.color.paper,
} as const

export const size = style({
  ...chip,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.ink, boxShadow: `inset 0 0 0 1px ${vars.color.ink}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-sold-out="true"]': {
      color: vars.color.inkMuted,
      textDecoration: 'line-through',
      background: vars.color.paperMuted,
    },
  },
})

export const convention = style({
  ...chip,
  minHeight: 32,
  minWidth: 40,
  paddingInline: vars.space.xs,
  selectors: {
    '&[data-selected]': { background: vars.color.ink, color: vars.color.paper },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
