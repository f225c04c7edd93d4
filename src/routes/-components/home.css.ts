import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const usp = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  background: vars.color.paperMuted,
})

export const hero = style({ paddingBlock: vars.space.xl, maxWidth: '48rem' })

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
