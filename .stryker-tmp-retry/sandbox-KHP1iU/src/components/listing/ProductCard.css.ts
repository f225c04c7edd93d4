// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

globalStyle(`${link}:hover h2, ${link}:hover h3`, { textDecoration: 'underline' })

export const media = style({
  aspectRatio: '1 / 1',
  width: '100%',
  height: 'auto',
  display: 'block',
  objectFit: 'contain',
})

export const name = style({ fontSize: vars.fontSize.md, fontWeight: 600, margin: 0 })

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, margin: 0 })

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

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  background: vars.color.sale,
  color: vars.color.accentInk,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
})

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
