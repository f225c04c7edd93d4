import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
})

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })

export const subheading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg })

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

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
