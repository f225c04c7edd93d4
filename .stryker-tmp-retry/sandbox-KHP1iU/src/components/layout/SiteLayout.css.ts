// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 200,
  padding: vars.space.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: { '&:focus, &[data-focus-visible]': { top: vars.space.md } },
})

export const main = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.layout.gutter} ${vars.space.xxl}`,
  minHeight: '60vh',
  outline: 'none',
  '@media': { [mediaQuery('xs')]: { paddingTop: vars.space.lg } },
})
