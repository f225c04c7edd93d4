// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 'min(24rem, 80vw)' })

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
