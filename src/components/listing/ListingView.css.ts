import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const page = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.lg })

export const breadcrumbs = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

globalStyle(`${breadcrumbList} > li + li::before`, { content: '"/"', marginInlineEnd: vars.space.xs })

export const crumbLink = style({
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })

export const count = style({ margin: 0, color: vars.color.inkMuted })

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: '15rem 1fr' } },
})

export const sidebar = style({
  display: 'none',
  gap: vars.space.md,
  alignContent: 'start',
  // On a phone the sidebar shows when the address names it or its orders (the filters and sort buttons before the
  // page's code has started).
  selectors: { '&:target, &:has(:target)': { display: 'grid' } },
  // Clear of the sticky header (and the sale countdown above it) when the address scrolls it into view.
  scrollMarginBlockStart: '9rem',
  '@media': { [mediaQuery('md')]: { display: 'grid' } },
})

/** The orders in the sidebar: the phone's, before the code; the desktop has its select. */
export const sidebarSort = style({
  scrollMarginBlockStart: '9rem',
  '@media': { [mediaQuery('md')]: { display: 'none' } },
})

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })

/** The product grid: clear of the sticky header when the sidebar's "show products" scrolls to it. */
export const results = style({ scrollMarginBlockStart: '9rem' })

export const mobileOnly = style({ '@media': { [mediaQuery('md')]: { display: 'none' } } })

export const desktopOnly = style({ display: 'none', '@media': { [mediaQuery('md')]: { display: 'flex' } } })

export const facet = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })

export const facetTitle = style({ fontSize: vars.fontSize.md, margin: 0, scrollMarginBlockStart: '9rem' })

export const facetList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })

export const sizeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(3.5rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const facetLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: 'inherit',
  textDecoration: 'none',
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.line },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-current="true"]': { borderColor: vars.color.ink, fontWeight: 700 },
  },
})

export const sizeLink = style([
  facetLink,
  { justifyContent: 'center', border: `1px solid ${vars.color.line}`, minHeight: '44px', alignItems: 'center' },
])

export const facetCount = style({ color: vars.color.inkMuted })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '36px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, paddingBlock: vars.space.lg })

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const select = style({
  font: 'inherit',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
})

export const sortField = style({ alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  justifyContent: 'flex-end',
  background: 'rgb(0 0 0 / 0.45)',
})

export const drawer = style({
  background: vars.color.paper,
  width: 'min(26rem, 100vw)',
  height: '100%',
  overflow: 'auto',
})

export const sheetOverlay = style([overlay, { alignItems: 'flex-end', justifyContent: 'stretch' }])

export const sheet = style({
  background: vars.color.paper,
  width: '100%',
  maxHeight: '80vh',
  overflow: 'auto',
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
})

export const centerOverlay = style([overlay, { alignItems: 'center', justifyContent: 'center' }])

export const modal = style({
  background: vars.color.paper,
  width: 'min(34rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  borderRadius: vars.radius.md,
})

export const dialog = style({ padding: vars.space.lg, display: 'grid', gap: vars.space.md, outline: 'none' })

export const dialogHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
})

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const conventions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })

export const empty = style({ paddingBlock: vars.space.xl, textAlign: 'center' })

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
