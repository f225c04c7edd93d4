import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({ display: 'grid', gap: vars.space.xs, marginBlock: vars.space.md })
export const disclaimer = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, margin: 0 })
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
