// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { COUNTDOWN_HEIGHT } from './TopBanners.css'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
})

/** Spec 2.5: with the countdown timer shown, the sticky navigation sits below it. */
export const headerBelowTimer = style({ top: COUNTDOWN_HEIGHT })

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '56px',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  paddingInline: vars.space.xs,
  '@media': {
    [mediaQuery('xs')]: { gap: vars.space.sm, minHeight: '64px', paddingInline: vars.layout.gutter },
  },
})

// Five 44 px icons and the wordmark share a 360 px phone: the wordmark gives way first.
export const logo = style({
  minWidth: 0,
  overflow: 'hidden',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery('xs')]: {
      fontSize: vars.fontSize.xl,
      letterSpacing: '0.08em',
      marginInlineEnd: vars.space.md,
      overflow: 'visible',
    },
  },
})

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: 0,
  margin: 0,
  marginInlineStart: 'auto',
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery('xs')]: { gap: vars.space.xxs } },
})

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const hideOnMobile = style({
  display: 'none',
  '@media': { [mediaQuery('sm')]: { display: 'inline-flex' } },
})

export const menuButton = style({
  '@media': { [mediaQuery('lg')]: { display: 'none' } },
})

export const badge = style({
  position: 'absolute',
  top: '4px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
