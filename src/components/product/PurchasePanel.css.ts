import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const panel = style({ display: 'grid', gap: vars.space.sm })
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs })
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
export const success = style({ margin: 0, color: vars.color.success })
export const form = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.paperMuted })
export const note = style({ margin: 0, fontSize: vars.fontSize.sm })
