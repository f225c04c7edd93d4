import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

// One column on a phone (the navigation wraps above the page), two from the tablet up.
export const layout = style({
  maxWidth: '1120px',
  marginInline: 'auto',
  padding: `${vars.space.md} 0`,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  minWidth: 0,
  '@media': {
    [mediaQuery('sm')]: { gridTemplateColumns: '14rem minmax(0, 1fr)', padding: vars.space.md },
  },
})
export const nav = style({ minWidth: 0 })
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': { [mediaQuery('sm')]: { flexDirection: 'column' } },
})
export const navLink = style({
  color: vars.color.ink,
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  minHeight: '24px',
  selectors: {
    '&[aria-current="page"]': { fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
export const main = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 })
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
})
export const tile = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
  height: '100%',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { borderColor: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
export const tileTitle = style({ fontWeight: 700 })
export const muted = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
})
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
})
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 })
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })
export const badge = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.paperMuted,
  border: `1px solid ${vars.color.line}`,
})
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' })
export const address = style({ margin: 0, fontStyle: 'normal', lineHeight: vars.lineHeight.normal })
export const error = style({ color: vars.color.danger, margin: 0, fontWeight: 600 })
export const success = style({ color: vars.color.success, margin: 0, fontWeight: 600 })
export const form = style({ display: 'grid', gap: vars.space.md })
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
export const term = style({ color: vars.color.inkMuted, fontWeight: 600 })
export const definition = style({ margin: 0, overflowWrap: 'anywhere' })
