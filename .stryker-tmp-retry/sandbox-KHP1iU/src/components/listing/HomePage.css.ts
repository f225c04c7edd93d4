// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const heading = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  '@media': { [mediaQuery('sm')]: { fontSize: vars.fontSize.xxl } },
})

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted })

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const tile = style({ padding: vars.space.lg, background: vars.color.paperMuted, borderRadius: vars.radius.md })

export const heroLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  paddingBlock: vars.space.lg,
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: '1fr 1fr' } },
})

export const heroImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  display: 'block',
})

export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md })

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  textDecoration: 'none',
  background: vars.color.accent,
  color: vars.color.accentInk,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const ctaSecondary = style([
  cta,
  { background: vars.color.paper, color: vars.color.ink, border: `1px solid ${vars.color.ink}` },
])

export const rail = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.lg })

export const railHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
})

export const railTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const railList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(11rem, 1fr)',
  gap: vars.space.md,
  overflowX: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  scrollSnapType: 'x mandatory',
  '@media': { [mediaQuery('lg')]: { gridAutoColumns: 'minmax(0, 1fr)' } },
})

export const railItem = style({ scrollSnapAlign: 'start' })

export const seeAll = style({
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
