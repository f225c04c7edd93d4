import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** A row of link chips that wraps (the search's popular categories, the page not found's departments). */
export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** A link as a chip: a bordered box a finger can hit (44 px high), its text and an optional count side by side. */
export const chipLink = style({
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
