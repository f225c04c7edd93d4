// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 60,
  maxWidth: '40rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.paper,
  color: vars.color.ink,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.25)',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading })

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const categories = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0 })

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', color: vars.color.inkMuted } },
})

export const box = style({
  width: '1.25rem',
  height: '1.25rem',
  display: 'inline-grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.ink, color: vars.color.paper },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
