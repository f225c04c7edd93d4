import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { onePageRules } from '../ui/Page.css'

export { heading, text } from '../ui/Page.css'

export const page = style({ ...onePageRules, maxWidth: '44rem' })

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

/** First and last name side by side where there is room, one under the other on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQuery('xs')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const textarea = style({
  minHeight: '8rem',
  padding: vars.space.sm,
  font: 'inherit',
  resize: 'vertical',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: {
    '&[data-focused], &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, justifySelf: 'end' })

export const agreement = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })

export const done = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const reference = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const dialogBody = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const select = style({
  minHeight: '44px',
  width: '100%',
  paddingInline: vars.space.sm,
  font: 'inherit',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})
