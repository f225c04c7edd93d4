// @ts-nocheck
import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgba(0, 0, 0, 0.4)',
})

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  width: 'min(100vw, 420px)',
  overflowY: 'auto',
  background: vars.color.paper,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const dialog = style({ outline: 'none', minHeight: '100%', display: 'flex', flexDirection: 'column' })

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.line}`,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.lg })

export const list = style({ margin: 0, padding: 0, listStyle: 'none' })

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.line}`,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
} as const

export const rowLink = style({
  ...row,
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const rowSale = style({ color: vars.color.sale, fontWeight: 600 })

export const back = style({
  ...row,
  justifyContent: 'flex-start',
  gap: vars.space.xs,
  fontWeight: 600,
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const levelHeading = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  outline: 'none',
})

export const account = style({
  marginTop: 'auto',
  padding: vars.space.md,
  background: vars.color.paperMuted,
  display: 'grid',
  gap: vars.space.xs,
})

export const accountLinks = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs })

export const authBlock = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })

export const authButton = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
