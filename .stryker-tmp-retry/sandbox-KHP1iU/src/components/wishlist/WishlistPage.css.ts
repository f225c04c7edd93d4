// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const item = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })

export const sizeRequired = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
