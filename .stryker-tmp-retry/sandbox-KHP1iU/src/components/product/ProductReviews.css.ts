// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const reviews = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: '2fr 1fr' } },
})
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
export const review = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
})
export const stars = style({ color: vars.color.ink, letterSpacing: '0.1em' })
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
export const text = style({ margin: 0 })
export const section = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' })
