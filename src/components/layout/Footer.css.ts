import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

/** The height a phone keeps free at the page's end for the floating buttons. */
const FLOATING_CLEARANCE = '4rem'

const focus = { outline: `3px solid #7fb2ff`, outlineOffset: '2px' }

export const footer = style({
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.fontSize.sm,
  // The floating chat and back-to-top buttons sit over the page's last lines on a phone; this clears them.
  paddingBottom: FLOATING_CLEARANCE,
  '@media': { [mediaQuery('sm')]: { paddingBottom: 0 } },
})

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
})

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: '1fr 1fr' } },
})

/** The block the sign-up sent without scripts comes back to (`#newsletter`), below the sticky header. */
export const newsletter = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  scrollMarginBlockStart: '8rem',
})

export const newsletterForm = style({ display: 'grid', gap: vars.space.sm, maxWidth: '28rem' })

export const checkbox = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  cursor: 'pointer',
})

globalStyle(`${checkbox}[data-focus-visible] > span:first-child, ${checkbox} > input:focus-visible + span`, focus)

export const checkboxBox = style({
  flex: 'none',
  width: '18px',
  height: '18px',
  marginTop: '2px',
  border: `2px solid ${vars.color.paper}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '[data-selected] > &, input:checked + &': {
      background: vars.color.paper,
      boxShadow: `inset 0 0 0 3px ${vars.color.ink}`,
    },
  },
})

export const fieldError = style({ display: 'block', color: '#ffb4ab', marginTop: vars.space.xxs })

export const contact = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' })

export const richText = style({ display: 'grid', gap: vars.space.xxs })

globalStyle(`${richText} p, ${richText} ul`, { margin: 0 })

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
})

export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
})

export const groupLinks = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })

/** A modal link's content in place (before the page is interactive): shown while the address names it. */
export const info = style({
  display: 'none',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  scrollMarginBlockStart: '8rem',
  selectors: { '&:target': { display: 'grid' } },
})

export const infoTitle = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: 700 })

export const footerLink = style({
  color: 'inherit',
  textUnderlineOffset: '0.2em',
  selectors: { '&[data-focus-visible], &:focus-visible': focus },
})

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&[data-focus-visible], &:focus-visible': focus },
})

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.inkMuted}`,
})

export const social = style({ display: 'flex', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })

export const copyright = style({ margin: 0 })

export const countries = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })

export const countryTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&:focus-visible': focus },
})
globalStyle(`${countryTrigger}::-webkit-details-marker`, { display: 'none' })

export const countryList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.xxs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
})

export const countryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} 0`,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focus,
    '&[aria-current]': { fontWeight: 700 },
  },
})

export const flag = style({
  width: '20px',
  height: '15px',
  objectFit: 'cover',
  border: `1px solid ${vars.color.inkMuted}`,
})

export const languages = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' })

// On a phone the two buttons sit side by side in the bottom corner, small, and the page ends clear of them.
export const backToTop = style({
  position: 'fixed',
  right: vars.space.xs,
  bottom: vars.space.xs,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'row',
  gap: vars.space.xs,
  '@media': {
    [mediaQuery('sm')]: { right: vars.space.md, bottom: vars.space.md, flexDirection: 'column' },
  },
})

// Shown once the shopper has scrolled past the first screen.
export const backToTopButton = style({
  selectors: { '&:not([data-scrolled="true"])': { display: 'none' } },
})

export const floatingButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: '50%',
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
  '@media': { [mediaQuery('sm')]: { width: '48px', height: '48px' } },
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
