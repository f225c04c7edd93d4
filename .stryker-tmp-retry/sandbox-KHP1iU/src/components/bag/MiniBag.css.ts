// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 'min(30rem, calc(100vw - 4rem))' })

export const added = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
})

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.paperMuted,
})

export const name = style({ margin: 0, fontWeight: 600 })

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '12rem',
  overflowY: 'auto',
  borderBlock: `1px solid ${vars.color.line}`,
  paddingBlock: vars.space.xs,
})

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
})

export const subtotal = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 700, margin: 0 })

export const actions = style({ display: 'grid', gap: vars.space.xs })

export const recommendations = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
})

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md })

export const undo = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `calc(${vars.space.md} + 4.5rem)`,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 51,
})

export const undoBar = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.paper,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.md,
})
