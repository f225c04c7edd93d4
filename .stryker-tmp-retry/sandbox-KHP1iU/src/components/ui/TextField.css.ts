// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })

export const input = style({
  minHeight: '44px',
  paddingInline: vars.space.sm,
  font: 'inherit',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: {
    '&[data-focused], &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted })

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger })
