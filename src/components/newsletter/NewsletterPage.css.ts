import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export { page, heading, subheading, text } from '../ui/Page.css'

/** The sign-up in the footer's colours, where its form was made to sit. */
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.paper,
  minWidth: 0,
})

export const link = style({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.2em' })
