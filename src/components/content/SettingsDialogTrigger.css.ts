import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

// Link and button look the same, so the page does not change when it becomes interactive.
export const trigger = style({
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: 0,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&[type="button"]': { paddingInline: 0 } },
})
