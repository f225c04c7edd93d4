// @ts-nocheck
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

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const category = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  alignItems: 'baseline',
  minHeight: '2.75rem',
  alignContent: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const categoryCount = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
