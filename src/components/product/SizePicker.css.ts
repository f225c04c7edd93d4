import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { visuallyHidden } from '../../styles/visually-hidden.css'

export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })
export const label = style({ fontWeight: 600 })
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const conventions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, fontSize: vars.fontSize.sm })

const chip = {
  position: 'relative',
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
    '&:has(input:checked)': { borderColor: vars.color.ink, boxShadow: `inset 0 0 0 1px ${vars.color.ink}` },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
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
    '&:has(input:checked)': { background: vars.color.ink, color: vars.color.paper },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

/** The radio itself, out of sight but in the accessibility tree and the tab order; its chip shows its state. */
export const input = visuallyHidden
