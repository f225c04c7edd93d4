import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { onePageRules, textRules } from '../ui/Page.css'

export { heading, subheading } from '../ui/Page.css'

export const page = style({ ...onePageRules, marginInline: 0, maxWidth: '44rem' })

export const text = style(textRules)

export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' })

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })

export const departments = style({ display: 'grid', gap: vars.space.sm })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
