// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Spec 8.4: toasts sit at the bottom. */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 50,
})

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: 'min(32rem, calc(100vw - 2rem))',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.ink,
  color: vars.color.paper,
  borderRadius: vars.radius.md,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
})

export const error = style({ background: vars.color.danger })

export const text = style({ flex: 1, display: 'grid', gap: vars.space.xxs })

export const title = style({ fontWeight: 600 })

export const close = style({ color: 'inherit' })
