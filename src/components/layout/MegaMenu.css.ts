import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const nav = style({
  display: 'none',
  // The categories fit one line from 1280 px; narrower screens open them from the menu button.
  '@media': { [mediaQuery('lg')]: { display: 'block', flex: 1, minWidth: 0 } },
})

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 0,
  '@media': { [mediaQuery('xl')]: { gap: vars.space.xs } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({ display: 'flex', alignItems: 'center' })

export const primaryLink = style({
  padding: `${vars.space.sm} ${vars.space.xxs} ${vars.space.sm} ${vars.space.xs}`,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  '@media': { [mediaQuery('xl')]: { fontSize: vars.fontSize.md } },
  textDecoration: 'none',
  selectors: {
    '&[data-hovered], &:hover': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

/** Spec 2.5: the sale item is styled differently. */
export const primaryLinkSale = style({ color: vars.color.sale })

export const disclosure = style({ display: 'contents' })

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '32px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
})

globalStyle(`${trigger}[aria-expanded="true"] > svg`, { transform: 'rotate(180deg)' })

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 60,
  background: vars.color.paper,
  borderTop: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: '0 12px 24px rgba(0, 0, 0, 0.08)',
})

// Before the page's code has arrived, a panel opens under the mouse by itself (the page starts its code as the pointer
// moves, and a pointer already over an item when it has hydrated keeps the panel open: see MegaMenu.tsx). From then on
// the navigation statechart opens and closes the panels. Not on focus: a keyboard's Tab would walk through every panel.
export const hoverMedia = '(hover: hover)'
globalStyle(`html:not([data-hydrated]) ${item}:hover ${panel}`, { '@media': { [hoverMedia]: { display: 'block' } } })

export const panelInner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) minmax(0, 1.4fr)',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.layout.gutter}`,
})

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })

export const collectionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
})

export const links = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })

export const link = style({
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-hovered], &:hover': { textDecoration: 'underline' },
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const media = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignContent: 'start',
})

export const thumbnail = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
})

export const thumbnailImage = style({
  aspectRatio: '1',
  objectFit: 'contain',
  background: vars.color.paperMuted,
  width: '100%',
})

export const tile = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  background: vars.color.paperMuted,
  textDecoration: 'none',
})

export const tileDescription = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const bottomLink = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  fontWeight: 600,
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
