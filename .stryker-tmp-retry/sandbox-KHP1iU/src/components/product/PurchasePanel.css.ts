// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const panel = style({ display: 'grid', gap: vars.space.sm })
export const actions = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs })

// On a phone the wishlist is a 44 px heart beside add to bag, so add to bag keeps its one line.
export const wishlistButton = style({
  position: 'relative',
  paddingInline: vars.space.sm,
  '@media': { [mediaQuery('sm')]: { paddingInline: vars.space.lg } },
})
export const wishlistLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery('sm')]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
})
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
export const success = style({ margin: 0, color: vars.color.success })
export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.paperMuted,
})
export const note = style({ margin: 0, fontSize: vars.fontSize.sm })
