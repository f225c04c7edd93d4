import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { visuallyHidden } from '../../styles/visually-hidden.css'

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg })

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
})

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })

export const line = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: '8rem minmax(0, 1fr) auto' } },
})

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.paperMuted,
  display: 'block',
})

export const lineBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })

export const lineName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })

export const lineLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const fact = style({ display: 'flex', gap: vars.space.xxs })

export const factValue = style({ margin: 0, color: vars.color.ink })

export const prices = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  flexWrap: 'wrap',
  margin: 0,
})

export const salePrice = style({ color: vars.color.sale, fontWeight: 700 })

export const listPrice = style({
  color: vars.color.inkMuted,
  textDecoration: 'line-through',
  fontSize: vars.fontSize.sm,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' })
/** The size picker's place in the line's actions (a browser without scripts gets a form instead). */
export const sizeWithScripts = style({ display: 'contents' })
/** The size form of a browser without scripts: the select with its button beside it, or below it where narrow. */
export const sizeForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'end' })
globalStyle(`${sizeForm} > label`, { flex: '1 1 8rem', minWidth: 0 })

export const lineTotal = style({
  fontWeight: 700,
  margin: 0,
  textAlign: 'end',
  gridColumn: '2',
  '@media': { [mediaQuery('sm')]: { gridColumn: 'auto' } },
})

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
})

export const stepperValue = style({ minWidth: '2.5rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })

export const fieldLabel = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  marginBottom: vars.space.xxs,
})

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paperMuted,
  borderRadius: vars.radius.sm,
})

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.paperMuted,
  borderRadius: vars.radius.md,
})

export const summaryHeading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const clubPoints = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })

export const promoForm = style({ display: 'flex', gap: vars.space.xs, alignItems: 'end', flexWrap: 'wrap' })

export const codes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

export const code = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
})

export const disclaimer = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })

export const checkout = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { background: '#333' },
  },
})

export const secondaryLink = style([
  checkout,
  {
    background: vars.color.paper,
    color: vars.color.ink,
    border: `1px solid ${vars.color.ink}`,
    selectors: { '&:hover': { background: vars.color.paperMuted } },
  },
])

export const switchRow = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  minHeight: '44px',
  outline: 'none',
})

/** The switch's check box: out of sight, in the tab order; the track shows its state. */
export const switchInput = visuallyHidden

export const switchTrack = style({
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.line,
  position: 'relative',
  flexShrink: 0,
  selectors: {
    [`${switchRow}:has(input:checked) &`]: { background: vars.color.success },
    [`${switchRow}:has(input:focus-visible) &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${switchRow}:has(input:disabled) &`]: { opacity: 0.6 },
  },
})

export const switchThumb = style({
  position: 'absolute',
  top: '0.1875rem',
  left: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  background: vars.color.paper,
  transition: 'transform 120ms',
  selectors: { [`${switchRow}:has(input:checked) &`]: { transform: 'translateX(1.25rem)' } },
})

export const giftWrap = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
})

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const empty = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  minHeight: '12rem',
  alignContent: 'start',
})

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } })

export const skeletonBlock = style({
  background: vars.color.paperMuted,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const recommendations = style({ display: 'grid', gap: vars.space.md })

export const recommendationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export { visuallyHidden }
