import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const page = style({ maxWidth: '720px', marginInline: 'auto', padding: vars.space.md, display: 'grid', gap: vars.space.lg })
export const steps = style({ display: 'flex', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0, fontSize: vars.fontSize.sm })
export const stepCurrent = style({ fontWeight: 700, textDecoration: 'underline' })
export const form = style({ display: 'grid', gap: vars.space.md })
export const row = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' })
export const fieldset = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'grid', gap: vars.space.sm })
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, margin: 0 })
export const error = style({ color: vars.color.danger, margin: 0, fontWeight: 600 })
export const choice = style({
  display: 'flex', gap: vars.space.xs, alignItems: 'center', cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
export const picked = style({ fontWeight: 600 })
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs })
export const compare = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const spinner = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 })
export const panel = style({ background: vars.color.paperMuted, padding: vars.space.md, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.sm })
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })
