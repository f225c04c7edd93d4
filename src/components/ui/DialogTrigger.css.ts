import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

// A dialog's trigger: a link before the page is interactive, a button after; both look the same, so the page does not change.
export const trigger = style({
  justifySelf: 'start',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: 0,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  // Over the quiet button's own padding, whichever stylesheet comes first.
  selectors: { '&[type="button"]': { paddingInline: 0 } },
})
