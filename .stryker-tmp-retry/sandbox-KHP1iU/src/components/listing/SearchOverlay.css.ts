// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  background: 'rgb(0 0 0 / 0.45)',
})

export const modal = style({
  background: vars.color.paper,
  color: vars.color.ink,
  width: 'min(48rem, 100vw)',
  maxHeight: '100vh',
  overflow: 'auto',
  boxShadow: '0 10px 40px rgb(0 0 0 / 0.25)',
})

export const dialog = style({ padding: vars.space.lg, outline: 'none', display: 'grid', gap: vars.space.md })

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })

export const field = style({ display: 'grid', gap: vars.space.xxs })

export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  width: '100%',
  boxSizing: 'border-box',
  selectors: { '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const list = style({ display: 'grid', gap: vars.space.xxs, outline: 'none', padding: 0, margin: 0 })

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.paperMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
})

export const thumb = style({ width: '3.5rem', height: '3.5rem', objectFit: 'contain', flexShrink: 0 })

export const itemText = style({ display: 'grid' })

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const seeAll = style({ fontWeight: 700 })
