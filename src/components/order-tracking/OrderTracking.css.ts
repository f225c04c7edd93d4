import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export { page, heading, subheading, text } from '../ui/Page.css'

export const form = style({ display: 'grid', gap: vars.space.md })

export const message = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })

export const result = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
})

export const term = style({ fontWeight: 600 })

export const detail = style({ margin: 0, overflowWrap: 'anywhere' })

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
})

export const itemName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

export const itemFacts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.inkMuted,
})

export const status = style({ fontWeight: 600, color: vars.color.ink })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const parcels = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
})

export const returnLine = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const refund = style({ display: 'contents' })
