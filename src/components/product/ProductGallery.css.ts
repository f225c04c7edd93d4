import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const gallery = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

// A phone shows one image at a time and a sliver of the next, so the name and price stay on the first screen.
export const strip = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '@media': { [mediaQuery('sm')]: { display: 'block', overflow: 'visible' } },
})
export const slide = style({
  flex: '0 0 86%',
  scrollSnapAlign: 'start',
  selectors: { '&:only-child': { flexBasis: '100%' } },
  '@media': { [mediaQuery('sm')]: { selectors: { '&[data-current="false"]': { display: 'none' } } } },
})
export const mainButton = style({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  width: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const mainImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
})
export const thumbs = style({
  display: 'none',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  '@media': { [mediaQuery('sm')]: { display: 'flex' } },
})
export const thumb = style({
  padding: 0,
  border: `1px solid ${vars.color.line}`,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.ink, borderWidth: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
export const thumbImage = style({ display: 'block', width: 72, height: 72, objectFit: 'contain' })
export const dialogImage = style({ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' })
export const dialogNav = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
})
export const rotation = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  touchAction: 'pan-y',
  cursor: 'grab',
  userSelect: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const rotationImage = style({
  display: 'block',
  width: 'min(240px, 100%)',
  height: 'auto',
  aspectRatio: '1 / 1',
  pointerEvents: 'none',
  '@media': { [mediaQuery('sm')]: { width: 'min(320px, 100%)' } },
})
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
