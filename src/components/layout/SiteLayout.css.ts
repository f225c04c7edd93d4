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

export const uspBanner = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.layout.gutter}`,
  background: vars.color.paperMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '64px',
  paddingInline: vars.layout.gutter,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
})

export const logo = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textDecoration: 'none',
  textTransform: 'uppercase',
})

export const nav = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQuery('sm')]: { gap: vars.space.lg } },
})

export const main = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.layout.gutter} ${vars.space.xxl}`,
  minHeight: '60vh',
  outline: 'none',
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.fontSize.sm,
})
