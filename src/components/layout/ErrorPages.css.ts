import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { onePageRules, textRules } from '../ui/Page.css'

export { heading, subheading } from '../ui/Page.css'

export const page = style({ ...onePageRules, marginInline: 0, maxWidth: '44rem' })

export const text = style(textRules)

export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' })

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })

export const departments = style({ display: 'grid', gap: vars.space.sm })

export { chipList as links, chipLink as link } from '../ui/Chips.css'
