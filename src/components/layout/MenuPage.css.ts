import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export { page, heading } from '../ui/Page.css'

export const list = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.line}` })

export const nested = style({ margin: 0, padding: `0 0 0 ${vars.space.md}`, listStyle: 'none' })

const focus = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
} as const

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '48px',
  borderBottom: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  textDecoration: 'none',
  cursor: 'pointer',
} as const

/** A level that opens in place: the native disclosure, its marker replaced by the chevron. */
export const level = style({})

export const summary = style({ ...row, listStyle: 'none', selectors: focus })
globalStyle(`${summary}::-webkit-details-marker`, { display: 'none' })
globalStyle(`${level}[open] > ${summary} > svg`, { transform: 'rotate(180deg)' })

export const sale = style({ color: vars.color.sale, fontWeight: 600 })

export const rowLink = style({ ...row, selectors: focus })

export const account = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.paperMuted,
})
