// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.sm,
  '@media': { [mediaQuery('md')]: { gap: vars.space.xl, paddingBlock: vars.space.lg } },
})

/**
 * The gallery and the information beside it. The information sticks while the gallery scrolls, within this
 * grid only: a panel taller than the window (a sold-out size's notify-me form open) scrolls on to its end
 * here instead of sliding over the details and recommendations below.
 */
export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [mediaQuery('md')]: {
      gap: vars.space.xl,
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
})

export const info = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  '@media': { [mediaQuery('md')]: { position: 'sticky', top: vars.space.md, gridRow: 'span 2' } },
})

// The 360° view comes after the name, price and add to bag on a phone; under the gallery beside them on a desktop.
export const rotation = style({ '@media': { [mediaQuery('md')]: { gridColumn: 1 } } })

export const badges = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
})
export const badge = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  border: `1px solid ${vars.color.ink}`,
  paddingInline: vars.space.xs,
})

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
})
export const heading = style({ margin: 0, color: vars.color.inkMuted })
export const prices = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  flexWrap: 'wrap',
  margin: 0,
  fontSize: vars.fontSize.lg,
})
export const salePrice = style({ color: vars.color.sale, fontWeight: 700 })
export const listPrice = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.md })
export const lowestPrice = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const colours = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
})
export const colourLink = style({
  display: 'block',
  width: 56,
  height: 56,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.ink, borderWidth: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
export const colourImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' })
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
export const below = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space.xl })

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  minHeight: '44px',
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
export const ratingStars = style({
  position: 'relative',
  display: 'inline-block',
  letterSpacing: '0.1em',
  color: vars.color.inkMuted,
  whiteSpace: 'nowrap',
})
export const ratingFill = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  color: vars.color.ink,
  whiteSpace: 'nowrap',
})
