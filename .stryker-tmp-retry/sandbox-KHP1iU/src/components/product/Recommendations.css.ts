// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const blocks = style({ display: 'grid', gap: vars.space.xl })
export const block = style({ display: 'grid', gap: vars.space.sm })
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, margin: 0 })
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '45%',
  gap: vars.space.md,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQuery('sm')]: { gridAutoColumns: '30%' }, [mediaQuery('lg')]: { gridAutoColumns: '22%' } },
})
