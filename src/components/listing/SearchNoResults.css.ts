import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.md })

export const suggestion = style({ margin: 0, fontSize: vars.fontSize.lg })

export const suggestionLink = style({
  color: 'inherit',
  fontWeight: 700,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg })

export { chipList as categories, chipLink as category } from '../ui/Chips.css'

export const categoryCount = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
