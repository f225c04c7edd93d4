// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

// The page's own gutter is enough on a phone; the fields keep the width.
export const page = style({
  maxWidth: '1120px',
  marginInline: 'auto',
  padding: `${vars.space.md} 0`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  // The steps render once the browser has the bag: until then the page keeps a screen's height, so the
  // footer below never moves within the first screen when they arrive.
  minBlockSize: '100svh',
  '@media': { [mediaQuery('xs')]: { padding: vars.space.md } },
})
export const steps = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
})
export const stepCurrent = style({ fontWeight: 700, textDecoration: 'underline' })
export const form = style({ display: 'grid', gap: vars.space.md })
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
})
export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
})
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, margin: 0 })
export const error = style({ color: vars.color.danger, margin: 0, fontWeight: 600 })
export const choice = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
export const picked = style({ fontWeight: 600 })
export const payLaterLead = style({ margin: 0, fontWeight: 600 })
export const terms = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
})
export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.ink,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]': { textDecoration: 'none' },
  },
})
export const compare = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
})
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const spinner = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 })
export const panel = style({
  background: vars.color.paperMuted,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
})

/** The steps with the order summary: above them on phones, beside them from the md breakpoint. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)' } },
})
export const flow = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [mediaQuery('md')]: { gridColumn: '1', gridRow: '1' } },
})
export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.paperMuted,
  borderRadius: vars.radius.md,
  '@media': { [mediaQuery('md')]: { gridColumn: '2', gridRow: '1' } },
})
export const summaryHeading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const summaryToggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.xs,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  background: 'none',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [mediaQuery('md')]: { display: 'none' } },
})
// Collapsed on phones until opened; always open beside the steps.
export const summaryContent = style({
  display: 'none',
  gap: vars.space.md,
  selectors: { '&[data-open]': { display: 'grid' } },
  '@media': { [mediaQuery('md')]: { display: 'grid' } },
})
export const summaryLines = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm })
export const summaryLine = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
})
export const summaryImage = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
  background: vars.color.paper,
  borderRadius: vars.radius.sm,
})
export const summaryName = style({ margin: 0, fontWeight: 600 })
export const summaryValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
export const amountToPay = style({ margin: 0, fontSize: vars.fontSize.lg })
