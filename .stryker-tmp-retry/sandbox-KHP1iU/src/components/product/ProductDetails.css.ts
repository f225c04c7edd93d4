// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const section = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, margin: 0 })
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
})
export const term = style({ color: vars.color.inkMuted })
export const text = style({ margin: 0 })
