import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const gallery = style({ display: 'grid', gap: vars.space.sm })
export const mainButton = style({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  width: '100%',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const mainImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' })
export const thumbs = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' })
export const thumb = style({
  padding: 0,
  border: `1px solid ${vars.color.line}`,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.ink, borderWidth: 2 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
export const thumbImage = style({ display: 'block', width: 72, height: 72, objectFit: 'contain' })
export const dialogImage = style({ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' })
export const dialogNav = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm })
export const rotation = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  touchAction: 'pan-y',
  cursor: 'grab',
  userSelect: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const rotationImage = style({ display: 'block', width: 'min(320px, 100%)', height: 'auto', aspectRatio: '1 / 1', pointerEvents: 'none' })
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
